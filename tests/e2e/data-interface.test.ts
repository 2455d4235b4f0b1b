// The data interface on the built site, served as a host would: /api/openapi.json is a valid OpenAPI 3.1
// document (checked by @readme/openapi-parser), every path it lists is fetched with its parameters expanded
// from the build (each release's api/index.json, the document's own enums) and each response is validated
// against the schema the document gives it (ajv, JSON Schema 2020-12); the documents hold what the domain code
// computes from data/; /llms.txt's links all resolve; every chart's Download menu links its metadata JSON.
import { describe, expect, it } from 'vitest';
import { validate, compileErrors } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { baseUrl } from './browser.ts';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import { REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { allReleases } from '../../src/lib/node/releases-load.ts';
import { sourceRowIds } from '../../src/lib/api/documents.ts';

const d = loadDataset(REAL_DATA_DIR).dataset;

async function get(path: string): Promise<Response> {
  const res = await fetch(new URL(path, baseUrl));
  expect(res.status, path).toBe(200);
  return res;
}
const getJson = async (path: string) => (await get(path)).json() as Promise<Record<string, unknown>>;
/** A URL the build printed (on the site's configured address) as a path on the test server. */
const pathOf = (url: string) => new URL(url).pathname;

type Operation = {
  get: {
    parameters: { name: string; schema: { enum?: string[] } }[];
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
  };
};
type OpenApi = { openapi: string; paths: Record<string, Operation>; components: { schemas: Record<string, object> } };

/** The keys a path parameter takes, read from the build: a release's index lists its documents' addresses. */
async function expand(template: string, op: Operation): Promise<string[]> {
  const enums = Object.fromEntries(op.get.parameters.filter((p) => p.schema.enum).map((p) => [p.name, p.schema.enum!]));
  const releases = template.includes('{release}') ? enums.release : [''];
  const out: string[] = [];
  for (const release of releases) {
    const withRelease = template.replace('{release}', release);
    const key = /\{(\w+)\}/.exec(withRelease)?.[1];
    if (!key) {
      out.push(withRelease);
      continue;
    }
    if (enums[key]) {
      out.push(...enums[key].map((v) => withRelease.replace(`{${key}}`, v)));
      continue;
    }
    // A document's key: from the index of its release (or the latest's, for an /api/ alias).
    const index = await getJson(release ? `/releases/${release}/api/index.json` : '/api/index.json');
    const [, kind] = /\/(figures|models|gpus|tasks|sources|charts)\//.exec(withRelease)!;
    const prefix = withRelease.slice(0, withRelease.indexOf(`{${key}}`));
    const suffix = withRelease.slice(withRelease.indexOf(`{${key}}`) + key.length + 2);
    // A figure held unchanged is listed at its first release's address: it is fetched under that release.
    const keys = (index[kind] as string[])
      .map(pathOf)
      .filter((p) => p.startsWith(prefix) || !release)
      .map((p) => p.slice(p.lastIndexOf('/') + 1, -suffix.length));
    out.push(...keys.map((k) => `${prefix}${k}${suffix}`));
  }
  return out;
}

describe('the data interface (OpenAPI 3.1, JSON of each release, llms.txt)', () => {
  it('/api/openapi.json is a valid OpenAPI 3.1 document; every path it lists is served and matches its schema', async () => {
    const doc = (await getJson('/api/openapi.json')) as unknown as OpenApi;
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    const ajv = new Ajv2020({ allErrors: true });
    let fetched = 0;
    for (const [template, op] of Object.entries(doc.paths)) {
      const ref = op.get.responses['200'].content['application/json'].schema.$ref;
      const check = ajv.compile(doc.components.schemas[ref.slice(ref.lastIndexOf('/') + 1)]);
      const paths = await expand(template, op);
      expect(paths.length, template).toBeGreaterThan(0);
      for (const path of paths) {
        const body = await (await get(path)).json();
        expect(check(body) ? [] : check.errors, path).toEqual([]);
        fetched++;
      }
    }
    // Every figure of every release, every alias and the rest: more documents than the latest's rows.
    expect(fetched).toBeGreaterThan(d.rows.length);
  });

  it("a release's documents hold what the domain code computes: every figure, and each task's selection in order", async () => {
    const id = d.release.id;
    const index = await getJson(`/releases/${id}/api/index.json`);
    const figureIds = (index.figures as string[]).map((u) =>
      pathOf(u)
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    );
    // Every v3 row and every MLPerf and ML.ENERGY v2 row of the release.
    const sourceIds = sourceRowIds(allReleases(d), id);
    expect(sourceIds.length).toBeGreaterThan(0);
    expect(figureIds.toSorted()).toEqual([...d.rows.map((r) => r.id), ...sourceIds].toSorted());
    for (const t of d.tasks) {
      const board = await getJson(`/releases/${id}/api/tasks/${t.id}.json`);
      const selected = d.selected.filter((r) => r.task === t.id);
      expect((board.rows as { id: string }[]).map((r) => r.id)).toEqual(selected.map((r) => r.id));
      expect(board).toMatchObject({
        boundary: d.release.boundary,
        basis: d.release.basis,
        latency_ceiling_ms: d.ceilingMs,
      });
      // The alias is the same bytes as the permanent address.
      const [alias, own] = await Promise.all([
        get(`/api/tasks/${t.id}.json`),
        get(`/releases/${id}/api/tasks/${t.id}.json`),
      ]);
      expect(await alias.text()).toBe(await own.text());
    }
    const r = d.selected[0];
    const figure = await getJson(pathOf((index.figures as string[]).find((u) => u.endsWith(`/${r.id}.json`))!));
    expect(figure).toMatchObject({ id: r.id, energy_per_token_j: r.energy_per_token_j, status: 'selected' });
    expect(figure.units).toMatchObject({ energy_per_token_j: d.units.energy_per_token_j });
    // A source row's document: its own boundary, its check, its producer (an MLPerf run: its result ID).
    const run = Object.values(d.bySource).flatMap((v) => (v.kind === 'mlperf-inference' ? v.rows : []))[0];
    const runDoc = await getJson(pathOf((index.figures as string[]).find((u) => u.endsWith(`/${run.id}.json`))!));
    expect(runDoc).toMatchObject({
      id: run.id,
      boundary: run.boundary,
      result_id: run.result_id,
      round: run.round,
      scenario: run.scenario,
      status: run.check.status,
      energy_per_token_j: run.energy_per_token_j,
    });
  });

  it('/llms.txt names the boundary, basis and latest release, and every link in it resolves', async () => {
    const text = await (await get('/llms.txt')).text();
    expect(text).toMatch(/^# /);
    expect(text).toContain(`boundary "${d.release.boundary}", basis "${d.release.basis}"`);
    expect(text).toContain(`The latest release is ${d.release.id}`);
    const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(links.some((l) => l.endsWith('/api/openapi.json'))).toBe(true);
    expect(links.some((l) => l.endsWith(`/releases/${d.release.id}/index.csv`))).toBe(true);
    for (const l of links) await get(pathOf(l));
  });

  it("a chart's Download menu links its metadata JSON, beside its CSV", async () => {
    const html = await (await get('/')).text();
    const hrefs = [...html.matchAll(/href="([^"]+\.metadata\.json)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) {
      const meta = await getJson(h);
      expect(meta).toMatchObject({ release: { id: expect.any(String) }, licence: expect.any(String) });
      await get(pathOf(meta.csv as string));
      expect(h.replace('.metadata.json', '.csv')).toBe(pathOf(meta.csv as string));
    }
  });
});

// The data interface's documents on the two fixture releases (tests/fixtures/releases/): a figure held
// unchanged by the second release has one document, at the first release's address, which the second's index
// lists; each leaderboard is the release's selection in its order; the JSON is byte-stable whatever the key order.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixtureReleases } from '../../fixtures/fixture-releases.ts';
import { orderReleases } from '../../../src/lib/releases/releases.ts';
import { figurePagesOfReleases } from '../../../src/lib/figures/addresses.ts';
import { latestDocuments, releaseApiIndex, releaseDocuments } from '../../../src/lib/api/documents.ts';
import { stableJson } from '../../../src/lib/text/json-format.ts';
import { openApiDocument } from '../../../src/lib/api/openapi.ts';
import { anyFigureDocSchema, leaderboardDocSchema, sourceFigureDocSchema } from '../../../src/lib/api/schemas.ts';
import { INFERRED, RUN, SETTING, releasesWithSourceRows } from '../../fixtures/source-rows.ts';

const { first, second } = fixtureReleases();
const entries = orderReleases([first, second]);
const pages = figurePagesOfReleases(entries);
const SITE = 'https://energy.example/';
const secondIds = new Set(second.rows.map((r) => r.id));
// A row both releases hold with the same numbers: one figure version.
const kept = first.rows.find((r) => {
  const s = second.rows.find((x) => x.id === r.id);
  return s && s.energy_per_token_j === r.energy_per_token_j;
})!;

describe('documents of a release', () => {
  it('a figure held unchanged has one document, at the first release, which both indexes list', () => {
    const firstFigures = releaseDocuments(entries, pages, first.release.id).filter((x) => x.kind === 'figures');
    const secondFigures = releaseDocuments(entries, pages, second.release.id).filter((x) => x.kind === 'figures');
    expect(kept).toBeDefined();
    const keys = (xs: typeof firstFigures) => xs.map((x) => x.key);
    // Whether the second mints its own depends on whether the version changed (status or words too).
    const homeOfKept = keys(secondFigures).includes(kept.id) ? second.release.id : first.release.id;
    const url = `${SITE}releases/${homeOfKept}/api/figures/${kept.id}.json`;
    expect(releaseApiIndex(entries, pages, second.release.id, SITE).figures).toContain(url);
    // Every row of each release is listed once, by its id.
    const listed = releaseApiIndex(entries, pages, second.release.id, SITE).figures;
    expect(listed.length).toBe(second.rows.length);
    expect(
      new Set(
        listed.map((u) =>
          u
            .split('/')
            .pop()!
            .replace(/\.json$/, ''),
        ),
      ),
    ).toEqual(secondIds);
    expect(keys(firstFigures).length + keys(secondFigures).length).toBeLessThanOrEqual(
      first.rows.length + second.rows.length,
    );
  });

  it("each leaderboard is its release's selection for the task, in order, with boundary and basis", () => {
    for (const doc of releaseDocuments(entries, pages, second.release.id).filter((x) => x.kind === 'tasks')) {
      const board = leaderboardDocSchema.parse(doc.build(SITE));
      expect(board.rows.map((r) => r.id)).toEqual(second.selected.filter((r) => r.task === doc.key).map((r) => r.id));
      expect(board).toMatchObject({ boundary: 'board (GPU)', basis: 'measured', release: { id: second.release.id } });
    }
  });

  it("the latest release's aliases are its models, GPUs, leaderboards and sources, byte for byte; no figure", () => {
    const latest = latestDocuments(entries, pages);
    const own = releaseDocuments(entries, pages, second.release.id).filter((x) => x.kind !== 'figures');
    expect(latest.filter((x) => x.kind === 'figures')).toEqual([]);
    expect(latest.map((x) => `${x.kind}/${x.key}`)).toEqual(own.map((x) => `${x.kind}/${x.key}`));
    for (const [i, a] of latest.entries()) expect(stableJson(a.build(SITE))).toBe(stableJson(own[i].build(SITE)));
  });

  it('the OpenAPI document gives figures no alias path: their addresses are permanent ones', () => {
    const doc = openApiDocument({ site: SITE, releases: [first.release.id, second.release.id], tasks: ['gpqa'] });
    expect(Object.keys(doc.paths)).not.toContain('/api/figures/{figure}.json');
    expect(Object.keys(doc.paths)).toContain('/releases/{release}/api/figures/{figure}.json');
    expect(Object.keys(doc.paths)).toContain('/api/models/{model}.json');
  });

  it('the OpenAPI document names a schema for every path, each a JSON Schema with no dialect of its own', () => {
    const doc = openApiDocument({ site: SITE, releases: [first.release.id, second.release.id], tasks: ['gpqa'] });
    for (const [path, op] of Object.entries(doc.paths) as [
      string,
      { get: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> } },
    ][]) {
      const ref = op.get.responses['200'].content['application/json'].schema.$ref;
      expect(doc.components.schemas, path).toHaveProperty(ref.replace('#/components/schemas/', ''));
    }
    for (const s of Object.values(doc.components.schemas)) expect(s).not.toHaveProperty('$schema');
    expect(doc.servers).toEqual([{ url: 'https://energy.example' }]);
  });
});

describe('documents of the rows of other sources (tests/fixtures/source-rows.ts)', () => {
  const withRows = releasesWithSourceRows();
  const es = orderReleases([withRows.first, withRows.second]);
  const ps = figurePagesOfReleases(es);
  const [firstId, secondId] = [withRows.first.release.id, withRows.second.release.id];
  const docsOf = (id: string) => releaseDocuments(es, ps, id).filter((x) => x.kind === 'figures');
  const sourceDoc = (id: string, key: string) =>
    sourceFigureDocSchema.parse(
      docsOf(id)
        .find((x) => x.key === key)!
        .build(SITE),
    );
  const url = (release: string, key: string) => `${SITE}releases/${release}/api/figures/${key}.json`;

  it('a row held unchanged has one document, at the first release, which both indexes list; a new row its own', () => {
    const keys = (id: string) => docsOf(id).map((x) => x.key);
    expect(keys(firstId)).toEqual(expect.arrayContaining([RUN.id, SETTING.id]));
    expect(keys(secondId)).not.toContain(RUN.id);
    expect(keys(secondId)).not.toContain(SETTING.id);
    expect(keys(secondId)).toContain(INFERRED.id);
    const listed = releaseApiIndex(es, ps, secondId, SITE).figures;
    expect(listed).toEqual(
      expect.arrayContaining([url(firstId, RUN.id), url(firstId, SETTING.id), url(secondId, INFERRED.id)]),
    );
    // Every v3 row and every source row of the release, once each.
    expect(listed.length).toBe(withRows.second.rows.length + 3);
    // The figures' documents are in code-unit order of their ids, whatever their kind.
    expect(keys(firstId)).toEqual(keys(firstId).toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('an MLPerf run states its boundary, result ID, round, division, scenario, check and producer', () => {
    const doc = sourceDoc(firstId, RUN.id);
    expect(doc).toMatchObject({
      release: { id: firstId },
      boundary: 'system (wall, AC)',
      basis: 'measured',
      source_id: 'wall-bench-v9',
      source_kind: 'mlperf-inference',
      result_id: '9.9-0001',
      round: 'v9.9',
      division: 'closed',
      scenario: 'Offline',
      status: 'passed',
      status_text: null,
      check_residual: 0,
      energy_per_token_j: 0.6,
      avg_power_w: 6000,
      licence: 'Apache-2.0',
      page: `${SITE}releases/${firstId}/rows/${RUN.id}/`,
      held_by: [firstId, secondId],
      task: null,
      batch: null,
    });
    // 0.6 J per token x 1,000,000 / 3,600 s per hour.
    expect(doc.wh_per_million_output_tokens).toBeCloseTo(166.6667, 4);
    expect(doc.units.energy_per_token_j).toBe('J per output token, at the system (wall, AC) boundary');
    expect(doc.source).toMatchObject({ name: 'Wall Bench v9', citation: expect.stringContaining('9.9-0001') });
    expect(doc.citation).toContain(`releases/${firstId}/rows/${RUN.id}/`);
  });

  it('a withheld run gives no Wh figure and says why; a v2 setting is not checkable and has no MLPerf fields', () => {
    const withheld = sourceDoc(secondId, INFERRED.id);
    expect(withheld).toMatchObject({ status: 'withheld', wh_per_million_output_tokens: null, scenario: 'Server' });
    expect(withheld.status_text).toContain('(inferred)');
    const v2 = sourceDoc(firstId, SETTING.id);
    expect(v2).toMatchObject({
      boundary: 'board (GPU)',
      source_kind: 'ml-energy-v2',
      status: 'not checkable',
      licence: 'not stated by the source',
      task: 'chat',
      batch: 32,
      energy_per_request_j: 120,
      mean_output_tokens: 400,
      result_id: null,
      round: null,
      avg_power_w: null,
    });
    // 0.3 J per token x 1,000,000 / 3,600.
    expect(v2.wh_per_million_output_tokens).toBeCloseTo(83.3333, 4);
  });

  it("the latest release's index lists each source row's version document, and each parses as a figure", () => {
    const listed = releaseApiIndex(es, ps, secondId, SITE).figures;
    expect(listed).toEqual(expect.arrayContaining([url(firstId, RUN.id), url(firstId, SETTING.id)]));
    expect(listed).toContain(url(secondId, INFERRED.id));
    for (const id of [firstId, secondId])
      for (const d of docsOf(id)) expect(anyFigureDocSchema.safeParse(d.build(SITE)).success, d.key).toBe(true);
  });

  it('the OpenAPI document gives figures a schema that admits both kinds of figure', () => {
    const doc = openApiDocument({ site: SITE, releases: [firstId, secondId], tasks: ['gpqa'] });
    const op = doc.paths['/releases/{release}/api/figures/{figure}.json'] as {
      get: { responses: { '200': { content: { 'application/json': { schema: { $ref: string } } } } } };
    };
    expect(op.get.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/AnyFigureDocument',
    );
    expect(doc.components.schemas.AnyFigureDocument).toHaveProperty('anyOf');
    expect(doc.components.schemas).toHaveProperty('SourceFigureDocument');
  });
});

describe('stableJson', () => {
  it('sorts keys at every level and keeps list order, so key order never changes the bytes', () => {
    expect(stableJson({ b: 1, a: { d: [3, 1], c: null } })).toBe(stableJson({ a: { c: null, d: [3, 1] }, b: 1 }));
    expect(stableJson({ b: 1, a: 2 })).toBe('{\n  "a": 2,\n  "b": 1\n}\n');
    expect(z.object({}).safeParse(JSON.parse(stableJson({}))).success).toBe(true);
  });
});

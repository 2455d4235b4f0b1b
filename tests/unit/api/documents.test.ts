// The data interface's documents on the two fixture releases (tests/fixtures/releases/): a figure held
// unchanged by the second release has one document, at the first release's address, which the second's index
// lists; each leaderboard is the release's selection in its order; the JSON is byte-stable whatever the key order.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixtureReleases } from '../../fixtures/fixture-releases.ts';
import { orderReleases } from '../../../src/lib/releases/releases.ts';
import { figurePagesOfReleases } from '../../../src/lib/figures/addresses.ts';
import { latestDocuments, releaseApiIndex, releaseDocuments } from '../../../src/lib/api/documents.ts';
import { stableJson } from '../../../src/lib/api/json.ts';
import { openApiDocument } from '../../../src/lib/api/openapi.ts';
import { figureDocSchema, leaderboardDocSchema } from '../../../src/lib/api/schemas.ts';

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

  it("the latest release's aliases are its documents, and a figure's is its version's document", () => {
    const latest = latestDocuments(entries, pages);
    const figures = latest.filter((x) => x.kind === 'figures');
    expect(figures.map((x) => x.key).toSorted()).toEqual([...secondIds].toSorted());
    for (const f of figures) {
      const doc = figureDocSchema.parse(f.build(SITE));
      expect(doc.held_by).toContain(doc.release.id);
    }
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

describe('stableJson', () => {
  it('sorts keys at every level and keeps list order, so key order never changes the bytes', () => {
    expect(stableJson({ b: 1, a: { d: [3, 1], c: null } })).toBe(stableJson({ a: { c: null, d: [3, 1] }, b: 1 }));
    expect(stableJson({ b: 1, a: 2 })).toBe('{\n  "a": 2,\n  "b": 1\n}\n');
    expect(z.object({}).safeParse(JSON.parse(stableJson({}))).success).toBe(true);
  });
});

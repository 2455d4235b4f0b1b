// Figure pages' data (src/lib/figures/figure.ts): one figure per row per release, each status, both sides of
// the identity check, the link from an older release to the same configuration in the newest, and one page per
// figure version. Fixture releases unless a block says real data.
import { describe, expect, it } from 'vitest';
import { fixtureReleases, loadRelease } from '../../fixtures/fixture-releases.ts';
import { orderReleases } from '../../../src/lib/releases/releases.ts';
import { allFigures, figureHome, figurePages, movedFigures, pageTitle } from '../../../src/lib/figures/figure.ts';
import { quoteSentence } from '../../../src/lib/citation/sentence.ts';
import { quoteInput } from '../../../src/lib/citation/inputs.ts';
import { quotingExamples } from '../../../src/lib/figures/quoting.ts';
import { OWN_PAGES, rowPageUrl } from '../../../src/lib/text/site-links.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { real as snap, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';

const SITE = 'https://site.example/';
const { first, second } = fixtureReleases();
const figures = allFigures(orderReleases([second, first]));
const byKey = new Map(figures.map((f) => [`${f.release.id}/${f.row.id}`, f]));

describe('allFigures (fixture releases)', () => {
  it('gives one figure per row of every release, at /releases/<id>/rows/<row>/', () => {
    expect(figures.length).toBe(first.rows.length + second.rows.length);
    const f = byKey.get('fixture-2026-01/lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64')!;
    expect(f.path).toBe('/releases/fixture-2026-01/rows/lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64/');
    expect(rowPageUrl(OWN_PAGES, f.row)).toBe(f.path);
  });
  it('an older release links to the same configuration in the newest, or says it is gone', () => {
    const kept = byKey.get('fixture-2026-01/lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b128')!;
    expect(kept.newer).toEqual({
      id: 'fixture-2026-06',
      releasePath: '/releases/fixture-2026-06/',
      figurePath: '/releases/fixture-2026-06/rows/lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b128/',
    });
    const gone = byKey.get('fixture-2026-01/lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64')!;
    expect(gone.newer?.figurePath).toBeNull();
    for (const f of figures.filter((x) => x.release.id === 'fixture-2026-06')) expect(f.newer).toBeNull();
  });
  it('a withheld row keeps its reason and shows both sides of the identity check, worked out by hand', () => {
    // 600 W / 2,000 tokens/s = 0.3 J against a stated 0.35 J: 0.3 / 0.35 - 1 = -1/7.
    const f = byKey.get('fixture-2026-06/lm-arena-chat.org-model-b.h100x1.tp1ep1dp1.b32')!;
    expect(f.status).toBe('withheld');
    expect(f.statusLabel).toBe('Withheld');
    expect(f.statusText).toContain('disagrees');
    expect(f.powerOverThroughputJ).toBeCloseTo(0.3, 12);
    expect(f.tokenTimesLengthJ).toBeCloseTo(140, 9); // 0.35 J x 400 tokens
    expect(f.row.identity.power_residual).toBeCloseTo(-1 / 7, 12);
    expect(f.row.identity.request_residual).toBeCloseTo(0, 12);
  });
  it('the selection and the rows it beat are told apart', () => {
    // model-a on 1 x B200: 0.075 J at batch 128 beats 0.1 J at batch 64.
    expect(byKey.get('fixture-2026-06/lm-arena-chat.org-model-a.b200x1.tp1ep1dp1.b128')!.status).toBe('selected');
    expect(byKey.get('fixture-2026-06/lm-arena-chat.org-model-a.b200x1.tp1ep1dp1.b64')!.status).toBe('published');
    const f = byKey.get('fixture-2026-06/lm-arena-chat.org-model-a.b200x1.tp1ep1dp1.b128')!;
    expect(f.whPerMillion).toBeCloseTo(20.8333333, 6); // 0.075 x 1e6 / 3600
    expect(f.energyPerResponseJ).toBeCloseTo(30, 9); // 0.075 x 400
  });
});

describe('one page per figure version (fixture releases)', () => {
  // A third release holding the second's rows unchanged: the same data under another id and date.
  const l = loadDataDir('tests/fixtures/releases/fixture-2026-06');
  const third = buildDataset(
    { ...l.index, release: { ...l.index.release, id: 'fixture-2026-09', date: '2026-09-01' } },
    l.grid,
    l.hardware,
  );
  const entries = orderReleases([first, second, third]);
  const id = (rel: string, row: string) => `/releases/${rel}/rows/${row}/`;
  const b128 = 'lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b128';
  const b200b64 = 'lm-arena-chat.org-model-a.b200x1.tp1ep1dp1.b64';
  it("a row the next release holds unchanged has one page, at the first release's address, and no other", () => {
    // 4 rows in each of three releases; the second's 4 are the third's, unchanged: 12 figures, 8 pages, and
    // the third release mints no address of its own for them (none of these releases came before fixed addresses).
    expect(allFigures(entries)).toHaveLength(12);
    expect(figurePages(entries)).toHaveLength(8);
    expect(movedFigures(entries)).toEqual([]);
    expect(
      allFigures(entries)
        .filter((f) => f.address === 'none')
        .map((f) => f.path),
    ).toEqual(second.rows.map((r) => id('fixture-2026-09', r.id)));
    expect(figureHome(entries, id('fixture-2026-09', b128))).toBe(id('fixture-2026-06', b128));
    const page = figurePages(entries).find((f) => f.path === id('fixture-2026-06', b128))!;
    expect(page.heldBy.map((h) => h.id)).toEqual(['fixture-2026-06', 'fixture-2026-09']);
    // The version is in the newest release: no newer-release note.
    expect(page.newer).toBeNull();
  });
  it('a re-measured row, or one whose status changed, is a new version with a page of its own', () => {
    // b128 on 2 x H100 was re-measured (0.2 J, then 0.1833 J); b64 on 1 x B200 kept its 0.1 J but lost its
    // selection to b128: both keep their first release's page.
    expect(figureHome(entries, id('fixture-2026-01', b128))).toBe(id('fixture-2026-01', b128));
    expect(figureHome(entries, id('fixture-2026-01', b200b64))).toBe(id('fixture-2026-01', b200b64));
    const old = figurePages(entries).find((f) => f.path === id('fixture-2026-01', b128))!;
    expect(old.heldBy.map((h) => h.id)).toEqual(['fixture-2026-01']);
    // Its newer-release note points at the page showing the newest release's figure: the second release's.
    expect(old.newer?.figurePath).toBe(id('fixture-2026-06', b128));
  });
  it('an address that is not a figure is its own page', () => {
    expect(figureHome(entries, '/releases/fixture-2026-06/')).toBe('/releases/fixture-2026-06/');
  });
});

describe(`set-aside repeats (real data, ${REAL_DATA_DIR}/, compared with the snapshot)`, () => {
  const real = loadRelease(REAL_DATA_DIR);
  const ref = snap.reference;
  const realFigures = allFigures(orderReleases([real]));
  it('each repeat set aside is marked so on its figure page, and no other figure is', () => {
    const setAside = realFigures.filter((f) => f.status === 'set-aside').map((f) => f.row.id);
    expect(setAside.sort()).toEqual([...real.setAsideRepeats].sort());
    expect(setAside.length).toBe(snap.index.set_aside_repeats.length);
    expect(realFigures.filter((f) => f.status === 'selected').length).toBe(real.selected.length);
  });
  it('every page title fits 70 characters: the task goes first, then the name is cut', () => {
    for (const f of realFigures) expect([...f.pageTitle].length, f.row.id).toBeLessThanOrEqual(70);
    const refFigure = realFigures.find((f) => f.row.id === ref.id)!;
    expect(refFigure.pageTitle).toBe(
      `${ref.model_name}, ${ref.num_gpus} x ${ref.gpu}, batch ${ref.batch}: Text Conversation`,
    );
    const long = { ...refFigure.row, model_name: 'M'.repeat(80) };
    expect(pageTitle(long, 'Text Conversation')).toBe(`${'M'.repeat(69)}…`);
  });
  it("the quotable sentence of the reference row leads with home's figure (Wh per answer) and carries its answer length, unit, boundary, task, model, GPU, latency, release and link", () => {
    const row = real.rows.find((r) => r.id === ref.id)!;
    expect(quoteSentence(quoteInput(row, 'Text Conversation', real.release, SITE, OWN_PAGES))).toBe(
      `${ref.model_name} on ${ref.num_gpus} x ${ref.gpu} (batch cap ${ref.batch}, median inter-token latency ${ref.median_itl_ms} ms) used ${ref.wh_per_answer} Wh per ${ref.answer_tokens}-token answer (${ref.j_per_token} J per token) in Text Conversation, measured at the GPU board (Energy per Token Index, release ${snap.release.id}: https://site.example/releases/${snap.release.id}/rows/${ref.id}/).`,
    );
  });
  it('the quoting page examples come from the data: reference row first, a smaller batch of the same setting', () => {
    const q = quotingExamples(real);
    expect(q.examples[0].id).toBe(ref.id);
    expect(q.batch?.small.batch).toBeLessThan(ref.batch);
    expect(q.batch!.small.energy_per_token_j).toBeGreaterThan(q.batch!.selected.energy_per_token_j);
    expect(q.systemRatio?.ratio).toBe(snap.hardware.dgx_b200_system_to_gpu_power_ratio);
  });
});

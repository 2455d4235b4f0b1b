// Published figures (src/lib/published, the schema in core/schemas/published-figures.ts): refusals of bad
// entries with file, entry id and field; each computed figure on a named fixture (tests/fixtures/published)
// with the value worked out by hand; the scope ladder on a tiny dataset. Real-data tests say so.
import { describe, expect, it } from 'vitest';
import { validatePublished } from '../../../src/lib/validate/data-files.ts';
import { agreesWithStated, perOutputToken, redo } from '../../../src/lib/published/arithmetic.ts';
import { facilityFactor, ladderFor, ladderRows, serverFactors } from '../../../src/lib/published/ladder.ts';
import { scoringBox } from '../../../src/lib/published/scoring-box.ts';
import { publishedView, quotableSentence } from '../../../src/lib/published/view.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { loadDataset } from '../../../src/lib/node/read-data.ts';
import { fmtFactor } from '../../../src/lib/text/format.ts';
import { real, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';
import { tableRecords } from '../../../src/lib/downloads/tables.ts';
import { PUBLISHED_TABLE } from '../../../src/lib/downloads/published-table.ts';
import { releaseFiles, releaseFileNames } from '../../../src/lib/downloads/package.ts';
import { energyRow, makeGrid, makeHardware, makeIndex } from '../../fixtures/factory.ts';
import {
  ATHLAZ_CLAIM,
  DEVRIES_FLEET,
  EPOCH_ESTIMATE,
  SHARES_NO_TOKENS,
  publishedFile,
} from '../../fixtures/published/figures.ts';

const FILE = 'data/published-figures.json';
/** A file whose entries a test edits as raw JSON (to write what the schema refuses). */
interface RawFile {
  figures: (Record<string, unknown> & { figure: Record<string, unknown> })[];
}
const refuse = (edit: (f: RawFile) => void) => {
  const file = publishedFile() as unknown as RawFile;
  edit(file);
  return validatePublished({ file: FILE, value: file }).errors;
};
const breakdown = (f: RawFile) => f.figures[0].breakdown as { share: number }[];

describe('published figures schema: bad entries are refused with file, entry id and field', () => {
  it('accepts the fixture file', () => {
    expect(validatePublished({ file: FILE, value: publishedFile() }).errors).toEqual([]);
  });
  it.each([
    [
      'a missing cite',
      (f: RawFile) => delete f.figures[0].cite,
      `${FILE}: figures[0] (id shares-no-tokens): cite: missing: expected text`,
    ],
    [
      'a missing figure.value',
      (f: RawFile) => delete f.figures[1].figure.value,
      `${FILE}: figures[1] (id epoch-estimate): figure.value: missing: expected a finite number`,
    ],
    [
      'a missing figure.unit',
      (f: RawFile) => delete f.figures[1].figure.unit,
      `${FILE}: figures[1] (id epoch-estimate): figure.unit: missing: expected text`,
    ],
    [
      'a missing figure.per',
      (f: RawFile) => delete f.figures[2].figure.per,
      `${FILE}: figures[2] (id devries-fleet): figure.per: missing: expected text`,
    ],
    [
      'an unknown basis',
      (f: RawFile) => (f.figures[0].basis = 'guessed'),
      `${FILE}: figures[0] (id shares-no-tokens): basis: expected a basis: one of measured, provisioned, estimate or null, got "guessed"`,
    ],
    [
      'an unknown boundary',
      (f: RawFile) => (f.figures[0].boundary = 'rack'),
      `${FILE}: figures[0] (id shares-no-tokens): boundary: expected a boundary: one of die, board, system, facility or null, got "rack"`,
    ],
    [
      'a share above 1',
      (f: RawFile) => (breakdown(f)[1].share = 25),
      `${FILE}: figures[0] (id shares-no-tokens): breakdown[1].share: expected a share from 0 to 1, got 25`,
    ],
    [
      'a negative share',
      (f: RawFile) => (breakdown(f)[0].share = -0.1),
      `${FILE}: figures[0] (id shares-no-tokens): breakdown[0].share: expected a share from 0 to 1, got -0.1`,
    ],
    [
      'a negative energy',
      (f: RawFile) => (f.figures[1].figure.value = -0.3),
      `${FILE}: figures[1] (id epoch-estimate): figure.value: expected an energy of 0 Wh or more, got -0.3 (an energy cannot be negative)`,
    ],
    [
      'a negative narrower energy',
      (f: RawFile) => (f.figures[0].narrower = { value: -1, unit: 'Wh', per: 'prompt', scope: 'x' }),
      `${FILE}: figures[0] (id shares-no-tokens): narrower.value: expected a number at or above 0, got -1`,
    ],
    [
      'a utilisation above 1',
      (f: RawFile) => ((f.figures[1].assumptions as Record<string, unknown>).flop_utilization = 10),
      `${FILE}: figures[1] (id epoch-estimate): assumptions.flop_utilization: expected a share from 0 to 1, got 10`,
    ],
    [
      'a claim outside the checker\u2019s bounds',
      (f: RawFile) => ((f.figures[3].claim as Record<string, unknown>).power_change_pct = -150),
      `${FILE}: figures[3] (id athlaz-claim): claim.power_change_pct: expected a change above -100% (a fall of 100% or more would leave nothing), got -150`,
    ],
    [
      'an id used twice',
      (f: RawFile) => (f.figures[1].id = 'shares-no-tokens'),
      `${FILE}: figures[1] (id shares-no-tokens): id: id shares-no-tokens is used twice`,
    ],
  ])('refuses %s', (_, edit, message) => {
    expect(refuse(edit)).toEqual([message]);
  });
  it('a negative change in % is a figure, not an energy: accepted (ATHLAZ\u2019s -21%)', () => {
    expect(refuse((f) => (f.figures[3].figure.value = -21))).toEqual([]);
  });
});

describe('the publisher\u2019s arithmetic, redone (fixtures by hand)', () => {
  it('Epoch: 2 x 100e9 x 500 = 1e14 FLOP; / (989e12 x 0.1) = 1.0111 s; 1,275 x 0.7 x 1.2 = 1,071 W; x 1.0111 s = 1,082.9 J = 0.3008 Wh', () => {
    const r = redo(EPOCH_ESTIMATE)!;
    expect(r.steps.map((s) => s.value)).toEqual([
      1e14,
      98.9e12,
      expect.closeTo(1.01112, 5),
      expect.closeTo(1071, 9),
      expect.closeTo(1082.912, 3),
      expect.closeTo(0.300809, 6),
    ]);
    // Each stated figure agrees with the redone one once rounded as the publisher rounds.
    expect(r.steps.filter((s) => s.stated !== null).map((s) => agreesWithStated(s.value, s.stated!))).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('Epoch: 1,082.9 J / 500 output tokens = 2.17 J per output token (from the redone energy)', () => {
    const p = perOutputToken(EPOCH_ESTIMATE);
    expect(p).toMatchObject({ ok: true, outputTokens: 500, from: 'redone' });
    expect(p.ok && Number(p.jPerToken.toFixed(2))).toBe(2.17);
  });
  it('de Vries: 3,617 x 6.5 kW = 23,510.5 kW; x 24 h = 564,252 kWh; 13 M x 15 = 195 M requests; 564,252,000 Wh / 195 M = 2.894 Wh, stated 2.9', () => {
    const r = redo(DEVRIES_FLEET)!;
    expect(r.steps.map((s) => s.value)).toEqual([23510.5, 564252, 195e6, expect.closeTo(2.8936, 4)]);
    expect(agreesWithStated(r.energyWh, 2.9)).toBe(true);
  });
  it('a stated figure that the inputs do not give is flagged: 0.31 Wh against 0.3008', () => {
    expect(agreesWithStated(0.3008, 0.31)).toBe(false);
  });
  it('no token count, no J per token: no tokens stated, words only, or a change in %', () => {
    expect(perOutputToken(SHARES_NO_TOKENS)).toEqual({
      ok: false,
      reason: 'no output token count is stated, and this page invents none',
      short: 'no token count stated',
    });
    expect(perOutputToken(DEVRIES_FLEET).ok).toBe(false);
    expect(
      perOutputToken({ ...SHARES_NO_TOKENS, states: { ...SHARES_NO_TOKENS.states, tokens: { output_words: 100 } } }),
    ).toEqual({
      ok: false,
      reason: 'only words are stated (100), not tokens, and a token count would be an assumption',
      short: 'words stated, not tokens',
    });
    expect(perOutputToken(ATHLAZ_CLAIM).ok).toBe(false);
  });
});

describe('the claim checker on a published claim (ATHLAZ fixture)', () => {
  it('21% less power at equal throughput is 1/0.79 - 1 = +26.6% tokens per watt, not the +22% claimed', () => {
    const { claim } = publishedView(
      buildDataset(makeIndex([energyRow('Org/A', 'H100', 0.25)]), makeGrid(), makeHardware()),
      ATHLAZ_CLAIM,
    );
    expect(claim!.consistency.status).toBe('inconsistent');
    const check = claim!.consistency.checks[0];
    expect(check.stated).toBe(22);
    expect(Number(check.implied.toFixed(1))).toBe(26.6);
  });
});

describe('the scoring box', () => {
  it('names each of the six points present, partly or missing from what the entry states', () => {
    expect(scoringBox(ATHLAZ_CLAIM).map((p) => p.status)).toEqual([
      'present',
      'present',
      'present',
      'missing',
      'missing',
      'partly',
    ]);
    expect(scoringBox(SHARES_NO_TOKENS).map((p) => p.status)).toEqual([
      'present',
      'missing',
      'missing',
      'present',
      'missing',
      'missing',
    ]);
    expect(scoringBox({ ...DEVRIES_FLEET, basis: null })[0]).toMatchObject({
      status: 'partly',
      text: 'boundary: system; basis not stated',
    });
  });
});

/** The ladder's tiny dataset: 0.25 and 1 J per token on H100, and a DGX H100 of 10,200 W over 8 x 700 W. */
function ladderDataset() {
  const hardware = makeHardware();
  hardware.systems.push({
    id: 'nvidia-dgx-h100',
    name: 'NVIDIA DGX H100 (8x H100 SXM)',
    context_only: false,
    figures: {
      system_max_power_w: {
        value: 10200,
        unit: 'W',
        source: 'NVIDIA',
        corroboration: '',
        status: 'confirmed',
        note: '',
      },
    },
  });
  return buildDataset(
    makeIndex([energyRow('Org/Small', 'H100', 0.25), energyRow('Org/Large', 'H100', 1)]),
    makeGrid(),
    hardware,
  );
}

describe('the scope ladder (tiny dataset: 0.25 and 1 J per token on H100, 400 tokens an answer; DGX H100 10,200 W over 8 x 700 W)', () => {
  const d = ladderDataset();

  it('server: 10,200 / 5,600 = 1.8214x, a nameplate bound; no DGX for B200 in this hardware, so none', () => {
    const s = serverFactors(d);
    expect(Object.keys(s)).toEqual(['H100']);
    expect(s.H100.factor).toBeCloseTo(1.82143, 5);
    expect(s.H100.bound).toBe(true);
  });
  it('facility: the publisher\u2019s own factor only: Epoch\u2019s PUE 1.2; shares (0.5+0.25+0.15+0.1) / (0.5+0.25) = 1.3333; none for de Vries', () => {
    expect(facilityFactor(EPOCH_ESTIMATE)!.factor).toBe(1.2);
    expect(facilityFactor(SHARES_NO_TOKENS)!.factor).toBeCloseTo(1.33333, 5);
    expect(facilityFactor(DEVRIES_FLEET)).toBeNull();
  });
  it('board 100 to 400 J an answer (0.25 and 1 J x 400 tokens); server x 1.8214: 182.1 to 728.6 J; facility x 1.3333: 242.9 to 971.4 J', () => {
    const l = ladderFor(d, SHARES_NO_TOKENS)!;
    expect(l.task.name).toBe('Text Conversation');
    expect(l.steps.map((s) => [s.scope, Number(s.lo.joules.toFixed(1)), Number(s.hi.joules.toFixed(1))])).toEqual([
      ['board', 100, 400],
      ['server', 182.1, 728.6],
      ['facility', 242.9, 971.4],
    ]);
    expect(l.steps[0].lo.row.model).toBe('Org/Small');
    expect(l.mark).toEqual({ joules: 864, scope: 'facility' });
  });
  it('answer length to reach 0.24 Wh (864 J) with Org/Small: 864 / 0.25 = 3,456 tokens at the board; / 1.8214 = 1,897.4; / 1.3333 = 1,423.1', () => {
    const l = ladderFor(d, SHARES_NO_TOKENS)!;
    expect(l.lengths.map((x) => [x.scope, Number(x.tokens.toFixed(1))])).toEqual([
      ['board', 3456],
      ['server', 1897.4],
      ['facility', 1423.1],
    ]);
  });
  it('no answer length where the publisher states its tokens (Epoch), and the ladder stops at the server without a publisher factor (de Vries)', () => {
    expect(ladderFor(d, EPOCH_ESTIMATE)!.lengths).toEqual([]);
    const l = ladderFor(d, DEVRIES_FLEET)!;
    expect(l.steps.map((s) => s.scope)).toEqual(['board', 'server']);
    expect(l.mark.scope).toBe('server');
  });
  it("shows both rows, the board's ends (its page's citation credits their source)", () => {
    const ids = new Set(ladderRows(ladderFor(d, SHARES_NO_TOKENS)!).map((r) => r.model));
    expect([...ids].sort()).toEqual(['Org/Large', 'Org/Small']);
  });
  it('no ladder for a change in %', () => {
    expect(ladderFor(d, ATHLAZ_CLAIM)).toBeNull();
  });
});

describe('the quotable sentence and the CSV', () => {
  it('says who, what, when, where, and why no per-token figure', () => {
    expect(quotableSentence(SHARES_NO_TOKENS)).toBe(
      'Publisher published 0.24 Wh per prompt in February 2025 for the median prompt, measured at the facility boundary; no energy per output token follows, since no output token count is stated, and this page invents none.',
    );
  });
  it('published-figures.csv: J per output token only where tokens are stated, with the reason otherwise', () => {
    const d = buildDataset(makeIndex([energyRow('Org/A', 'H100', 0.25)]), makeGrid(), makeHardware());
    d.published = [SHARES_NO_TOKENS, EPOCH_ESTIMATE];
    const rows = tableRecords(PUBLISHED_TABLE, d);
    expect(
      rows.map((r) => [
        r.id,
        r.j_per_output_token === null ? null : Number((r.j_per_output_token as number).toFixed(2)),
        r.basis,
        r.boundary,
      ]),
    ).toEqual([
      ['shares-no-tokens', null, 'measured', 'facility'],
      ['epoch-estimate', 2.17, 'estimate', 'facility'],
    ]);
    expect(rows[0].j_per_output_token_note).toBe('no output token count is stated, and this page invents none');
  });
});

describe(`real data (${REAL_DATA_DIR}/published-figures.json and hardware.json, compared with the snapshot)`, () => {
  const { dataset } = loadDataset(REAL_DATA_DIR);
  const p = real.published;
  it(`reproduces the issue\u2019s figures: DGX H100 ${p.server_factor.H100}x, DGX B200 ${p.server_factor.B200}x; Epoch ${p.epoch_j_per_token} J per token; de Vries ${p.de_vries_wh} Wh`, () => {
    const s = serverFactors(dataset);
    expect(Object.fromEntries(Object.entries(s).map(([gpu, f]) => [gpu, fmtFactor(f.factor)]))).toEqual(
      p.server_factor,
    );
    const epoch = dataset.published!.find((f) => f.id === 'epoch-gpt4o-2025')!;
    const per = perOutputToken(epoch);
    expect(per.ok && fmtFactor(per.jPerToken)).toBe(p.epoch_j_per_token);
    expect(fmtFactor(redo(dataset.published!.find((f) => f.id === 'devries-chatgpt-2023')!)!.energyWh)).toBe(
      p.de_vries_wh,
    );
  });
});

describe('the index at the publisher\u2019s stated answer length (tiny dataset as above)', () => {
  it('Epoch states 500 tokens: with Org/Small (0.25 J) that is 125 J at the board, x 1.8214 = 227.7 J at the server, x 1.2 = 273.2 J at the facility', () => {
    const d = ladderDataset();
    const l = ladderFor(d, EPOCH_ESTIMATE)!;
    expect(l.atStatedTokens.map((x) => [x.scope, x.tokens, Number(x.joules.toFixed(1))])).toEqual([
      ['board', 500, 125],
      ['server', 500, 227.7],
      ['facility', 500, 273.2],
    ]);
    expect(ladderFor(d, SHARES_NO_TOKENS)!.atStatedTokens).toEqual([]);
  });
});

describe('downloads: published-figures.csv only in releases that have published figures', () => {
  const make = () => buildDataset(makeIndex([energyRow('Org/A', 'H100', 0.25)]), makeGrid(), makeHardware());
  it('a release without them keeps its files, byte for byte (an archived release must not change)', () => {
    const before = releaseFiles(make());
    const again = make();
    expect(releaseFileNames(again)).toEqual(before.map((f) => f.name));
    expect(releaseFileNames(again)).not.toContain('published-figures.csv');
    expect(releaseFiles(again).map((f) => [f.name, Buffer.from(f.bytes).toString('base64')])).toEqual(
      before.map((f) => [f.name, Buffer.from(f.bytes).toString('base64')]),
    );
  });
  it('a release with them lists the CSV before datapackage.json, described in datapackage.json and README.txt, under Apache-2.0 with attribution', () => {
    const d = make();
    d.published = [EPOCH_ESTIMATE];
    const files = releaseFiles(d);
    expect(files.map((f) => f.name)).toEqual(releaseFileNames(d));
    expect(releaseFileNames(d).indexOf('published-figures.csv')).toBe(
      releaseFileNames(d).indexOf('datapackage.json') - 1,
    );
    const pkg = JSON.parse(new TextDecoder().decode(files.find((f) => f.name === 'datapackage.json')!.bytes));
    const res = pkg.resources.find((r: { name: string }) => r.name === 'published-figures');
    expect(res.schema.fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['j_per_output_token', 'basis', 'boundary', 'scope']),
    );
    expect(res.licenses.map((l: { name: string }) => l.name)).toEqual(['Apache-2.0']);
    const readme = new TextDecoder().decode(files.find((f) => f.name === 'README.txt')!.bytes);
    expect(readme).toContain(
      'published-figures.csv: Apache-2.0 (https://www.apache.org/licenses/LICENSE-2.0); attribution: facts reproduced with attribution',
    );
    expect(readme).toContain('  j_per_output_token (number, J per output token): Computed:');
  });
});

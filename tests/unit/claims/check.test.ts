// The claim checker's domain logic: the identity applied to a claim's own numbers, the missing
// context (scoring box), conversions and the comparison with the index.
import { describe, expect, it } from 'vitest';
import { checkClaim, exitCodeOf } from '../../../src/lib/claims/check.ts';
import {
  quotedRounding,
  impliedTokensPerWattChangePct,
  PERCENT_POINT_TOLERANCE,
} from '../../../src/lib/claims/identities.ts';
import { type Claim } from '../../../src/lib/claims/schema.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { IDENTITY_TOLERANCE } from '../../../src/lib/core/identity.ts';
import { reportSections } from '../../../src/lib/claims/report.ts';
import { fmtRatio } from '../../../src/lib/text/format.ts';
import { rowAnchor } from '../../../src/lib/text/site-links.ts';
import { real, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';

const context: Claim = {
  model: 'Qwen/Qwen3-32B',
  gpu: 'H100',
  gpu_count: 2,
  boundary: 'board',
  basis: 'measured',
  window_s: 600,
  workload: 'LMArena chat prompts',
  serving_stack: 'vLLM',
  settings: { batch: 256 },
  p99_itl_ms: 120,
};

describe('checkClaim: consistency and completeness', () => {
  it.each<[string, Claim, 'consistent' | 'inconsistent' | 'nothing to cross-check', number, number]>([
    // name, claim, status, number of missing items, exit code
    [
      'consistent and complete',
      {
        ...context,
        avg_power_w: 1177.92,
        output_tokens_per_s: 5155.46,
        energy_per_token_j: 0.2285,
        tokens_per_watt: 4.377,
      },
      'consistent',
      0,
      0,
    ],
    [
      'energy / tokens agree with energy per token',
      { ...context, energy_j: 706752, tokens: 3093276, energy_per_token_j: 0.2285, output_tokens_per_s: 5155.46 },
      'consistent',
      0,
      0,
    ],
    [
      'power / throughput off by a factor of 2 (a card missing)',
      { ...context, avg_power_w: 1177.92, output_tokens_per_s: 5155.46, energy_per_token_j: 0.1142 },
      'inconsistent',
      0,
      1,
    ],
    [
      'tokens per watt disagrees with 1 / energy per token',
      { ...context, output_tokens_per_s: 5155.46, energy_per_token_j: 0.2285, tokens_per_watt: 5 },
      'inconsistent',
      0,
      1,
    ],
    [
      'consistent but missing context',
      { model: 'Qwen/Qwen3-32B', avg_power_w: 2100, output_tokens_per_s: 5155.46, energy_per_token_j: 0.4073 },
      'consistent',
      9,
      2,
    ],
    [
      'nothing to check against',
      { ...context, output_tokens_per_s: 5155.46, energy_per_token_j: 0.3 },
      'nothing to cross-check',
      0,
      2,
    ],
  ])('%s', (_name, claim, status, missing, exit) => {
    const r = checkClaim(claim);
    expect(r.consistency.status).toBe(status);
    expect(r.missing).toHaveLength(missing);
    expect(exitCodeOf(r)).toBe(exit);
  });

  it('figures quoted to 6 digits get the index’s own tolerance, 0.1%', () => {
    const r = checkClaim({ avg_power_w: 1177.92, output_tokens_per_s: 5155.46, energy_per_token_j: 0.228478 });
    expect(r.consistency.checks.map((k) => [k.tolerance, k.ok])).toEqual([[IDENTITY_TOLERANCE, true]]);
  });
  it('allows for the rounding of figures as quoted: half a unit in each figure’s last digit, summed', () => {
    // Half a unit in the last digit, over the figure: 0.0005 / 0.229 = 0.0021834; 50 / 1200 = 0.0416667;
    // 0.005 / 1177.92 = 0.0000042448.
    expect(quotedRounding(0.229)).toBeCloseTo(0.0021834, 7);
    expect(quotedRounding(1200)).toBeCloseTo(0.0416667, 7);
    expect(quotedRounding(1177.92)).toBeCloseTo(0.0000042448, 10);
    // The reference row to 3-4 digits, as a press release prints it: -0.21% off, within 0.27% of rounding.
    const rounded = checkClaim({ avg_power_w: 1178, output_tokens_per_s: 5155, energy_per_token_j: 0.229 });
    expect(rounded.consistency.status).toBe('consistent');
    // 0.5 / 1178 + 0.5 / 5155 + 0.0005 / 0.229 = 0.0004244 + 0.0000970 + 0.0021834 = 0.0027048.
    expect(rounded.consistency.checks[0].tolerance).toBeCloseTo(0.0027048, 7);
    expect(rounded.consistency.checks[0].residual).toBeCloseTo(-0.00211, 5);
    // Rounding does not excuse a real disagreement: 0.25 (±2%) against 0.2285 is 8.6% off.
    const wrong = checkClaim({ avg_power_w: 1177.92, output_tokens_per_s: 5155.46, energy_per_token_j: 0.25 });
    expect(wrong.consistency.status).toBe('inconsistent');
    // The index's 0.1% is smaller than 0.005 / 0.25 + 0.005 / 1177.92 + 0.005 / 5155.46 = 0.02 + 0.0000042 + 0.0000010.
    expect(wrong.consistency.checks[0].tolerance).toBeCloseTo(0.0200052, 7);
  });

  it('names the residual of a failed check: power / throughput is twice the stated figure', () => {
    const r = checkClaim({ avg_power_w: 1177.92, output_tokens_per_s: 5155.46, energy_per_token_j: 0.1142 });
    const k = r.consistency.checks[0];
    expect(k.name).toBe('average power / throughput vs energy per token');
    // 1177.92 / 5155.46 = 0.22848 J; 0.22848 / 0.1142 - 1 = +100.07%.
    expect(k.residual).toBeCloseTo(1.0007014, 7);
    expect(k.ok).toBe(false);
    expect(r.verdict).toMatch(/^Contradiction: the claim's own figures disagree /);
  });
  it('power and throughput alone: nothing to cross-check, with what they imply, never a contradiction', () => {
    // 700 W / 10,000 tokens/s = 0.07 J per token = 0.07 x 1e6 / 3600 = 19.44 Wh per million tokens.
    const r = checkClaim({ avg_power_w: 700, output_tokens_per_s: 10000, gpu: 'H100', gpu_count: 1 });
    expect(r.consistency.status).toBe('nothing to cross-check');
    expect(exitCodeOf(r)).toBe(2);
    expect(r.verdict).toBe(
      "Nothing to cross-check: the claim's figures (average power and throughput) do not restate one another, so they cannot contradict each other. Together they imply 0.0700 J per token (19.4 Wh per million tokens); it leaves out 8 pieces of context a comparison needs.",
    );
  });
  it('never puts a field name in prose: the verdict and the missing items are in words', () => {
    const r = checkClaim({ energy_per_token_j: 0.3 });
    const prose = [r.verdict, ...r.missing.map((m) => `${m.label} ${m.why}`)].join(' ');
    expect(prose).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    expect(r.missing.find((m) => m.item === 'window_s')!.label).toBe('the measurement window');
    expect(r.missing.find((m) => m.item === 'serving_stack')!.label).toBe('the serving software and version');
  });

  it('lists missing items by the six points of the scoring box, each with a reason', () => {
    const r = checkClaim({});
    expect(r.consistency.status).toBe('nothing to cross-check');
    expect(r.missing.map((m) => m.item)).toEqual([
      'boundary',
      'basis',
      'gpu',
      'gpu_count',
      'window_s',
      'model',
      'workload',
      'serving_stack',
      'settings',
      'output_tokens_per_s',
      'p99_itl_ms',
    ]);
    expect(new Set(r.missing.map((m) => m.point))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    for (const m of r.missing) expect(m.why.length).toBeGreaterThan(20);
  });
});

describe('checkClaim: relative claims', () => {
  it('power -21% at throughput +0% implies +26.6% tokens per watt; a stated +22% is flagged', () => {
    const r = checkClaim({ power_change_pct: -21, throughput_change_pct: 0, tokens_per_watt_change_pct: 22 });
    expect(r.consistency.status).toBe('inconsistent');
    const k = r.consistency.checks[0];
    expect(k.residual_kind).toBe('percentage_points');
    // (1 + 0) / (1 - 0.21) - 1 = 1 / 0.79 - 1 = 0.2658228: +26.58228%.
    expect(k.implied).toBeCloseTo(26.58228, 5);
    expect(k.implied.toFixed(1)).toBe('26.6');
    expect(k.tolerance).toBe(PERCENT_POINT_TOLERANCE);
    expect(r.verdict).toContain('stated +22%, implied +26.6%');
    expect(r.conversions.implied_tokens_per_watt_change_pct!.toFixed(1)).toBe('26.6');
  });
  it.each([
    [-21, 0, 26.6, 'consistent'],
    [-21, 0, 26.5, 'consistent'], // a half point of rounding is allowed
    [-21, 0, 27, 'consistent'],
    [-21, 0, 26, 'inconsistent'],
    [-10, 8, 20, 'consistent'],
    [10, 10, 0, 'consistent'],
    [10, 10, 10, 'inconsistent'],
  ])('power %d%%, throughput %d%%, tokens per watt %d%% is %s', (p, t, tpw, status) => {
    expect(
      checkClaim({ power_change_pct: p, throughput_change_pct: t, tokens_per_watt_change_pct: tpw }).consistency.status,
    ).toBe(status);
  });
  it('the implied change is exact algebra', () => {
    expect(impliedTokensPerWattChangePct(0, 0)).toBe(0);
    expect(impliedTokensPerWattChangePct(-50, 0)).toBeCloseTo(100, 12);
  });
});

describe('checkClaim: conversions', () => {
  it('converts the reference row into the index units', () => {
    const c = checkClaim({ avg_power_w: 1177.92, output_tokens_per_s: 5155.46, gpu_count: 2 }).conversions;
    // 1177.92 W / 5155.46 tokens/s = 0.2284801 J per token; its inverse 4.3767488 tokens per joule.
    expect(c.energy_per_token_j).toBeCloseTo(0.2284801, 7);
    expect(c.energy_per_token_from).toBe('average power ÷ throughput');
    expect(c.wh_per_million!.toFixed(2)).toBe('63.47');
    expect(c.tokens_per_joule).toBeCloseTo(4.3767488, 7);
    expect(c.tokens_per_watt).toBe(c.tokens_per_joule);
    expect(c.power_per_gpu_w).toBeCloseTo(588.96, 10); // 1177.92 W / 2 GPUs
  });
  it('derives nothing from a claim with no energy figure', () => {
    expect(checkClaim({ model: 'x' }).conversions).toEqual({});
  });
});

// The real data (REAL_DATA_DIR) as the names and rows the checker searches, its figures compared with the snapshot
// (tests/snapshot/real-figures.json): the context's model and GPU are the reference row's.
describe('checkClaim: comparison with the committed data', () => {
  const data = loadDataDir(REAL_DATA_DIR);
  const d = buildDataset(data.index, data.grid, data.hardware);
  const pair = real.reference_pair;
  const LOWEST = pair.lowest.id;
  const world = real.grid.world;

  it(`converts the claim to gCO2e per million tokens at ${world.name}'s intensity, the index default (real data)`, () => {
    const r = checkClaim({ energy_per_token_j: 0.2285 }, d);
    expect(r.conversions.gco2e_per_million).toEqual({
      // 0.2285 J x 1e6 / 3.6e6 = 0.0634722 kWh, times the grid's gCO2e/kWh
      value: expect.closeTo((0.2285 / 3.6) * world.intensity_gco2_per_kwh, 6),
      grid: world.name,
      intensity_gco2_per_kwh: world.intensity_gco2_per_kwh,
      year: world.year,
    });
    expect(checkClaim({ energy_per_token_j: 0.2285 }).conversions.gco2e_per_million).toBeUndefined();
  });
  it("sets the claim beside the index's lowest figure for the model on the GPU, any task", () => {
    const claim: Claim = { ...context, energy_per_token_j: 0.5 };
    const r = checkClaim(claim, d);
    expect(pair.tasks).toBeGreaterThan(1); // the same pair in more than one task
    expect(r.comparison!.row_id).toBe(LOWEST);
    const ratio = 0.5 / pair.lowest_energy_per_token_j;
    expect(r.comparison!.ratio).toBeCloseTo(ratio, 5);
    expect(r.comparison!.sentence).toContain(
      `${fmtRatio(ratio)} the index's lowest figure for ${real.reference.model_name} on ${pair.lowest.gpu}`,
    );
    const link = reportSections(r)
      .find((s) => s.id === 'comparison')!
      .lines.find((l) => l.link)!.link!;
    expect(link.href).toBe(`/models/qwen-qwen3-32b/#${rowAnchor(LOWEST)}`);
    expect(r.comparison!.boundary_warning).toBeNull();
  });
  it('matches the display name and the full card name, and warns when the boundary is not the board', () => {
    const full = d.acceleratorByGpu.H100.name;
    const r = checkClaim(
      { model: 'Qwen 3 32B', gpu: full, boundary: 'system', avg_power_w: 2000, output_tokens_per_s: 4000 },
      d,
    );
    expect(r.comparison!.row_id).toBe(LOWEST);
    expect(r.comparison!.boundary_warning).toMatch(/whole system.*GPU board only/);
    expect(
      checkClaim({ model: 'Qwen/Qwen3-32B', gpu: 'H100', energy_per_token_j: 0.3 }, d).comparison!.boundary_warning,
    ).toMatch(/does not say where/);
  });
  it('says so when the index has no figure for the pair, and compares nothing without a model and GPU', () => {
    const r = checkClaim({ model: 'Nobody/Model-1B', gpu: 'H100', energy_per_token_j: 0.3 }, d);
    expect(r.comparison).toBeNull();
    expect(r.comparison_note).toBe(
      'The index has no figure for Nobody/Model-1B on H100: the model is not in the index (names as on its models page).',
    );
    expect(checkClaim({ energy_per_token_j: 0.3 }, d).comparison).toBeNull();
  });
  it('says which GPUs the index measured when the claim names another, and never matches a card loosely', () => {
    const r = checkClaim({ model: 'Qwen/Qwen3-32B', gpu: 'H100 PCIe', energy_per_token_j: 0.3 }, d);
    expect(r.comparison_note).toBe(
      `The index has no figure for Qwen/Qwen3-32B on H100 PCIe: the index measured ${real.index.gpus.join(' and ')}, not this GPU.`,
    );
  });
  it('finds a model by its id without the organisation, and by its display name', () => {
    const byShort = checkClaim({ model: 'qwen3-32b', gpu: 'H100', energy_per_token_j: 0.3 }, d);
    const byName = checkClaim(
      {
        model: d.selected.find((x) => x.model === 'Qwen/Qwen3-32B')!.model_name,
        gpu: 'NVIDIA H100 80GB HBM3 SXM5',
        energy_per_token_j: 0.3,
      },
      d,
    );
    expect(byShort.comparison!.row_id).toBe(LOWEST);
    expect(byName.comparison!.row_id).toBe(LOWEST);
  });
  it('matches names forgivingly: case and spacing set aside, or the one model a name begins (real data)', () => {
    const spaced = checkClaim({ model: 'QWEN 3   32b', gpu: 'h100', energy_per_token_j: 0.3 }, d);
    expect(spaced.comparison!.match).toEqual({
      query: 'QWEN 3   32b',
      model: 'Qwen/Qwen3-32B',
      model_name: 'Qwen 3 32B',
      by: 'name',
    });
    const prefix = checkClaim({ model: 'Llama 3.1 8B', gpu: 'H100', energy_per_token_j: 0.1 }, d);
    expect(prefix.comparison!.match.model_name).toBe('Llama 3.1 8B Instruct');
    expect(prefix.comparison!.match.by).toBe('prefix');
    const said = reportSections(prefix).find((s) => s.id === 'comparison')!.lines[0].text;
    expect(said).toBe(
      'Model: Llama 3.1 8B read as Llama 3.1 8B Instruct (meta-llama/Llama-3.1-8B-Instruct), the only model in the index whose name begins so.',
    );
  });
  it('names the models a short name fits instead of picking one', () => {
    const r = checkClaim({ model: 'Llama 3.1 405B', gpu: 'H100', energy_per_token_j: 1 }, d);
    expect(r.comparison).toBeNull();
    expect(r.comparison_note).toBe(
      'The index has no figure for Llama 3.1 405B on H100: the name fits 2 models in the index (Llama 3.1 405B Instruct, Llama 3.1 405B Instruct FP8); give the full name.',
    );
  });
});

describe('checkClaim: the lowest index row, on a tie', () => {
  // Two index rows for one model and GPU at the same 0.25 J: the smaller id (code-unit order) is the one
  // compared, whatever order the rows come in (the wall comparison picks its row by the same lowestOf).
  const tie = (id: string) => ({
    id,
    task: 'lm-arena-chat',
    model: 'Org/Model-A',
    model_name: 'Model A',
    gpu: 'H100',
    num_gpus: 1,
    batch: 64,
    energy_per_token_j: 0.25,
  });
  it.each([
    [['b-row', 'a-row'], 'a-row'],
    [['a-row', 'b-row'], 'a-row'],
    [['B-row', 'a-row'], 'B-row'], // capitals sort before lower case
  ])('%j: %s', (ids, expected) => {
    const r = checkClaim({ model: 'Model A', gpu: 'H100', energy_per_token_j: 0.5 }, { selected: ids.map(tie) });
    expect(r.comparison!.row_id).toBe(expected);
    expect(r.comparison!.ratio).toBe(2); // 0.5 / 0.25
  });
});

// Which records the glossary's worked examples use: the named ones on the real data (so the published
// glossary never changes silently), deterministic substitutes on other data, and a visible omission
// (never a crashed build) when the data holds nothing with the properties an example needs.
import { describe, expect, it } from 'vitest';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset, type Dataset } from '../../../src/lib/core/dataset.ts';
import type { Row } from '../../../src/lib/core/schemas/row.ts';
import type { Figure, HardwareFile, System } from '../../../src/lib/core/schemas/hardware-file.ts';
import { EXAMPLE_KEYS, exampleOutcome, workedExample } from '../../../src/lib/glossary/examples.ts';
import {
  EXAMPLE_FACTS,
  EXAMPLE_ROWS,
  examplePicks,
  exampleSubstitutions,
  pickGrids,
  pickMoePair,
  pickReference,
  pickSmallerBatch,
  pickSystem,
} from '../../../src/lib/glossary/picks.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { REAL_DATA_DIR } from '../../fixtures/real-figures.ts';

describe('glossary example picks (real data)', () => {
  const data = loadDataDir(REAL_DATA_DIR);
  const d = buildDataset(data.index, data.grid, data.hardware);

  it('uses every named row, system and grid entity, and substitutes nothing', () => {
    const picks = examplePicks(d);
    expect(picks.map((p) => p.role)).toContain('reference');
    for (const p of picks) {
      expect(p.used, p.role).toBe(p.preferred);
      expect(p.substitute, p.role).toBe(false);
    }
    expect(exampleSubstitutions(d)).toEqual([]);
  });

  it('computes every example (none omitted)', () => {
    for (const k of EXAMPLE_KEYS) expect(exampleOutcome(d, k).ok, k).toBe(true);
  });
});

/** A row whose identities hold: energy = power / throughput, per request = energy x mean output. */
function row(over: Partial<Row> & { power?: number; tps?: number }): Row {
  const { power = 1000, tps = 4000, ...rest } = over;
  const e = power / tps;
  return makeRow({
    avg_power_w: power,
    output_tokens_per_s: tps,
    energy_per_token_j: e,
    energy_per_request_j: e * 400,
    mean_output_tokens: 400,
    ...rest,
  });
}
const itl = (median: number) => ({
  median_itl_ms: median,
  p90_itl_ms: median * 1.2,
  p95_itl_ms: median * 1.3,
  p99_itl_ms: median * 1.5,
});
const fig = (value: number, unit: string): Figure => ({
  value,
  unit,
  source: 'Vendor sheet',
  corroboration: '',
  status: 'confirmed',
  note: 'nameplate',
});

function system(id: string, name: string, figures: Record<string, number>): System {
  return {
    id,
    name,
    context_only: false,
    figures: Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, fig(v, '')])),
  };
}

/** Data with none of the named ids, but every property the examples need. */
function substituteData(order: 'as-written' | 'reversed' = 'as-written'): Dataset {
  const dense = (batch: number, power: number, tps: number, median: number, gpu = 'H100', n = 2) =>
    row({ model: 'Org/Dense-9B', gpu, num_gpus: n, tensor_parallel: n, batch, power, tps, ...itl(median) });
  const moe = (model: string, precision: string, batch: number, tps: number) =>
    row({
      model,
      model_name: model,
      architecture: 'MoE',
      total_params_b: 30,
      active_params_b: 3,
      weight_precision: precision,
      num_gpus: 4,
      tensor_parallel: 1,
      expert_parallel: 4,
      batch,
      power: 2000,
      tps,
      ...itl(40),
    });
  const rows = [
    dense(8, 800, 400, 10),
    dense(64, 1000, 3000, 25),
    dense(256, 1200, 6000, 60),
    dense(128, 900, 3000, 30, 'B200', 1),
    moe('Org/Moe-30B', 'bfloat16', 128, 8000),
    moe('Org/Moe-30B-FP8', 'fp8', 256, 10000),
  ];
  const hardware: HardwareFile = {
    ...makeHardware(),
    systems: [
      system('acme-server-b200', 'Acme Server (8x B200)', {
        system_max_power_w: 14300,
        gpu_power_sum_w: 8000,
        system_to_gpu_power_ratio: 1.79,
      }),
      system('acme-board-b200', 'Acme Board B200', { pcf_kgco2e: 8000, pcf_kgco2e_per_gpu: 1000 }),
      system('acme-board-h100', 'Acme Board H100', { pcf_kgco2e: 5000 }),
    ],
  };
  const grid = makeGrid();
  grid.entities.push({
    id: 'coalland',
    name: 'Coalland',
    iso3: 'CLD',
    aggregate: false,
    intensity_gco2_per_kwh: 900,
    year: 2024,
  });
  grid.entities.push({ id: 'eu', name: 'EU', iso3: null, aggregate: true, intensity_gco2_per_kwh: 2000, year: 2024 });
  return buildDataset(makeIndex(order === 'reversed' ? rows.reverse() : rows), grid, hardware);
}

describe('glossary example picks (data without the named records)', () => {
  const d = substituteData();

  it('substitutes deterministic rows with the properties each example needs', () => {
    const ref = pickReference(d);
    // The selected dense H100 row (lowest energy under the ceiling) with a smaller batch in its setting.
    expect(ref.id).toBe('lm-arena-chat.org-dense-9b.h100x2.tp2ep1dp1.b256');
    const small = pickSmallerBatch(d);
    expect(small.id).toBe('lm-arena-chat.org-dense-9b.h100x2.tp2ep1dp1.b8');
    const pair = pickMoePair(d);
    expect([pair.bf16.model, pair.fp8.model]).toEqual(['Org/Moe-30B', 'Org/Moe-30B-FP8']);
    const dgx = pickSystem(d, 'dgxB200');
    expect([dgx.system.id, dgx.row.id]).toEqual([
      'acme-server-b200',
      'lm-arena-chat.org-dense-9b.b200x1.tp1ep1dp1.b128',
    ]);
    // The H100 board lacks the per-GPU figure, so the B200 board is used.
    const hgx = pickSystem(d, 'hgxB200');
    expect(hgx.system.id).toBe('acme-board-b200');
    const grids = pickGrids(d);
    // Countries only: the EU aggregate is higher but not a country.
    expect([grids.low.id, grids.high.id]).toEqual(['france', 'coalland']);
  });

  it('computes every example from the substitutes, and the build log names each one', () => {
    for (const k of EXAMPLE_KEYS) expect(exampleOutcome(d, k).ok, k).toBe(true);
    // By hand: 2 J at the small batch against 1,200 W / 6,000 tokens/s = 0.2 J at the large one, 10 times.
    expect(workedExample(d, 'batch-effect').steps.join('\n')).toContain('2 J / 0.2 J = 10x');
    expect(workedExample(d, 'embodied-carbon').steps.join('\n')).toContain('Operating one B200 on this row');
    const log = exampleSubstitutions(d);
    // Every role but the low-carbon grid, whose named entity (france) the makeGrid fixture has.
    expect(log).toHaveLength(examplePicks(d).length - 1);
    expect(log.join('\n')).not.toContain('lowCarbonGrid');
    expect(log[0]).toBe(
      `glossary: example reference (${EXAMPLE_ROWS.reference}) is not in release test-1; using lm-arena-chat.org-dense-9b.h100x2.tp2ep1dp1.b256 instead`,
    );
  });

  it('picks the same records whatever the row order', () => {
    expect(examplePicks(substituteData('reversed'))).toEqual(examplePicks(d));
  });

  it('does not use a named row the identity check withholds', () => {
    const named = row({ id: EXAMPLE_ROWS.reference, ...itl(20) });
    const withheld = {
      ...named,
      energy_per_token_j: named.energy_per_token_j * 2,
      energy_per_request_j: named.energy_per_request_j * 2,
    };
    const other = row({ model: 'Org/Other', ...itl(20) });
    const dd = buildDataset(makeIndex([withheld, other]), makeGrid(), makeHardware());
    const ref = pickReference(dd);
    expect(ref.id).toBe(other.id);
    expect(exampleSubstitutions(dd)[0]).toContain(`using ${other.id} instead`);
  });

  it('uses the named records when they are present, even beside better-scoring rows', () => {
    const ref = row({ id: EXAMPLE_ROWS.reference, model: 'Qwen/Qwen3-32B', batch: 256, ...itl(60) });
    const b8 = row({
      id: EXAMPLE_ROWS.referenceBatch8,
      model: 'Qwen/Qwen3-32B',
      batch: 8,
      power: 800,
      tps: 400,
      ...itl(10),
    });
    const dd = buildDataset(
      makeIndex([row({ model: 'Aaa/First', batch: 512 }), row({ model: 'Aaa/First', batch: 8, ...itl(10) }), ref, b8]),
      makeGrid(),
      makeHardware(),
    );
    const picks = Object.fromEntries(examplePicks(dd).map((p) => [p.role, p]));
    expect(picks.reference.used).toBe(EXAMPLE_ROWS.reference);
    expect(picks.reference.substitute).toBe(false);
    expect(picks.referenceBatch8.used).toBe(EXAMPLE_ROWS.referenceBatch8);
  });
});

describe('glossary examples with nothing to stand in (one row, no systems, one country)', () => {
  const grid = makeGrid();
  const d = buildDataset(makeIndex([row({ ...itl(20) })]), grid, makeHardware());
  const outcomes = Object.fromEntries(EXAMPLE_KEYS.map((k) => [k, exampleOutcome(d, k)]));

  it('omits exactly the examples that need what the data lacks, each with its reason', () => {
    const omitted = Object.values(outcomes)
      .filter((o) => !o.ok)
      .map((o) => o.key)
      .sort();
    expect(omitted).toEqual([
      'batch-effect',
      'embodied-carbon',
      'grid-carbon-intensity',
      'latency-ceiling',
      'measurement-boundary',
      'parallelism',
      'pue',
      'weight-precision',
    ]);
    const missing = (k: (typeof EXAMPLE_KEYS)[number]) => {
      const o = outcomes[k];
      return o.ok ? '' : o.missing;
    };
    expect(missing('batch-effect')).toMatch(/no smaller batch cap of the reference row's setting/);
    expect(missing('pue')).toMatch(/no system in hardware.json has system_max_power_w/);
    expect(missing('grid-carbon-intensity')).toMatch(/no two countries/);
    expect(missing('weight-precision')).toMatch(/BF16 and FP8/);
    expect(missing('latency-ceiling')).toMatch(/faster than its default choice/);
  });

  it('still computes the single-row examples from the one row', () => {
    expect(workedExample(d, 'energy-per-token').rows[0].id).toBe(d.rows[0].id);
    expect(() => workedExample(d, 'pue')).toThrow(/no pue example in release test-1/);
  });

  it('logs what cannot be substituted', () => {
    expect(exampleSubstitutions(d)).toContain(
      `glossary: example lowCarbonGrid (${EXAMPLE_FACTS.lowCarbonGrid}) is not in release test-1 and nothing can stand in (grid.json has no two countries with different carbon intensities above zero); the examples that need it say so`,
    );
  });
});

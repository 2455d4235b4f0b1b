// Real data (data/): every glossary worked example is recomputed here with the domain code, straight
// from its row, and must match; the reference row prints exactly as the domain notes give it.
import { describe, expect, it } from 'vitest';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset, tdpOf } from '../../src/lib/core/dataset.ts';
import { checkIdentity, IDENTITY_TOLERANCE } from '../../src/lib/core/identity.ts';
import { selectIndex } from '../../src/lib/core/select.ts';
import { paretoFrontier } from '../../src/lib/core/pareto.ts';
import {
  energyPerRequestJ,
  gco2ePerMillionTokens,
  percentOfTdp,
  tokensPerJoule,
  tokensPerWatt,
  whPerMillionTokens,
} from '../../src/lib/core/units.ts';
import { modelUrl, rowAnchor, taskUrl } from '../../src/lib/text/site-links.ts';
import { EXAMPLE_KEYS, type ExampleKey } from '../../src/lib/glossary/schema.ts';
import {
  ASSUMED_PUE_FOR_ILLUSTRATION,
  cardsFor,
  EXAMPLE_BUILDER_KEYS,
  EXAMPLE_FACTS,
  EXAMPLE_ROWS,
  workedExample,
} from '../../src/lib/glossary/examples.ts';

const data = loadDataDir('data');
const d = buildDataset(data.index, data.grid, data.hardware);
const row = (id: string) => d.rows.find((r) => r.id === id)!;
const ref = row(EXAMPLE_ROWS.reference);
const b200 = row(EXAMPLE_ROWS.b200);
const system = (id: string) => d.hardware.systems.find((s) => s.id === id)!;
const figure = (sys: string, key: string) => system(sys).figures[key].value as number;
const all = Object.fromEntries(EXAMPLE_KEYS.map((k) => [k, workedExample(d, k)])) as Record<
  ExampleKey,
  ReturnType<typeof workedExample>
>;

describe('glossary worked examples (real data)', () => {
  it('has a builder for every example key the schema allows, and no other', () => {
    expect([...EXAMPLE_BUILDER_KEYS].sort()).toEqual([...EXAMPLE_KEYS].sort());
  });

  it('names rows that exist, and links each to where the site shows it', () => {
    for (const id of Object.values(EXAMPLE_ROWS))
      expect(
        d.rows.some((r) => r.id === id),
        id,
      ).toBe(true);
    const selected = new Set(d.selected.map((r) => r.id));
    for (const ex of Object.values(all)) {
      expect(ex.rows.length, ex.key).toBeGreaterThan(0);
      expect(ex.steps.length, ex.key).toBeGreaterThan(0);
      for (const r of ex.rows) {
        const full = row(r.id);
        expect(r.href).toBe(`${selected.has(r.id) ? taskUrl(full.task) : modelUrl(full.model)}#${rowAnchor(r.id)}`);
      }
    }
  });

  it('energy per token: the reference row gives 1,177.92 W / 5,155.46 tokens/s = 0.2285 J = 63.47 Wh per million', () => {
    const ex = all['energy-per-token'];
    expect(ex.rows[0].id).toBe('lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256');
    expect(ex.values.energy_per_token_j).toBe(ref.avg_power_w / ref.output_tokens_per_s);
    expect(ex.values.wh_per_million).toBe(whPerMillionTokens(ref.avg_power_w / ref.output_tokens_per_s));
    expect(ex.steps.join('\n')).toContain('1,177.92 W / 5,155.46 tokens/s = 0.2285 J per output token');
    expect(ex.steps.join('\n')).toContain('= 63.47 Wh');
  });

  it('unit conversions equal the functions in units.ts', () => {
    expect(all['wh-per-million-tokens'].values.wh_per_million).toBe(whPerMillionTokens(ref.energy_per_token_j));
    expect(all['wh-per-million-tokens'].steps.join('\n')).toContain('63.47 Wh');
    expect(all['tokens-per-joule'].values.tokens_per_joule).toBe(tokensPerJoule(ref.energy_per_token_j));
    expect(all['tokens-per-joule'].values.tokens_per_watt).toBe(
      tokensPerWatt(ref.output_tokens_per_s, ref.avg_power_w),
    );
    expect(all['energy-per-request'].values.energy_per_request_j).toBe(
      energyPerRequestJ(ref.energy_per_token_j, ref.mean_output_tokens),
    );
    expect(all['carbon-per-million-tokens'].values.gco2e_per_million).toBe(
      gco2ePerMillionTokens(ref.energy_per_token_j, d.world.intensity_gco2_per_kwh),
    );
    expect(all['carbon-per-million-tokens'].steps.join('\n')).toContain('472.99 gCO2e/kWh');
  });

  it('power and TDP come from the row and the hardware file', () => {
    expect(all['average-power'].values.per_card_w).toBe(ref.avg_power_w / ref.num_gpus);
    const tdp = tdpOf(d.acceleratorByGpu[ref.gpu])!;
    expect(all['percent-of-tdp'].values.percent_of_tdp).toBe(percentOfTdp(ref.avg_power_w, ref.num_gpus, tdp));
    expect(all['measurement-basis'].values.estimate_j).toBe((tdp * ref.num_gpus) / ref.output_tokens_per_s);
  });

  it('load and latency examples match the rows and the selection', () => {
    const small = row(EXAMPLE_ROWS.referenceBatch8);
    expect(all['batch-effect'].values.ratio).toBe(small.energy_per_token_j / ref.energy_per_token_j);
    expect(all['batch-effect'].steps.join('\n')).toContain('7.1x');
    expect(all['output-throughput'].values.per_request_tokens_per_s).toBe(ref.output_tokens_per_s / ref.mean_batch);
    expect(all['inter-token-latency'].values.median_itl_ms).toBe(ref.median_itl_ms);
    expect(all['steady-state-window'].values.fill_percent).toBe((ref.mean_batch / ref.batch) * 100);
    const sweep = d.publishable.filter((r) => r.task === ref.task && r.model === ref.model && r.gpu === ref.gpu);
    const ceiling = all['latency-ceiling'].values;
    expect(ceiling.default_choice_j).toBe(selectIndex(sweep, d.ceilingMs).selected[0].energy_per_token_j);
    expect(ceiling.stricter_choice_j).toBe(
      selectIndex(sweep, ceiling.stricter_ceiling_ms).selected[0].energy_per_token_j,
    );
    expect(ceiling.stricter_choice_j).not.toBe(ceiling.default_choice_j);
    expect(all['pareto-frontier'].values.frontier).toBe(
      paretoFrontier(
        sweep,
        (r) => r.median_itl_ms,
        (r) => r.energy_per_token_j,
      ).length,
    );
  });

  it('boundary, PUE and embodied carbon use the named hardware records', () => {
    const ratio = figure(EXAMPLE_FACTS.dgxB200, 'system_to_gpu_power_ratio');
    expect(all['measurement-boundary'].values.system_j_upper).toBe(b200.energy_per_token_j * ratio);
    expect(all.pue.values.facility_wh_per_million).toBe(
      whPerMillionTokens(b200.energy_per_token_j) * ratio * ASSUMED_PUE_FOR_ILLUSTRATION,
    );
    expect(all.pue.note).toMatch(/assumption/);
    expect(all['embodied-carbon'].values.pcf_kgco2e).toBe(figure(EXAMPLE_FACTS.hgxB200, 'pcf_kgco2e'));
    expect(all['embodied-carbon'].values.million_tokens_to_match).toBe(
      (figure(EXAMPLE_FACTS.hgxB200, 'pcf_kgco2e_per_gpu') * 1000) /
        gco2ePerMillionTokens(b200.energy_per_token_j, d.world.intensity_gco2_per_kwh),
    );
  });

  it('grid examples use the world figure and the named countries', () => {
    const g = all['grid-carbon-intensity'].values;
    expect(g.world_intensity).toBe(d.world.intensity_gco2_per_kwh);
    expect(g.world_gco2e_per_million).toBe(
      gco2ePerMillionTokens(ref.energy_per_token_j, d.world.intensity_gco2_per_kwh),
    );
    expect(all['grid-carbon-intensity'].steps.join('\n')).toContain('World (2024): 472.99 gCO2e/kWh');
  });

  it('identity and withheld examples are the identity check itself', () => {
    const c = checkIdentity(ref);
    expect(all['identity-check'].values.power_residual).toBe(c.power_residual);
    expect(all['identity-check'].values.tolerance).toBe(IDENTITY_TOLERANCE);
    expect(all['identity-check'].values.withheld).toBe(d.withheld.length);
    const broken = checkIdentity({ ...ref, avg_power_w: ref.avg_power_w / ref.num_gpus });
    expect(all['withheld-value'].values.broken_power_residual).toBe(broken.power_residual);
    expect(all['withheld-value'].steps.join('\n')).toContain(broken.withheld_reason!);
  });

  it('parallelism and precision read the row fields', () => {
    for (const r of d.rows) expect(cardsFor(r), r.id).toBe(r.num_gpus);
    expect(all.parallelism.values.moe_gpus).toBe(row(EXAMPLE_ROWS.bf16Moe).num_gpus);
    expect(all['weight-precision'].values.ratio).toBe(
      row(EXAMPLE_ROWS.bf16Moe).energy_per_token_j / row(EXAMPLE_ROWS.fp8Moe).energy_per_token_j,
    );
    expect(all['time-to-first-token'].values.latency_fields).toBe(4);
  });
});

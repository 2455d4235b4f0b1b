// Real data: these tests read the data folder (data/, or REAL_DATA_DIR) and compare the reference figures of
// DOMAIN.md with the reviewed snapshot (tests/snapshot/real-figures.json), found here by the plain filters a
// reader would use rather than the snapshot's own code. A change to data/ that moves them shows in the
// snapshot's diff.
import { describe, expect, it } from 'vitest';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { headline } from '../../../src/lib/views/headline.ts';
import { whPerMillionTokens } from '../../../src/lib/core/units.ts';
import { fmtEnergy, fmtMeasured, fmtOne, fmtRatio } from '../../../src/lib/text/format.ts';
import { real, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';
import { rowFigure } from '../../../scripts/lib/real-figures.ts';

const data = loadDataDir(REAL_DATA_DIR);
const d = buildDataset(data.index, data.grid, data.hardware);
const chat = (f: (r: (typeof d.rows)[number]) => boolean) => d.rows.filter((r) => r.task === 'lm-arena-chat' && f(r));
const ref = real.reference;

describe(`real data (${REAL_DATA_DIR}/, release ${real.release.id}): reference figures`, () => {
  it(`holds ${real.index.rows} token-task configurations, ${real.index.withheld} withheld by the identity check`, () => {
    expect(d.rows).toHaveLength(real.index.rows);
    expect(Object.fromEntries(d.tasks.map((t) => [t.id, d.rows.filter((r) => r.task === t.id).length]))).toEqual(
      real.index.rows_by_task,
    );
    expect(d.withheld).toHaveLength(real.index.withheld);
    // Every row that passes agrees with itself to rounding: the identity check's tolerance is far wider.
    const passed = d.rows.filter((r) => r.identity.withheld_reason === null);
    expect(Math.max(...passed.map((r) => Math.abs(r.identity.power_residual)))).toBeLessThan(1e-3);
  });
  it(`reference row: ${ref.model}, ${ref.num_gpus} x ${ref.gpu}, batch ${ref.batch} = ${ref.avg_power_w} W / ${ref.output_tokens_per_s} tok/s = ${ref.j_per_token} J = ${ref.wh_per_million} Wh/M`, () => {
    const [row] = chat(
      (r) => r.model === ref.model && r.gpu === ref.gpu && r.num_gpus === ref.num_gpus && r.batch === ref.batch,
    );
    expect(row.id).toBe(ref.id);
    expect(fmtMeasured(row.avg_power_w)).toBe(ref.avg_power_w);
    expect(fmtMeasured(row.output_tokens_per_s)).toBe(ref.output_tokens_per_s);
    expect(fmtEnergy(row.avg_power_w / row.output_tokens_per_s)).toBe(ref.j_per_token);
    expect(fmtEnergy(row.energy_per_token_j)).toBe(ref.j_per_token);
    expect(fmtEnergy(whPerMillionTokens(row.energy_per_token_j))).toBe(ref.wh_per_million);
  });
  it(`batch spread: the reference setting falls ${ref.smallest_batch.fall} from batch ${ref.smallest_batch.batch} to batch ${ref.batch}`, () => {
    const sweep = chat((r) => r.model === ref.model && r.gpu === ref.gpu && r.num_gpus === ref.num_gpus);
    const at = (b: number) => sweep.find((r) => r.batch === b)!.energy_per_token_j;
    expect(Math.min(...sweep.map((r) => r.batch))).toBe(ref.smallest_batch.batch);
    expect(fmtEnergy(at(ref.smallest_batch.batch))).toBe(ref.smallest_batch.j_per_token);
    expect(fmtRatio(at(ref.smallest_batch.batch) / at(ref.batch))).toBe(ref.smallest_batch.fall);
    // Load matters: a larger batch cap spreads the fixed draw over more tokens.
    expect(at(ref.smallest_batch.batch)).toBeGreaterThan(at(ref.batch));
  });
  it(`Text Conversation index: lowest ${real.headline.lowest.j_per_token} J, highest ${real.headline.highest.j_per_token} J`, () => {
    const h = headline(d, 'lm-arena-chat');
    expect(rowFigure(h.lowest)).toEqual(real.headline.lowest);
    expect(rowFigure(h.highest)).toEqual(real.headline.highest);
    // The ends of the index are its least and most energy per token, by the plain minimum and maximum.
    const index = d.selected.filter((r) => r.task === 'lm-arena-chat').map((r) => r.energy_per_token_j);
    expect(h.lowest.energy_per_token_j).toBe(Math.min(...index));
    expect(h.highest.energy_per_token_j).toBe(Math.max(...index));
  });
  it(`the slowest median ITL in Text Conversation is ${real.headline.slowest_median_itl_ms} ms; a 50 ms ceiling moves the selection`, () => {
    const slowest = Math.max(...chat(() => true).map((r) => r.median_itl_ms));
    expect(fmtOne(slowest)).toBe(real.headline.slowest_median_itl_ms);
    expect(d.leftOut).toHaveLength(real.index.left_out);
    const strict = buildDataset(data.index, data.grid, data.hardware, 50);
    const moved = strict.selected.filter((r) => r.task === 'lm-arena-chat' && !d.selected.some((s) => s.id === r.id));
    expect(moved.length).toBeGreaterThan(0);
    expect(strict.selected.every((r) => r.median_itl_ms <= 50)).toBe(true);
  });
  it(`${real.index.set_aside_repeats.length} repeated measurements, each counted once`, () => {
    expect(d.setAsideRepeats).toEqual(real.index.set_aside_repeats);
  });
  it(`World grid intensity ${real.grid.world.year} is ${real.grid.world.intensity_gco2_per_kwh} gCO2e/kWh`, () => {
    expect(d.world).toMatchObject({ ...real.grid.world, iso3: null, aggregate: true });
    expect(d.grid.entities).toHaveLength(real.grid.entities);
  });
  it('unconfirmed hardware figures stay flagged', () => {
    const nvl = d.hardware.accelerators.find((a) => a.name.startsWith('NVIDIA H100 NVL'))!;
    expect(nvl.figures.fp8_dense_tflops.status).toBe('unconfirmed');
    const dgx = d.hardware.systems.find((s) => s.id === 'nvidia-dgx-b200')!;
    expect(dgx.figures.system_to_gpu_power_ratio.value).toBe(real.hardware.dgx_b200_system_to_gpu_power_ratio);
  });
});

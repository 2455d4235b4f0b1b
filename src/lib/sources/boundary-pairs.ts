// One model on one GPU at two boundaries (v3 board, MLPerf wall): the figures side by side, their ratio, what else
// differs, and what the boundary alone could explain. Never a conversion factor: the nameplate ratio is a bound.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { systemHasGpu, type System } from '../core/schemas/hardware-file.ts';
import type { CheckedMlperfRow } from '../core/source-rows/view.ts';
import { BENCHMARKS } from './benchmarks.ts';
import { compareCodeUnits } from '../core/order.ts';

/** The first system naming the GPU as a whole word (a GB200 system is not a B200 one) with a nameplate ratio. */
export const nameplateFor = (systems: System[], gpu: string) => {
  const s = systems.find((x) => systemHasGpu(x, gpu) && typeof x.figures.system_to_gpu_power_ratio?.value === 'number');
  return s ? { ratio: s.figures.system_to_gpu_power_ratio.value as number, system: s.name } : null;
};

/** One MLPerf run beside the v3 selection for its model and GPU: figures, ratio, what else differs, the bound. */
function pairOf(d: Dataset, b: CheckedRow, w: CheckedMlperfRow) {
  const task = d.tasks.find((t) => t.id === b.task);
  const bench = BENCHMARKS.find((x) => x.benchmark === w.benchmark);
  const nameplate = nameplateFor(d.hardware.systems, w.gpu);
  const ratio = w.energy_per_token_j / b.energy_per_token_j;
  return {
    model: w.model,
    model_name: b.model_name,
    gpu: w.gpu,
    board: b,
    wall: w,
    /** wall J per output token / board J per output token. */
    ratio,
    /** The nameplate system-to-GPU power ratio and the system it is from, or null where hardware.json has none. */
    nameplate,
    /** ratio / nameplate: what the boundary cannot explain even at its bound (> 1), or null. */
    beyondBound: nameplate ? ratio / nameplate.ratio : null,
    differences: [
      {
        what: 'Where the watts were read',
        board: 'GPU board (each card’s own counter), summed over the cards serving the model',
        wall: 'The whole server at the wall (AC input of every power supply): GPUs, CPUs, memory, fans, network',
      },
      {
        what: 'Workload',
        board: `${task?.name ?? b.task}: ${task?.description ?? ''}`.trim(),
        wall: `MLPerf ${w.benchmark}: ${bench?.note ?? 'as MLCommons defines it'}`,
      },
      {
        what: 'Input and output lengths',
        board: `Mean output ${Math.round(b.mean_output_tokens)} tokens a request; input lengths not published`,
        wall: 'Not stated in these files (MLPerf fixes them by data set; see the workload)',
      },
      {
        what: 'Load (scenario)',
        board: `Steady state with up to ${b.batch} requests in flight (batch cap), median ITL ${Math.round(b.median_itl_ms)} ms`,
        wall:
          w.scenario === 'Offline'
            ? 'Offline: every query sent at once, no latency limit'
            : 'Server: queries at a fixed rate under p99 latency limits',
      },
      {
        what: 'Cards',
        board: `${b.num_gpus} x ${b.gpu}`,
        wall: `${w.num_gpus} x ${w.gpu} in one server (${w.system_name})`,
      },
      { what: 'Weight precision', board: b.weight_precision, wall: w.weight_precision },
      { what: 'Serving stack', board: d.release.serving_stack, wall: w.software },
      {
        what: 'Power per card',
        board: `${Math.round(b.avg_power_w / b.num_gpus)} W (board)`,
        wall: `${Math.round(w.avg_power_w / w.num_gpus)} W (wall power / cards, so including the host)`,
      },
    ],
  };
}
export type BoundaryPair = ReturnType<typeof pairOf>;

const memo = new WeakMap<Dataset, BoundaryPair[]>();

/**
 * For every MLPerf run that passed its check and has a v3 Text Conversation selection for its model and GPU. Computed
 * once per data set: every model page asks (3,400 at the bench's 100x).
 */
export function boundaryPairs(d: Dataset): BoundaryPair[] {
  const known = memo.get(d);
  if (known) return known;
  const out: BoundaryPair[] = [];
  const board = new Map(d.selected.filter((r) => r.task === 'lm-arena-chat').map((r) => [`${r.model}|${r.gpu}`, r]));
  for (const s of d.sources) {
    const v = d.bySource[s.id];
    if (v.kind !== 'mlperf-inference') continue;
    for (const w of v.rows) {
      if (w.check.status !== 'passed') continue;
      const b = board.get(`${w.model}|${w.gpu}`);
      if (!b) continue;
      out.push(pairOf(d, b, w));
    }
  }
  out.sort((a, b) => compareCodeUnits(a.model, b.model) || compareCodeUnits(a.wall.id, b.wall.id));
  memo.set(d, out);
  return out;
}

// Worked examples of load and latency: the batch effect, inter-token latency, the latency ceiling that picks
// each figure, the steady-state window, time to first token, and the Pareto frontier of energy against latency.
import { collapseRepeats, selectIndex } from '../core/index-selection.ts';
import { fmtCount, fmtMeasured, fmtOne, fmtRatio } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { rowRef } from './rows.ts';
import { sweepOf } from '../core/reference-row.ts';
import { NoExample, pickReference, pickSmallerBatch } from './picks.ts';
import { paretoFrontier } from '../core/pareto.ts';
import { J, W, MS, ofReference, type ExampleBuilders } from './worked-example.ts';

export const loadExamples = {
  'batch-effect': (d) => {
    const small = pickSmallerBatch(d);
    const big = pickReference(d);
    const ratio = small.energy_per_token_j / big.energy_per_token_j;
    return {
      rows: [rowRef(d, big), rowRef(d, small)],
      steps: [
        `Batch cap ${fmtCount(small.batch)}: ${fmtOne(small.mean_batch)} requests running on average, ${W(small.avg_power_w)}, ${J(small.energy_per_token_j)} per token, median ITL ${MS(small.median_itl_ms)}.`,
        `Batch cap ${fmtCount(big.batch)}: ${fmtOne(big.mean_batch)} requests running on average, ${W(big.avg_power_w)}, ${J(big.energy_per_token_j)} per token, median ITL ${MS(big.median_itl_ms)}.`,
        `${J(small.energy_per_token_j)} / ${J(big.energy_per_token_j)} = ${fmtRatio(ratio)}: on the same cards, a token at the light load costs ${fmtRatio(ratio)} what it costs at the heavy one; the busy setting pays in a slower stream instead.`,
      ],
    };
  },

  'inter-token-latency': ofReference((r) => {
    const pace = 1000 / r.median_itl_ms;
    return {
      steps: [
        `Median ITL ${MS(r.median_itl_ms)}; 90th percentile ${MS(r.p90_itl_ms)}; 95th ${MS(r.p95_itl_ms)}; 99th ${MS(r.p99_itl_ms)}.`,
        `At the median gap a reader sees 1,000 / ${fmtOne(r.median_itl_ms)} = ${fmtOne(pace)} tokens per second in one answer.`,
        `One gap in a hundred is ${fmtRatio(r.p99_itl_ms / r.median_itl_ms)} the median or longer: the tail a reader notices as a stall.`,
      ],
    };
  }),

  'latency-ceiling': (d) => {
    const ref = pickReference(d);
    const rows = sweepOf(d, ref);
    const atDefault = selectIndex(rows, d.ceilingMs).selected[0];
    if (!atDefault)
      throw new NoExample(
        `no setting of ${isolate(ref.model_name)} on ${isolate(ref.gpu)} is under the default ceiling`,
      );
    // A stricter ceiling below the default choice's median ITL, on a 10 ms step, so the choice must change.
    const stricter = Math.ceil(atDefault.median_itl_ms / 10) * 10 - 10;
    const atStricter = stricter > 0 ? selectIndex(rows, stricter).selected[0] : undefined;
    if (!atStricter)
      throw new NoExample(
        `no setting of ${isolate(ref.model_name)} on ${isolate(ref.gpu)} is faster than its default choice on a 10 ms step`,
      );
    const slowest = Math.max(...d.publishable.filter((r) => r.task === ref.task).map((r) => r.median_itl_ms));
    return {
      rows: [rowRef(d, atDefault), rowRef(d, atStricter)],
      steps: [
        `${isolate(ref.model_name)} on ${isolate(ref.gpu)} has ${fmtCount(rows.length)} measured settings in this task.`,
        `Ceiling ${fmtCount(d.ceilingMs)} ms (the default): the lowest energy is ${fmtCount(atDefault.num_gpus)} x ${isolate(atDefault.gpu)} at batch ${fmtCount(atDefault.batch)}, ${J(atDefault.energy_per_token_j)} per token, median ITL ${MS(atDefault.median_itl_ms)}.`,
        `Ceiling ${fmtCount(stricter)} ms: that setting is now too slow; the choice moves to ${fmtCount(atStricter.num_gpus)} x ${isolate(atStricter.gpu)} at batch ${fmtCount(atStricter.batch)}, ${J(atStricter.energy_per_token_j)} per token, median ITL ${MS(atStricter.median_itl_ms)}.`,
        slowest <= d.ceilingMs
          ? `The slowest median ITL of any setting in this task is ${MS(slowest)}, so the default ceiling leaves every setting in; only a stricter one changes the index.`
          : `The slowest median ITL of any setting in this task is ${MS(slowest)}, above the default ceiling, so the default already leaves the slowest settings out.`,
      ],
    };
  },

  'steady-state-window': ofReference((r) => {
    const fill = (r.mean_batch / r.batch) * 100;
    return {
      steps: [
        `In each second of the window the cards drew ${fmtMeasured(r.avg_power_w)} J and wrote ${fmtMeasured(r.output_tokens_per_s)} output tokens.`,
        `The mean running batch in the window was ${fmtOne(r.mean_batch)} requests against a cap of ${fmtCount(r.batch)}: ${fmtOne(fill)}% full.`,
        `So ${J(r.energy_per_token_j)} per token describes a server kept full; idle gaps between bursts are outside the window and would raise the figure.`,
      ],
    };
  }),

  'time-to-first-token': ofReference((r) => {
    const latencyFields = Object.keys(r).filter((k) => k.endsWith('_ms'));
    const streamSeconds = (r.mean_output_tokens * r.median_itl_ms) / 1000;
    return {
      steps: [
        `The row carries ${fmtCount(latencyFields.length)} latency figures, all gaps between tokens: median ${MS(r.median_itl_ms)}, p90 ${MS(r.p90_itl_ms)}, p95 ${MS(r.p95_itl_ms)}, p99 ${MS(r.p99_itl_ms)}.`,
        `None of them is the wait before the first token.`,
        `After that first token, a typical answer of ${fmtOne(r.mean_output_tokens)} tokens at the median gap streams for about ${fmtOne(streamSeconds)} s.`,
      ],
    };
  }),
  'pareto-frontier': (d) => {
    const ref = pickReference(d);
    const { kept } = collapseRepeats(sweepOf(d, ref));
    const frontier = paretoFrontier(
      kept,
      (r) => r.median_itl_ms,
      (r) => r.energy_per_token_j,
    );
    const chosen = selectIndex(kept, d.ceilingMs).selected[0];
    if (!chosen)
      throw new NoExample(
        `no setting of ${isolate(ref.model_name)} on ${isolate(ref.gpu)} is under the default ceiling`,
      );
    return {
      rows: [rowRef(d, chosen), ...frontier.filter((p) => p.id !== chosen.id).map((p) => rowRef(d, p))],
      steps: [
        `${isolate(ref.model_name)} on ${isolate(ref.gpu)}: ${fmtCount(kept.length)} settings, of which ${fmtCount(frontier.length)} are on the frontier (no other setting is both faster and lower in energy):`,
        ...frontier.map(
          (p) =>
            `${fmtCount(p.num_gpus)} x ${isolate(p.gpu)}, batch ${fmtCount(p.batch)}: median ITL ${MS(p.median_itl_ms)}, ${J(p.energy_per_token_j)} per token.`,
        ),
        `The index picks the lowest-energy frontier point at or under the ${fmtCount(d.ceilingMs)} ms ceiling: ${fmtCount(chosen.num_gpus)} x ${isolate(chosen.gpu)}, batch ${fmtCount(chosen.batch)}.`,
      ],
    };
  },
} satisfies ExampleBuilders;

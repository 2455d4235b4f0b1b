// Worked examples for the glossary, computed from named data rows with the site's own domain code, so
// every figure on a glossary page is the data's, formatted exactly as the tables format it. Pure.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { tdpOf } from '../core/dataset.ts';
import type { ExampleKey } from './schema.ts';
import { checkIdentity, IDENTITY_TOLERANCE } from '../core/identity.ts';
import { collapseRepeats, selectIndex } from '../core/select.ts';
import {
  energyPerRequestJ,
  gco2ePerMillionTokens,
  percentOfTdp,
  SECONDS_PER_HOUR,
  tokensPerJoule,
  tokensPerWatt,
  whPerMillionTokens,
} from '../core/units.ts';
import { fmtCount, fmtWorking, fmtMeasured, fmtOne, fmtRatio, fmtResidual } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { numericFigure, rowRef, type RowRef } from './rows.ts';
import { statusWords } from '../core/figure-status.ts';
import { sweepOf } from '../core/reference-row.ts';
import {
  need,
  NoExample,
  pickGrids,
  pickMoePair,
  pickMoeRow,
  pickReference,
  pickSmallerBatch,
  pickSystem,
} from './picks.ts';
import { paretoFrontier } from '../core/pareto.ts';

export interface WorkedExample {
  key: ExampleKey;
  /** The rows the example is computed from, main row first, each linked to where the site shows it. */
  rows: RowRef[];
  /** The working, one line each, figures already formatted. */
  steps: string[];
  /** Where facts that are not row fields come from (hardware, grid), with their status. */
  sources: string[];
  /** A caveat the reader needs next to the numbers, if any. */
  note?: string;
}

export { EXAMPLE_FACTS, EXAMPLE_ROWS } from './picks.ts';

/**
 * PUE is not in the data (this index stops at the GPU board), so the PUE example needs an assumed
 * value. It is labelled as an assumption wherever it is shown, never as a measurement.
 */
const ASSUMED_PUE_FOR_ILLUSTRATION = 1.2;

const J = (n: number) => `${fmtWorking(n)} J`;
const W = (n: number) => `${fmtMeasured(n)} W`;
const TPS = (n: number) => `${fmtMeasured(n)} tokens/s`;
const MS = (n: number) => `${fmtOne(n)} ms`;
const WH = (n: number) => `${fmtWorking(n)} Wh`;
const G = (n: number) => `${fmtWorking(n)} gCO2e`;
const INTENSITY = (n: number) => `${fmtMeasured(n)} gCO2e/kWh`;

const builders: Record<ExampleKey, (d: Dataset) => WorkedExample> = {
  'energy-per-token': (d) => {
    const r = need(pickReference(d));
    const energy = r.avg_power_w / r.output_tokens_per_s;
    const wh = whPerMillionTokens(energy);
    return {
      key: 'energy-per-token',
      rows: [rowRef(d, r)],
      steps: [
        `Average power over the steady-state window, summed over both cards: ${W(r.avg_power_w)}.`,
        `Output tokens written per second over the same window: ${TPS(r.output_tokens_per_s)}.`,
        `${W(r.avg_power_w)} / ${TPS(r.output_tokens_per_s)} = ${J(energy)} per output token.`,
        `The same figure per million output tokens: ${fmtWorking(energy)} x 1,000,000 / 3,600 = ${WH(wh)}.`,
      ],
      sources: [],
    };
  },

  'wh-per-million-tokens': (d) => {
    const r = need(pickReference(d));
    const joulesPerMillion = r.energy_per_token_j * 1_000_000;
    const wh = whPerMillionTokens(r.energy_per_token_j);
    return {
      key: 'wh-per-million-tokens',
      rows: [rowRef(d, r)],
      steps: [
        `Energy per output token: ${J(r.energy_per_token_j)}.`,
        `For a million output tokens: ${fmtWorking(r.energy_per_token_j)} x 1,000,000 = ${J(joulesPerMillion)}.`,
        `A watt-hour is ${fmtCount(SECONDS_PER_HOUR)} J, so ${J(joulesPerMillion)} / ${fmtCount(SECONDS_PER_HOUR)} = ${WH(wh)} per million output tokens (${fmtWorking(wh / 1000)} kWh).`,
      ],
      sources: [],
    };
  },

  'tokens-per-joule': (d) => {
    const r = need(pickReference(d));
    const perJoule = tokensPerJoule(r.energy_per_token_j);
    const perWatt = tokensPerWatt(r.output_tokens_per_s, r.avg_power_w);
    return {
      key: 'tokens-per-joule',
      rows: [rowRef(d, r)],
      steps: [
        `From energy per token: 1 / ${J(r.energy_per_token_j)} = ${fmtWorking(perJoule)} tokens per joule (derived).`,
        `From the two instruments directly: ${TPS(r.output_tokens_per_s)} / ${W(r.avg_power_w)} = ${fmtWorking(perWatt)} tokens per watt (derived).`,
        `A watt is one joule per second, so both lines give the same number: one result, two spellings.`,
      ],
      sources: [],
    };
  },

  'energy-per-request': (d) => {
    const r = need(pickReference(d));
    const perRequest = energyPerRequestJ(r.energy_per_token_j, r.mean_output_tokens);
    return {
      key: 'energy-per-request',
      rows: [rowRef(d, r)],
      steps: [
        `Energy per output token: ${J(r.energy_per_token_j)}; mean output length in this workload: ${fmtOne(r.mean_output_tokens)} tokens per response.`,
        `${fmtWorking(r.energy_per_token_j)} J x ${fmtOne(r.mean_output_tokens)} tokens = ${fmtOne(perRequest)} J per response (${fmtWorking(perRequest / SECONDS_PER_HOUR)} Wh).`,
      ],
      sources: [],
      note: 'A workload with longer answers costs more per response at the same energy per token; compare responses only within one task.',
    };
  },

  'average-power': (d) => {
    const r = need(pickReference(d));
    const perCard = r.avg_power_w / r.num_gpus;
    const kwhPerHour = r.avg_power_w / 1000;
    return {
      key: 'average-power',
      rows: [rowRef(d, r)],
      steps: [
        `Average power over the steady-state window, summed over all ${fmtCount(r.num_gpus)} cards: ${W(r.avg_power_w)}.`,
        `Per card: ${W(r.avg_power_w)} / ${fmtCount(r.num_gpus)} = ${W(perCard)}.`,
        `Held for an hour, that draw is ${fmtWorking(kwhPerHour)} kWh at the boards.`,
      ],
      sources: [],
    };
  },

  'percent-of-tdp': (d) => {
    const r = need(pickReference(d));
    const card = d.acceleratorByGpu[r.gpu];
    const tdp = tdpOf(card);
    if (tdp === null) throw new NoExample(`${isolate(r.gpu)} has no numeric TDP in hardware.json`);
    const pct = percentOfTdp(r.avg_power_w, r.num_gpus, tdp);
    return {
      key: 'percent-of-tdp',
      rows: [rowRef(d, r)],
      steps: [
        `Average power per card: ${W(r.avg_power_w)} / ${fmtCount(r.num_gpus)} = ${W(r.avg_power_w / r.num_gpus)}.`,
        `Rated TDP of one ${isolate(card.name)}: ${fmtCount(tdp)} W.`,
        `${W(r.avg_power_w / r.num_gpus)} / ${fmtCount(tdp)} W = ${fmtOne(pct)}% of TDP.`,
      ],
      sources: [`TDP: ${isolate(card.figures.tdp_w.source)} (${statusWords(card.figures.tdp_w)})`],
    };
  },

  'output-throughput': (d) => {
    const r = need(pickReference(d));
    const perRequest = r.output_tokens_per_s / r.mean_batch;
    const millionPerHour = (r.output_tokens_per_s * SECONDS_PER_HOUR) / 1_000_000;
    return {
      key: 'output-throughput',
      rows: [rowRef(d, r)],
      steps: [
        `Output tokens per second, all requests together: ${TPS(r.output_tokens_per_s)}.`,
        `Shared over a mean running batch of ${fmtOne(r.mean_batch)} requests: about ${fmtOne(perRequest)} tokens/s for each one.`,
        `Over an hour at this pace: ${fmtWorking(millionPerHour)} million output tokens.`,
      ],
      sources: [],
    };
  },

  'batch-effect': (d) => {
    const small = need(pickSmallerBatch(d));
    const big = need(pickReference(d));
    const ratio = small.energy_per_token_j / big.energy_per_token_j;
    return {
      key: 'batch-effect',
      rows: [rowRef(d, big), rowRef(d, small)],
      steps: [
        `Batch cap ${fmtCount(small.batch)}: ${fmtOne(small.mean_batch)} requests running on average, ${W(small.avg_power_w)}, ${J(small.energy_per_token_j)} per token, median ITL ${MS(small.median_itl_ms)}.`,
        `Batch cap ${fmtCount(big.batch)}: ${fmtOne(big.mean_batch)} requests running on average, ${W(big.avg_power_w)}, ${J(big.energy_per_token_j)} per token, median ITL ${MS(big.median_itl_ms)}.`,
        `${J(small.energy_per_token_j)} / ${J(big.energy_per_token_j)} = ${fmtRatio(ratio)}: on the same cards, a token at the light load costs ${fmtRatio(ratio)} what it costs at the heavy one; the busy setting pays in a slower stream instead.`,
      ],
      sources: [],
    };
  },

  'inter-token-latency': (d) => {
    const r = need(pickReference(d));
    const pace = 1000 / r.median_itl_ms;
    return {
      key: 'inter-token-latency',
      rows: [rowRef(d, r)],
      steps: [
        `Median ITL ${MS(r.median_itl_ms)}; 90th percentile ${MS(r.p90_itl_ms)}; 95th ${MS(r.p95_itl_ms)}; 99th ${MS(r.p99_itl_ms)}.`,
        `At the median gap a reader sees 1,000 / ${fmtOne(r.median_itl_ms)} = ${fmtOne(pace)} tokens per second in one answer.`,
        `One gap in a hundred is ${fmtRatio(r.p99_itl_ms / r.median_itl_ms)} the median or longer: the tail a reader notices as a stall.`,
      ],
      sources: [],
    };
  },

  'latency-ceiling': (d) => {
    const ref = need(pickReference(d));
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
      key: 'latency-ceiling',
      rows: [rowRef(d, atDefault), rowRef(d, atStricter)],
      steps: [
        `${isolate(ref.model_name)} on ${isolate(ref.gpu)} has ${fmtCount(rows.length)} measured settings in this task.`,
        `Ceiling ${fmtCount(d.ceilingMs)} ms (the default): the lowest energy is ${fmtCount(atDefault.num_gpus)} x ${isolate(atDefault.gpu)} at batch ${fmtCount(atDefault.batch)}, ${J(atDefault.energy_per_token_j)} per token, median ITL ${MS(atDefault.median_itl_ms)}.`,
        `Ceiling ${fmtCount(stricter)} ms: that setting is now too slow; the choice moves to ${fmtCount(atStricter.num_gpus)} x ${isolate(atStricter.gpu)} at batch ${fmtCount(atStricter.batch)}, ${J(atStricter.energy_per_token_j)} per token, median ITL ${MS(atStricter.median_itl_ms)}.`,
        slowest <= d.ceilingMs
          ? `The slowest median ITL of any setting in this task is ${MS(slowest)}, so the default ceiling leaves every setting in; only a stricter one changes the index.`
          : `The slowest median ITL of any setting in this task is ${MS(slowest)}, above the default ceiling, so the default already leaves the slowest settings out.`,
      ],
      sources: [],
    };
  },

  'steady-state-window': (d) => {
    const r = need(pickReference(d));
    const fill = (r.mean_batch / r.batch) * 100;
    return {
      key: 'steady-state-window',
      rows: [rowRef(d, r)],
      steps: [
        `In each second of the window the cards drew ${fmtMeasured(r.avg_power_w)} J and wrote ${fmtMeasured(r.output_tokens_per_s)} output tokens.`,
        `The mean running batch in the window was ${fmtOne(r.mean_batch)} requests against a cap of ${fmtCount(r.batch)}: ${fmtOne(fill)}% full.`,
        `So ${J(r.energy_per_token_j)} per token describes a server kept full; idle gaps between bursts are outside the window and would raise the figure.`,
      ],
      sources: [],
    };
  },

  'measurement-boundary': (d) => {
    const { row: r, system: dgx } = need(pickSystem(d, 'dgxB200'));
    const max = numericFigure(dgx, 'system_max_power_w');
    const gpus = numericFigure(dgx, 'gpu_power_sum_w');
    const ratio = numericFigure(dgx, 'system_to_gpu_power_ratio');
    const system = r.energy_per_token_j * ratio.value;
    return {
      key: 'measurement-boundary',
      rows: [rowRef(d, r)],
      steps: [
        `Board boundary (what this index publishes): ${J(r.energy_per_token_j)} per output token.`,
        `${isolate(dgx.name)}: rated ${fmtCount(max.value)} W for the whole server against ${fmtCount(gpus.value)} W for its GPUs: a ratio of ${fmtRatio(ratio.value)}.`,
        `Read at the system boundary, the same work could cost up to ${fmtWorking(r.energy_per_token_j)} J x ${fmtCount(max.value)} / ${fmtCount(gpus.value)} = ${J(system)} per token.`,
      ],
      sources: [
        `${isolate(dgx.name)}: ${isolate(max.figure.source)} (${statusWords(ratio.figure)}; ${isolate(ratio.figure.note)})`,
      ],
      note: 'The ratio compares nameplate maxima, not measured draw, so the system figure is an upper bound, not a measurement.',
    };
  },

  'measurement-basis': (d) => {
    const r = need(pickReference(d));
    const card = d.acceleratorByGpu[r.gpu];
    const tdp = tdpOf(card);
    if (tdp === null) throw new NoExample(`${isolate(r.gpu)} has no numeric TDP in hardware.json`);
    const estimate = (tdp * r.num_gpus) / r.output_tokens_per_s;
    const over = (estimate / r.energy_per_token_j - 1) * 100;
    return {
      key: 'measurement-basis',
      rows: [rowRef(d, r)],
      steps: [
        `Measured, with ${isolate(d.release.meter)}: ${W(r.avg_power_w)} / ${TPS(r.output_tokens_per_s)} = ${J(r.energy_per_token_j)} per token.`,
        `Estimate from rated power, assuming every card runs at its TDP: ${fmtCount(r.num_gpus)} x ${fmtCount(tdp)} W / ${TPS(r.output_tokens_per_s)} = ${J(estimate)} per token.`,
        `The estimate is ${fmtOne(over)}% above the measurement, even with the measured throughput; an estimate that also guesses throughput can be far further off.`,
      ],
      sources: [`TDP: ${isolate(card.figures.tdp_w.source)} (${statusWords(card.figures.tdp_w)})`],
    };
  },

  pue: (d) => {
    const { row: r, system: dgx } = need(pickSystem(d, 'dgxB200'));
    const ratio = numericFigure(dgx, 'system_to_gpu_power_ratio');
    const max = numericFigure(dgx, 'system_max_power_w');
    const gpus = numericFigure(dgx, 'gpu_power_sum_w');
    const board = whPerMillionTokens(r.energy_per_token_j);
    const system = board * ratio.value;
    const facility = system * ASSUMED_PUE_FOR_ILLUSTRATION;
    return {
      key: 'pue',
      rows: [rowRef(d, r)],
      steps: [
        `GPU board, measured: ${WH(board)} per million output tokens.`,
        `Whole server, at most (${isolate(dgx.name)} nameplate ratio ${fmtRatio(ratio.value)}): ${fmtWorking(board)} x ${fmtCount(max.value)} / ${fmtCount(gpus.value)} = ${WH(system)}.`,
        `Facility, at an assumed PUE of ${ASSUMED_PUE_FOR_ILLUSTRATION} (not from the data): ${fmtWorking(system)} x ${ASSUMED_PUE_FOR_ILLUSTRATION} = ${WH(facility)}.`,
      ],
      sources: [`${isolate(dgx.name)}: ${isolate(ratio.figure.source)} (${statusWords(ratio.figure)})`],
      note: `The PUE of ${ASSUMED_PUE_FOR_ILLUSTRATION} is an assumption chosen to show the arithmetic; this index has no PUE data and publishes the board figure only.`,
    };
  },

  'grid-carbon-intensity': (d) => {
    const r = need(pickReference(d));
    const { low, high } = need(pickGrids(d));
    const places = [d.world, low, high];
    const carbon = places.map((p) => gco2ePerMillionTokens(r.energy_per_token_j, p.intensity_gco2_per_kwh));
    return {
      key: 'grid-carbon-intensity',
      rows: [rowRef(d, r)],
      steps: [
        `The same ${WH(whPerMillionTokens(r.energy_per_token_j))} per million output tokens, run on three grids:`,
        ...places.map(
          (p, i) =>
            `${isolate(p.name)} (${p.year}): ${INTENSITY(p.intensity_gco2_per_kwh)} gives ${G(carbon[i])} per million output tokens.`,
        ),
        `Same energy, ${fmtRatio(carbon[2] / carbon[1])} the carbon between the last two: where the work runs matters as much as how.`,
      ],
      sources: [`${isolate(d.grid.source.name)} (${isolate(d.grid.source.licence)})`],
    };
  },

  'carbon-per-million-tokens': (d) => {
    const r = need(pickReference(d));
    const wh = whPerMillionTokens(r.energy_per_token_j);
    const carbon = gco2ePerMillionTokens(r.energy_per_token_j, d.world.intensity_gco2_per_kwh);
    return {
      key: 'carbon-per-million-tokens',
      rows: [rowRef(d, r)],
      steps: [
        `Energy: ${WH(wh)} per million output tokens = ${fmtWorking(wh / 1000)} kWh.`,
        `Grid: ${isolate(d.world.name)}, ${d.world.year}: ${INTENSITY(d.world.intensity_gco2_per_kwh)}.`,
        `${fmtWorking(wh / 1000)} kWh x ${fmtMeasured(d.world.intensity_gco2_per_kwh)} gCO2e/kWh = ${G(carbon)} per million output tokens.`,
      ],
      sources: [`${isolate(d.grid.source.name)} (${isolate(d.grid.source.licence)})`],
      note: 'Board energy only, so this is a floor: server overhead, cooling and the hardware’s own manufacture are not in it.',
    };
  },

  'identity-check': (d) => {
    const r = need(pickReference(d));
    const { power_residual, request_residual } = checkIdentity(r);
    return {
      key: 'identity-check',
      rows: [rowRef(d, r)],
      steps: [
        `Power / throughput: ${W(r.avg_power_w)} / ${TPS(r.output_tokens_per_s)} = ${J(r.avg_power_w / r.output_tokens_per_s)}; stated energy per token ${J(r.energy_per_token_j)}; relative difference ${fmtResidual(power_residual)}.`,
        `Energy per token x mean output length: ${fmtWorking(r.energy_per_token_j)} J x ${fmtOne(r.mean_output_tokens)} = ${fmtOne(r.energy_per_token_j * r.mean_output_tokens)} J; stated per request ${fmtOne(r.energy_per_request_j)} J; relative difference ${fmtResidual(request_residual)}.`,
        `Both are inside the tolerance of ±${fmtOne(IDENTITY_TOLERANCE * 100)}%, so the row is published.`,
        `In this release ${fmtCount(d.publishable.length)} of ${fmtCount(d.rows.length)} rows pass and ${fmtCount(d.withheld.length)} are withheld.`,
      ],
      sources: [],
    };
  },

  'withheld-value': (d) => {
    const r = need(pickReference(d));
    // What the check would say if only one card's power had been summed: the slip a wrong card count makes.
    const oneCardPower = r.avg_power_w / r.num_gpus;
    const broken = checkIdentity({ ...r, avg_power_w: oneCardPower });
    return {
      key: 'withheld-value',
      rows: [rowRef(d, r)],
      steps: [
        `In this release ${fmtCount(d.withheld.length)} of ${fmtCount(d.rows.length)} rows are withheld.`,
        `Suppose the power of only one of the row's ${fmtCount(r.num_gpus)} cards had been recorded: ${W(oneCardPower)} instead of ${W(r.avg_power_w)}.`,
        `The check would then withhold the row, with this reason: “${broken.withheld_reason}”.`,
      ],
      sources: [],
      note: 'The altered row is a demonstration; the real row passes the check and is published.',
    };
  },

  'pareto-frontier': (d) => {
    const ref = need(pickReference(d));
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
      key: 'pareto-frontier',
      rows: [rowRef(d, chosen), ...frontier.filter((p) => p.id !== chosen.id).map((p) => rowRef(d, p))],
      steps: [
        `${isolate(ref.model_name)} on ${isolate(ref.gpu)}: ${fmtCount(kept.length)} settings, of which ${fmtCount(frontier.length)} are on the frontier (no other setting is both faster and lower in energy):`,
        ...frontier.map(
          (p) =>
            `${fmtCount(p.num_gpus)} x ${isolate(p.gpu)}, batch ${fmtCount(p.batch)}: median ITL ${MS(p.median_itl_ms)}, ${J(p.energy_per_token_j)} per token.`,
        ),
        `The index picks the lowest-energy frontier point at or under the ${fmtCount(d.ceilingMs)} ms ceiling: ${fmtCount(chosen.num_gpus)} x ${isolate(chosen.gpu)}, batch ${fmtCount(chosen.batch)}.`,
      ],
      sources: [],
    };
  },

  'weight-precision': (d) => {
    const { bf16, fp8 } = need(pickMoePair(d));
    const ratio = bf16.energy_per_token_j / fp8.energy_per_token_j;
    return {
      key: 'weight-precision',
      rows: [rowRef(d, bf16), rowRef(d, fp8)],
      steps: [
        `${isolate(bf16.model_name)}, weights in ${isolate(bf16.weight_precision)}, ${fmtCount(bf16.num_gpus)} x ${isolate(bf16.gpu)}: ${J(bf16.energy_per_token_j)} per token (batch ${fmtCount(bf16.batch)}).`,
        `${isolate(fp8.model_name)}, weights in ${isolate(fp8.weight_precision)}, ${fmtCount(fp8.num_gpus)} x ${isolate(fp8.gpu)}: ${J(fp8.energy_per_token_j)} per token (batch ${fmtCount(fp8.batch)}).`,
        `${J(bf16.energy_per_token_j)} / ${J(fp8.energy_per_token_j)} = ${fmtRatio(ratio)} the energy for the wider weights, with each version at its own best setting.`,
      ],
      sources: [],
      note: 'Narrower weights can change answers slightly; the index reports energy, not quality.',
    };
  },

  parallelism: (d) => {
    const dense = need(pickReference(d));
    const moe = need(pickMoeRow(d));
    const line = (r: CheckedRow) =>
      `${isolate(r.model_name)} (${isolate(r.architecture)}) on ${fmtCount(r.num_gpus)} x ${isolate(r.gpu)}: tensor ${fmtCount(r.tensor_parallel)}, expert ${fmtCount(r.expert_parallel)}, data ${fmtCount(r.data_parallel)}; GPUs = max(${fmtCount(r.tensor_parallel)} x ${fmtCount(r.data_parallel)}, ${fmtCount(r.expert_parallel)}) = ${fmtCount(cardsFor(r))}.`;
    return {
      key: 'parallelism',
      rows: [rowRef(d, dense), rowRef(d, moe)],
      steps: [
        line(dense),
        `Each of its ${fmtCount(dense.num_gpus)} cards holds a slice of every layer and they exchange partial results for every token.`,
        line(moe),
        `Each card holds a share of the experts; a token's work goes to the cards holding the experts it is routed to.`,
      ],
      sources: [],
    };
  },

  'embodied-carbon': (d) => {
    const { row: r, system: hgx } = need(pickSystem(d, 'hgxB200'));
    const board = numericFigure(hgx, 'pcf_kgco2e');
    const perGpu = numericFigure(hgx, 'pcf_kgco2e_per_gpu');
    const operational = gco2ePerMillionTokens(r.energy_per_token_j, d.world.intensity_gco2_per_kwh);
    const millionTokensToMatch = (perGpu.value * 1000) / operational;
    return {
      key: 'embodied-carbon',
      rows: [rowRef(d, r)],
      steps: [
        `${isolate(hgx.name)}: ${fmtCount(board.value)} kg CO2e to make, cradle to gate; ${fmtMeasured(perGpu.value)} kg per GPU.`,
        `Operating one ${isolate(r.gpu)} on this row at the ${isolate(d.world.name)} ${d.world.year} grid average: ${G(operational)} per million output tokens.`,
        `The card's share of manufacture equals the operating carbon of ${fmtWorking(millionTokensToMatch)} million output tokens at that rate.`,
      ],
      sources: [`${isolate(hgx.name)}: ${isolate(perGpu.figure.source)} (${statusWords(perGpu.figure)})`],
      note: 'Embodied carbon is never part of the energy ranking; it is shown to put operating carbon in proportion.',
    };
  },

  'time-to-first-token': (d) => {
    const r = need(pickReference(d));
    const latencyFields = Object.keys(r).filter((k) => k.endsWith('_ms'));
    const streamSeconds = (r.mean_output_tokens * r.median_itl_ms) / 1000;
    return {
      key: 'time-to-first-token',
      rows: [rowRef(d, r)],
      steps: [
        `The row carries ${fmtCount(latencyFields.length)} latency figures, all gaps between tokens: median ${MS(r.median_itl_ms)}, p90 ${MS(r.p90_itl_ms)}, p95 ${MS(r.p95_itl_ms)}, p99 ${MS(r.p99_itl_ms)}.`,
        `None of them is the wait before the first token.`,
        `After that first token, a typical answer of ${fmtOne(r.mean_output_tokens)} tokens at the median gap streams for about ${fmtOne(streamSeconds)} s.`,
      ],
      sources: [],
    };
  },
};

/** Cards a setting occupies: tensor x data parallel, or the expert-parallel degree when that is larger (as in the v3 rows). */
export function cardsFor(r: Pick<CheckedRow, 'tensor_parallel' | 'expert_parallel' | 'data_parallel'>): number {
  return Math.max(r.tensor_parallel * r.data_parallel, r.expert_parallel);
}

/** A worked example, or why this release has none for the key (shown on the page instead). */
export type ExampleOutcome = { ok: true; example: WorkedExample } | { ok: false; key: ExampleKey; missing: string };

/**
 * The worked example for a key, computed now from the dataset; when the data holds nothing the example
 * can be computed from (see glossary-picks.ts), the reason instead. Any other error still fails the build.
 */
export function exampleOutcome(d: Dataset, key: ExampleKey): ExampleOutcome {
  try {
    return { ok: true, example: builders[key](d) };
  } catch (e) {
    if (e instanceof NoExample) return { ok: false, key, missing: e.message };
    throw e;
  }
}

/** The worked example for a key; throws when the release has none (tests on data that must have it). */
export function workedExample(d: Dataset, key: ExampleKey): WorkedExample {
  const o = exampleOutcome(d, key);
  if (!o.ok) throw new Error(`glossary: no ${key} example in release ${d.release.id}: ${o.missing}`);
  return o.example;
}

export const EXAMPLE_BUILDER_KEYS = Object.keys(builders) as ExampleKey[];

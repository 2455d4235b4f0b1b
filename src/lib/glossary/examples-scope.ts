// Worked examples of where the watts were read and what a figure leaves out: boundary, basis, PUE, the grid's
// carbon intensity, carbon per million tokens, and embodied carbon.
import { gco2ePerMillionTokens, whPerMillionTokens } from '../core/units.ts';
import { fmtCount, fmtWorking, fmtMeasured, fmtOne, fmtRatio } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { rowRef, tdpSource, tdpW } from './rows.ts';
import { statusWords } from '../core/schemas/hardware-file.ts';
import { numericFigure, pickGrids, pickSystem } from './picks.ts';
import { J, W, TPS, WH, G, INTENSITY, ofReference, type ExampleBuilders } from './worked-example.ts';

/** PUE is not in the data (the index stops at the board): an assumed value, labelled so wherever shown. */
const ASSUMED_PUE_FOR_ILLUSTRATION = 1.2;

export const scopeExamples = {
  'measurement-boundary': (d) => {
    const { row: r, system: dgx } = pickSystem(d, 'dgxB200');
    const max = numericFigure(dgx, 'system_max_power_w');
    const gpus = numericFigure(dgx, 'gpu_power_sum_w');
    const ratio = numericFigure(dgx, 'system_to_gpu_power_ratio');
    const system = r.energy_per_token_j * ratio.value;
    return {
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

  'measurement-basis': ofReference((r, d) => {
    const card = d.acceleratorByGpu[r.gpu];
    const tdp = tdpW(d, r);
    const estimate = (tdp * r.num_gpus) / r.output_tokens_per_s;
    const over = (estimate / r.energy_per_token_j - 1) * 100;
    return {
      steps: [
        `Measured, with ${isolate(d.release.meter)}: ${W(r.avg_power_w)} / ${TPS(r.output_tokens_per_s)} = ${J(r.energy_per_token_j)} per token.`,
        `Estimate from rated power, assuming every card runs at its TDP: ${fmtCount(r.num_gpus)} x ${fmtCount(tdp)} W / ${TPS(r.output_tokens_per_s)} = ${J(estimate)} per token.`,
        `The estimate is ${fmtOne(over)}% above the measurement, even with the measured throughput; an estimate that also guesses throughput can be far further off.`,
      ],
      sources: [tdpSource(card)],
    };
  }),

  pue: (d) => {
    const { row: r, system: dgx } = pickSystem(d, 'dgxB200');
    const ratio = numericFigure(dgx, 'system_to_gpu_power_ratio');
    const max = numericFigure(dgx, 'system_max_power_w');
    const gpus = numericFigure(dgx, 'gpu_power_sum_w');
    const board = whPerMillionTokens(r.energy_per_token_j);
    const system = board * ratio.value;
    const facility = system * ASSUMED_PUE_FOR_ILLUSTRATION;
    return {
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

  'grid-carbon-intensity': ofReference((r, d) => {
    const { low, high } = pickGrids(d);
    const places = [d.world, low, high];
    const carbon = places.map((p) => gco2ePerMillionTokens(r.energy_per_token_j, p.intensity_gco2_per_kwh));
    return {
      steps: [
        `The same ${WH(whPerMillionTokens(r.energy_per_token_j))} per million output tokens, run on three grids:`,
        ...places.map(
          (p, i) =>
            `${isolate(p.name)} (${p.year}): ${INTENSITY(p.intensity_gco2_per_kwh)} gives ${G(carbon[i])} per million output tokens.`,
        ),
        `Same energy, ${fmtRatio(carbon[2] / carbon[1])} the carbon between the last two: where the work runs matters as much as how.`,
      ],
      sources: [`${isolate(d.grid.source.name)} (${isolate(d.grid.source.licence)})`],
      grid: true,
    };
  }),

  'carbon-per-million-tokens': ofReference((r, d) => {
    const wh = whPerMillionTokens(r.energy_per_token_j);
    const carbon = gco2ePerMillionTokens(r.energy_per_token_j, d.world.intensity_gco2_per_kwh);
    return {
      steps: [
        `Energy: ${WH(wh)} per million output tokens = ${fmtWorking(wh / 1000)} kWh.`,
        `Grid: ${isolate(d.world.name)}, ${d.world.year}: ${INTENSITY(d.world.intensity_gco2_per_kwh)}.`,
        `${fmtWorking(wh / 1000)} kWh x ${fmtMeasured(d.world.intensity_gco2_per_kwh)} gCO2e/kWh = ${G(carbon)} per million output tokens.`,
      ],
      sources: [`${isolate(d.grid.source.name)} (${isolate(d.grid.source.licence)})`],
      grid: true,
      note: 'Board energy only, so this is a floor: server overhead, cooling and the hardware’s own manufacture are not in it.',
    };
  }),

  'embodied-carbon': (d) => {
    const { row: r, system: hgx } = pickSystem(d, 'hgxB200');
    const board = numericFigure(hgx, 'pcf_kgco2e');
    const perGpu = numericFigure(hgx, 'pcf_kgco2e_per_gpu');
    const operational = gco2ePerMillionTokens(r.energy_per_token_j, d.world.intensity_gco2_per_kwh);
    const millionTokensToMatch = (perGpu.value * 1000) / operational;
    return {
      rows: [rowRef(d, r)],
      steps: [
        `${isolate(hgx.name)}: ${fmtCount(board.value)} kg CO2e to make, cradle to gate; ${fmtMeasured(perGpu.value)} kg per GPU.`,
        `Operating one ${isolate(r.gpu)} on this row at the ${isolate(d.world.name)} ${d.world.year} grid average: ${G(operational)} per million output tokens.`,
        `The card's share of manufacture equals the operating carbon of ${fmtWorking(millionTokensToMatch)} million output tokens at that rate.`,
      ],
      sources: [`${isolate(hgx.name)}: ${isolate(perGpu.figure.source)} (${statusWords(perGpu.figure)})`],
      grid: true,
      note: 'Embodied carbon is never part of the energy ranking; it is shown to put operating carbon in proportion.',
    };
  },
} satisfies ExampleBuilders;

// Worked examples of the energy figures and what they are made of: energy per token and its other spellings
// (Wh per million, tokens per joule, per request), average power, % of TDP and output throughput.
import {
  energyPerRequestJ,
  percentOfTdp,
  SECONDS_PER_HOUR,
  tokensPerJoule,
  tokensPerWatt,
  whPerMillionTokens,
} from '../core/units.ts';
import { fmtCount, fmtFactor, fmtOne, fmtPercent, fmtWorking } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { tdpSource, tdpW } from './rows.ts';
import { J, W, TPS, WH, ofReference, type ExampleBuilders } from './worked-example.ts';

/** Round numbers for the tokens-per-watt example, stated as such on the page: a 20% gain, a fleet of 100 servers. */
export const ROUND_GAIN = 0.2;
export const ROUND_FLEET = 100;

export const energyExamples = {
  'energy-per-token': ofReference((r) => {
    const energy = r.avg_power_w / r.output_tokens_per_s;
    const wh = whPerMillionTokens(energy);
    return {
      steps: [
        `Average power over the steady-state window, summed over both cards: ${W(r.avg_power_w)}.`,
        `Output tokens written per second over the same window: ${TPS(r.output_tokens_per_s)}.`,
        `${W(r.avg_power_w)} / ${TPS(r.output_tokens_per_s)} = ${J(energy)} per output token.`,
        `The same figure per million output tokens: ${fmtWorking(energy)} x 1,000,000 / 3,600 = ${WH(wh)}.`,
      ],
    };
  }),

  'wh-per-million-tokens': ofReference((r) => {
    const joulesPerMillion = r.energy_per_token_j * 1_000_000;
    const wh = whPerMillionTokens(r.energy_per_token_j);
    return {
      steps: [
        `Energy per output token: ${J(r.energy_per_token_j)}.`,
        `For a million output tokens: ${fmtWorking(r.energy_per_token_j)} x 1,000,000 = ${J(joulesPerMillion)}.`,
        `A watt-hour is ${fmtCount(SECONDS_PER_HOUR)} J, so ${J(joulesPerMillion)} / ${fmtCount(SECONDS_PER_HOUR)} = ${WH(wh)} per million output tokens (${fmtWorking(wh / 1000)} kWh).`,
      ],
    };
  }),

  'tokens-per-joule': ofReference((r) => {
    const perJoule = tokensPerJoule(r.energy_per_token_j);
    const perWatt = tokensPerWatt(r.output_tokens_per_s, r.avg_power_w);
    return {
      steps: [
        `From energy per token: 1 / ${J(r.energy_per_token_j)} = ${fmtWorking(perJoule)} tokens per joule (derived).`,
        `From the two instruments directly: ${TPS(r.output_tokens_per_s)} / ${W(r.avg_power_w)} = ${fmtWorking(perWatt)} tokens per watt (derived).`,
        `A watt is one joule per second, so both lines give the same number: one result, two spellings.`,
      ],
    };
  }),

  'tokens-per-watt': ofReference((r) => {
    const ratio = tokensPerWatt(r.output_tokens_per_s, r.avg_power_w);
    const lowerPower = r.avg_power_w / (1 + ROUND_GAIN);
    const higherThroughput = r.output_tokens_per_s * (1 + ROUND_GAIN);
    const gain = fmtPercent(ROUND_GAIN);
    const fleet = fmtCount(ROUND_FLEET);
    return {
      steps: [
        `From the row: ${TPS(r.output_tokens_per_s)} / ${W(r.avg_power_w)} = ${fmtWorking(ratio)} tokens per watt (derived).`,
        `Way one, the same throughput at lower power: to be ${gain} higher, power must fall to ${W(r.avg_power_w)} / ${fmtFactor(1 + ROUND_GAIN)} = ${W(lowerPower)}, and ${TPS(r.output_tokens_per_s)} / ${W(lowerPower)} = ${fmtWorking(tokensPerWatt(r.output_tokens_per_s, lowerPower))} tokens per watt.`,
        `On a fixed fleet of ${fleet} such servers, that writes the same tokens and frees ${fleet} x ${W(r.avg_power_w - lowerPower)} = ${fmtWorking((ROUND_FLEET * (r.avg_power_w - lowerPower)) / 1000)} kW of power; it adds no output.`,
        `Way two, the same power with higher throughput: ${TPS(r.output_tokens_per_s)} x ${fmtFactor(1 + ROUND_GAIN)} = ${TPS(higherThroughput)}, and ${TPS(higherThroughput)} / ${W(r.avg_power_w)} = ${fmtWorking(tokensPerWatt(higherThroughput, r.avg_power_w))} tokens per watt.`,
        `On the same fleet, that draws the same power and writes ${fleet} x ${TPS(higherThroughput - r.output_tokens_per_s)} = ${TPS(ROUND_FLEET * (higherThroughput - r.output_tokens_per_s))} more, ${fmtWorking((ROUND_FLEET * (higherThroughput - r.output_tokens_per_s) * SECONDS_PER_HOUR) / 1_000_000)} million more output tokens an hour; it frees no power.`,
      ],
      note: `The ${gain} gain and the fleet of ${fleet} servers are round numbers chosen for the illustration, not measurements; the row's power and throughput are measured.`,
    };
  }),

  'energy-per-request': ofReference((r) => {
    const perRequest = energyPerRequestJ(r.energy_per_token_j, r.mean_output_tokens);
    return {
      steps: [
        `Energy per output token: ${J(r.energy_per_token_j)}; mean output length in this workload: ${fmtOne(r.mean_output_tokens)} tokens per response.`,
        `${fmtWorking(r.energy_per_token_j)} J x ${fmtOne(r.mean_output_tokens)} tokens = ${fmtOne(perRequest)} J per response (${fmtWorking(perRequest / SECONDS_PER_HOUR)} Wh).`,
      ],
      note: 'A workload with longer answers costs more per response at the same energy per token; compare responses only within one task.',
    };
  }),

  'average-power': ofReference((r) => {
    const perCard = r.avg_power_w / r.num_gpus;
    const kwhPerHour = r.avg_power_w / 1000;
    return {
      steps: [
        `Average power over the steady-state window, summed over all ${fmtCount(r.num_gpus)} cards: ${W(r.avg_power_w)}.`,
        `Per card: ${W(r.avg_power_w)} / ${fmtCount(r.num_gpus)} = ${W(perCard)}.`,
        `Held for an hour, that draw is ${fmtWorking(kwhPerHour)} kWh at the boards.`,
      ],
    };
  }),

  'percent-of-tdp': ofReference((r, d) => {
    const card = d.acceleratorByGpu[r.gpu];
    const tdp = tdpW(d, r);
    const pct = percentOfTdp(r.avg_power_w, r.num_gpus, tdp);
    return {
      steps: [
        `Average power per card: ${W(r.avg_power_w)} / ${fmtCount(r.num_gpus)} = ${W(r.avg_power_w / r.num_gpus)}.`,
        `Rated TDP of one ${isolate(card.name)}: ${fmtCount(tdp)} W.`,
        `${W(r.avg_power_w / r.num_gpus)} / ${fmtCount(tdp)} W = ${fmtOne(pct)}% of TDP.`,
      ],
      sources: [tdpSource(card)],
    };
  }),

  'output-throughput': ofReference((r) => {
    const perRequest = r.output_tokens_per_s / r.mean_batch;
    const millionPerHour = (r.output_tokens_per_s * SECONDS_PER_HOUR) / 1_000_000;
    return {
      steps: [
        `Output tokens per second, all requests together: ${TPS(r.output_tokens_per_s)}.`,
        `Shared over a mean running batch of ${fmtOne(r.mean_batch)} requests: about ${fmtOne(perRequest)} tokens/s for each one.`,
        `Over an hour at this pace: ${fmtWorking(millionPerHour)} million output tokens.`,
      ],
    };
  }),
} satisfies ExampleBuilders;

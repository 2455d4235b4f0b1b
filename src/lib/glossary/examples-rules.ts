// Worked examples of the index's rules and of a configuration's settings: the identity check, a withheld
// value, weight precision and parallelism.
import type { CheckedRow } from '../core/dataset.ts';
import { checkIdentity, IDENTITY_TOLERANCE } from '../core/identity.ts';
import { cardsOf } from '../core/row-rules.ts';
import { fmtCount, fmtWorking, fmtOne, fmtRatio, fmtResidual } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { rowRef } from './rows.ts';
import { pickMoePair, pickMoeRow, pickReference } from './picks.ts';
import { J, W, TPS, ofReference, type ExampleBuilders } from './worked-example.ts';

export const rulesExamples = {
  'identity-check': ofReference((r, d) => {
    const { power_residual, request_residual } = checkIdentity(r);
    return {
      steps: [
        `Power / throughput: ${W(r.avg_power_w)} / ${TPS(r.output_tokens_per_s)} = ${J(r.avg_power_w / r.output_tokens_per_s)}; stated energy per token ${J(r.energy_per_token_j)}; relative difference ${fmtResidual(power_residual)}.`,
        `Energy per token x mean output length: ${fmtWorking(r.energy_per_token_j)} J x ${fmtOne(r.mean_output_tokens)} = ${fmtOne(r.energy_per_token_j * r.mean_output_tokens)} J; stated per request ${fmtOne(r.energy_per_request_j)} J; relative difference ${fmtResidual(request_residual)}.`,
        `Both are inside the tolerance of ±${fmtOne(IDENTITY_TOLERANCE * 100)}%, so the row is published.`,
        `In this release ${fmtCount(d.publishable.length)} of ${fmtCount(d.rows.length)} rows pass and ${fmtCount(d.withheld.length)} are withheld.`,
      ],
    };
  }),

  'withheld-value': ofReference((r, d) => {
    // What the check would say if only one card's power had been summed: the slip a wrong card count makes.
    const oneCardPower = r.avg_power_w / r.num_gpus;
    const broken = checkIdentity({ ...r, avg_power_w: oneCardPower });
    return {
      steps: [
        `In this release ${fmtCount(d.withheld.length)} of ${fmtCount(d.rows.length)} rows are withheld.`,
        `Suppose the power of only one of the row's ${fmtCount(r.num_gpus)} cards had been recorded: ${W(oneCardPower)} instead of ${W(r.avg_power_w)}.`,
        `The check would then withhold the row, with this reason: “${broken.withheld_reason}”.`,
      ],
      note: 'The altered row is a demonstration; the real row passes the check and is published.',
    };
  }),

  'weight-precision': (d) => {
    const { bf16, fp8 } = pickMoePair(d);
    const ratio = bf16.energy_per_token_j / fp8.energy_per_token_j;
    return {
      rows: [rowRef(d, bf16), rowRef(d, fp8)],
      steps: [
        `${isolate(bf16.model_name)}, weights in ${isolate(bf16.weight_precision)}, ${fmtCount(bf16.num_gpus)} x ${isolate(bf16.gpu)}: ${J(bf16.energy_per_token_j)} per token (batch ${fmtCount(bf16.batch)}).`,
        `${isolate(fp8.model_name)}, weights in ${isolate(fp8.weight_precision)}, ${fmtCount(fp8.num_gpus)} x ${isolate(fp8.gpu)}: ${J(fp8.energy_per_token_j)} per token (batch ${fmtCount(fp8.batch)}).`,
        `${J(bf16.energy_per_token_j)} / ${J(fp8.energy_per_token_j)} = ${fmtRatio(ratio)} the energy for the wider weights, with each version at its own best setting.`,
      ],
      note: 'Narrower weights can change answers slightly; the index reports energy, not quality.',
    };
  },

  parallelism: (d) => {
    const dense = pickReference(d);
    const moe = pickMoeRow(d);
    const line = (r: CheckedRow) =>
      `${isolate(r.model_name)} (${isolate(r.architecture)}) on ${fmtCount(r.num_gpus)} x ${isolate(r.gpu)}: tensor ${fmtCount(r.tensor_parallel)}, expert ${fmtCount(r.expert_parallel)}, data ${fmtCount(r.data_parallel)}; GPUs = max(${fmtCount(r.tensor_parallel)} x ${fmtCount(r.data_parallel)}, ${fmtCount(r.expert_parallel)}) = ${fmtCount(cardsOf(r))}.`;
    return {
      rows: [rowRef(d, dense), rowRef(d, moe)],
      steps: [
        line(dense),
        `Each of its ${fmtCount(dense.num_gpus)} cards holds a slice of every layer and they exchange partial results for every token.`,
        line(moe),
        `Each card holds a share of the experts; a token's work goes to the cards holding the experts it is routed to.`,
      ],
    };
  },
} satisfies ExampleBuilders;

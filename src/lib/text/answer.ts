// One energy figure as every page leads with it: Wh per answer (the mean output length, prompt not counted), with J per
// token and Wh per million beside it. One place, so home, the figure page, its quote and /compare/ agree.
import { whPerAnswer, whPerMillionTokens } from '../core/units.ts';
import { fmtCount, fmtEnergy } from './format.ts';

/** An answer's length in output tokens, as pages print it: whole tokens ("396"). */
export const fmtTokens = (n: number) => fmtCount(Math.round(n));

/** The three spellings of one figure (fmtEnergy of each), and its answer length, as the pages print them. */
export function answerFigures(energyPerTokenJ: number, meanOutputTokens: number) {
  return {
    whPerAnswer: fmtEnergy(whPerAnswer(energyPerTokenJ, meanOutputTokens)),
    jPerToken: fmtEnergy(energyPerTokenJ),
    whPerMillion: fmtEnergy(whPerMillionTokens(energyPerTokenJ)),
    tokens: fmtTokens(meanOutputTokens),
  };
}

/** What one answer is, next to a per-answer figure. */
export const answerDefinition = (meanOutputTokens: number) =>
  `One answer: ${fmtTokens(meanOutputTokens)} output tokens, this configuration's average in the task; prompt tokens not counted.`;

// One energy figure as every page leads with it: the GPU energy of one answer (Wh), with J per output token
// and Wh per million output tokens beside it (the home page's units, in its format), and what "an answer" is:
// the configuration's mean output length in the task, prompt tokens not counted. One place, so the figure a
// reader saw on home is the figure they find on its page, in its quote and on /compare/. Pure.
import { whPerAnswer, whPerMillionTokens } from '../core/units.ts';
import { fmtCount, fmtEnergy } from './format.ts';

/** An answer's length in output tokens, as pages print it: whole tokens ("396"). */
export const fmtTokens = (n: number) => fmtCount(Math.round(n));

export interface AnswerFigures {
  /** fmtEnergy of each, as printed. */
  whPerAnswer: string;
  jPerToken: string;
  whPerMillion: string;
  /** fmtTokens of the mean output length. */
  tokens: string;
}

/** The three spellings of one figure, and its answer length, as the pages print them. */
export function answerFigures(energyPerTokenJ: number, meanOutputTokens: number): AnswerFigures {
  return {
    whPerAnswer: fmtEnergy(whPerAnswer(energyPerTokenJ, meanOutputTokens)),
    jPerToken: fmtEnergy(energyPerTokenJ),
    whPerMillion: fmtEnergy(whPerMillionTokens(energyPerTokenJ)),
    tokens: fmtTokens(meanOutputTokens),
  };
}

/** "0.228 J per output token, 63.3 Wh per million output tokens": the two units beside Wh per answer. */
export const besideText = (f: AnswerFigures) =>
  `${f.jPerToken} J per output token, ${f.whPerMillion} Wh per million output tokens`;

/** What one answer is, next to a per-answer figure. */
export const answerDefinition = (meanOutputTokens: number) =>
  `One answer: ${fmtTokens(meanOutputTokens)} output tokens, this configuration's average in the task; prompt tokens not counted.`;

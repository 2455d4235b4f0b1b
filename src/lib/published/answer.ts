// A published figure's page answers first: one sentence on where the figure falls against the index's range at the
// publisher's scope (or the widest the ladder reaches).
import { fmtEnergy, fmtRatio } from '../text/format.ts';
import { SCOPE_PHRASES, whOf, type Ladder, type LadderStep } from './ladder.ts';

/** Joules as the ladder prints them: Wh, three significant figures. */
export const whText = (joules: number) => fmtEnergy(Number(whOf(joules).toPrecision(3)));

/** "inside that range", "below that range (its lowest is 2.5x 0.24 Wh)", "above that range (3.1x its highest)". */
function relation(joules: number, s: LadderStep, figure: string): string {
  if (joules < s.lo.joules) return `below that range (its lowest is ${fmtRatio(s.lo.joules / joules)} ${figure})`;
  if (joules > s.hi.joules) return `above that range (${fmtRatio(joules / s.hi.joules)} its highest)`;
  return 'inside that range';
}

const range = (s: LadderStep) => `${whText(s.lo.joules)} to ${whText(s.hi.joules)} Wh`;

/**
 * "Google counted at the facility, where ... runs from 0.011 to 0.59 Wh: 0.24 Wh is inside that range." `who` is the
 * publisher's short name, `figure` the figure as printed.
 */
export function ladderAnswer(l: Ladder, who: string, figure: string): string {
  const top = l.steps[l.steps.length - 1];
  const at = l.mark.scope === null ? undefined : l.steps.find((s) => s.scope === l.mark.scope);
  const task = `energy per answer in ${l.task.name}`;
  if (at)
    return `${who} counted at the ${SCOPE_PHRASES[at.scope]}, where the index's ${task} runs from ${range(at)}: ${figure} is ${relation(l.mark.joules, at, figure)}.`;
  const counted =
    l.mark.scope === null
      ? `${who} does not say where it counted`
      : `${who} counted at the ${SCOPE_PHRASES[l.mark.scope]}, which the cited factors do not reach`;
  return `${counted}. At the ${SCOPE_PHRASES[top.scope]}, the widest scope here, the index's ${task} runs from ${range(top)}: ${figure} is ${relation(l.mark.joules, top, figure)}.`;
}

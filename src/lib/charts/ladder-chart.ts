// The scope ladder chart: per scope (board, server, facility) the range of energy per answer over models, named models
// as dots, the published figure as a line. Positions are shares of the width; text keeps its 12 px.
import { scaleLog } from 'd3';
import { plainNumber } from './axis.ts';
import { round2 } from './project.ts';
import { whOf, SCOPE_NAMES, type Ladder } from '../published/ladder.ts';
import { whText } from '../published/answer.ts';
import { logTicks } from './gpu-comparison.ts';

const ROW = 46;
const TOP = 22;

/** `markLabel`: the published figure's name on the chart, e.g. "Google: 0.24 Wh". */
export function ladderGeometry(l: Ladder, markLabel: string) {
  const values = [l.mark.joules, ...l.steps.flatMap((s) => [s.lo.joules, s.hi.joules])].map(whOf);
  const lo = Math.min(...values) / 1.3;
  const hi = Math.max(...values) * 1.3;
  // 6% each side keeps the end dots and a centred tick label ("0.005", about 30 px) inside a 330 px drawing.
  const x = scaleLog().domain([lo, hi]).range([6, 94]);
  const pos = (j: number) => round2(x(whOf(j)));
  const rows = l.steps.map((s, i) => ({
    scope: s.scope,
    label: `${SCOPE_NAMES[s.scope]}: ${whText(s.lo.joules)} to ${whText(s.hi.joules)} Wh`,
    labelY: TOP + i * ROW + 12,
    y: TOP + i * ROW + 28,
    lo: pos(s.lo.joules),
    hi: pos(s.hi.joules),
    dots: s.named.map((n) => ({ pos: pos(n.joules), label: `${n.row.model_name} on ${n.row.gpu}` })),
  }));
  const bottom = TOP + l.steps.length * ROW;
  const markPos = pos(l.mark.joules);
  return {
    height: bottom + 24,
    plot: { top: TOP, bottom },
    ticks: logTicks(lo, hi).map((t) => ({ pos: round2(x(t)), text: plainNumber(t) })),
    rows,
    mark: {
      pos: markPos,
      label: markLabel,
      anchor: markPos > 50 ? ('end' as const) : ('start' as const),
      y1: 14,
      y2: bottom,
      labelY: 12,
    },
  };
}

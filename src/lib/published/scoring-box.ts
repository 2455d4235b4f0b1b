// What a published figure carries, point by point of the scoring box (claims/context.ts), in the publisher's words.
import type { PublishedFigure } from '../core/schemas/published-figures.ts';

export interface BoxPoint {
  /** The scoring box's point number, 1 to 6. */
  point: number;
  label: string;
  status: 'present' | 'partly' | 'missing';
  /** What the publisher states for it, or why it is missing. */
  text: string;
}

const NOT_STATED = 'not stated';

export function scoringBox(f: PublishedFigure): BoxPoint[] {
  const s = f.states;
  const where = [f.boundary && `boundary: ${f.boundary}`, f.basis && `basis: ${f.basis}`].filter(Boolean);
  const pair = (a: string | null, b: string | null, names: [string, string]) => {
    const parts = [a && `${names[0]}: ${a}`, b && `${names[1]}: ${b}`].filter((x): x is string => Boolean(x));
    return {
      status:
        parts.length === 2 ? ('present' as const) : parts.length === 1 ? ('partly' as const) : ('missing' as const),
      text: [...parts, ...(a ? [] : [`${names[0]} ${NOT_STATED}`]), ...(b ? [] : [`${names[1]} ${NOT_STATED}`])].join(
        '; ',
      ),
    };
  };
  // A statement that itself says part is not stated ("latency not stated") is only part of the point.
  const one = (v: string | null) => ({
    status: !v ? ('missing' as const) : v.includes(NOT_STATED) ? ('partly' as const) : ('present' as const),
    text: v ?? NOT_STATED,
  });
  const boundary = pair(f.boundary, f.basis, ['boundary', 'basis']);
  return [
    {
      point: 1,
      label: 'Where the watts were read, and how',
      ...boundary,
      text: where.length === 2 ? `${boundary.text}${f.scope ? `. ${f.scope}` : ''}` : boundary.text,
    },
    { point: 2, label: 'Hardware, named', ...one(s.hardware) },
    { point: 3, label: 'Time window', ...one(s.window) },
    { point: 4, label: 'Workload and model', ...pair(s.workload, s.model, ['workload', 'model']) },
    // The entries carry no settings field: no published per-prompt figure states an operating mode.
    { point: 5, label: 'Operating mode or settings', status: 'missing', text: NOT_STATED },
    { point: 6, label: 'Throughput and latency from the same run', ...one(s.throughput_and_latency) },
  ];
}

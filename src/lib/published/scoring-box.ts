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
/** A two-statement point's status by how many of the two are stated. */
const PAIR_STATUS = ['missing', 'partly', 'present'] as const;

export function scoringBox(f: PublishedFigure): BoxPoint[] {
  const s = f.states;
  // Two statements make one point: present when both are stated, partly when one is; stated ones first.
  const pair = (values: [string | null, string | null], names: [string, string]) => {
    const stated = names.flatMap((n, i) => (values[i] ? [`${n}: ${values[i]}`] : []));
    const unstated = names.filter((_, i) => !values[i]).map((n) => `${n} ${NOT_STATED}`);
    return { status: PAIR_STATUS[stated.length], text: [...stated, ...unstated].join('; ') };
  };
  // A statement that itself says part is not stated ("latency not stated") is only part of the point.
  const one = (v: string | null) => ({
    status: !v ? ('missing' as const) : v.includes(NOT_STATED) ? ('partly' as const) : ('present' as const),
    text: v ?? NOT_STATED,
  });
  const boundary = pair([f.boundary, f.basis], ['boundary', 'basis']);
  return [
    {
      point: 1,
      label: 'Where the watts were read, and how',
      ...boundary,
      text: boundary.status === 'present' ? `${boundary.text}${f.scope ? `. ${f.scope}` : ''}` : boundary.text,
    },
    { point: 2, label: 'Hardware, named', ...one(s.hardware) },
    { point: 3, label: 'Time window', ...one(s.window) },
    { point: 4, label: 'Workload and model', ...pair([s.workload, s.model], ['workload', 'model']) },
    // The entries carry no settings field: no published per-prompt figure states an operating mode.
    { point: 5, label: 'Operating mode or settings', status: 'missing', text: NOT_STATED },
    { point: 6, label: 'Throughput and latency from the same run', ...one(s.throughput_and_latency) },
  ];
}

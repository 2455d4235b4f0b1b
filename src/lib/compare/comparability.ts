// Whether two figures may be ranked: two different figures, neither withheld, one source, one boundary, one workload.
// Otherwise both are shown side by side with why there is no ratio (across boundaries it would read as a ranking).
import type { CompareFigure } from './figures.ts';
import { boundaryPhrase } from '../text/boundary-phrase.ts';
import { isolate } from '../text/bidi.ts';

/** "at the GPU board", "for the whole server at the wall": where a figure's watts were read. */
export const wherePhrase = (boundary: string) =>
  boundary === 'system (wall, AC)' ? 'for the whole server at the wall' : boundaryPhrase(boundary);

/** Ranked, or why not: each reason in a sentence a reader can act on. */
export function comparability(a: CompareFigure, b: CompareFigure, labels: readonly [string, string]) {
  const reasons: { why: 'same-figure' | 'boundary' | 'source' | 'task' | 'withheld'; text: string }[] = [];
  if (a.id === b.id) reasons.push({ why: 'same-figure', text: 'A and B are the same figure.' });
  else {
    if (a.boundary !== b.boundary)
      reasons.push({
        why: 'boundary',
        text:
          `${labels[0]} was read ${wherePhrase(a.boundary)} and ${labels[1]} ${wherePhrase(b.boundary)}: a whole-server ` +
          'figure also counts host CPUs, memory, network and fans, so the two are not on one scale, and no factor turns one into the other.',
      });
    else if (a.source !== b.source)
      reasons.push({
        why: 'source',
        text: `They come from two sources (${isolate(a.source_name)} and ${isolate(b.source_name)}), with their own workloads, windows and methods: the index never ranks one source's figures with another's.`,
      });
    if (a.task !== b.task)
      reasons.push({
        why: 'task',
        text: `They were measured on different workloads (${isolate(a.task_name)} and ${isolate(b.task_name)}): output lengths and request mix set the energy per token, so figures of two workloads are not one scale.`,
      });
  }
  [a, b].forEach((f, i) => {
    if (f.status === 'withheld')
      reasons.push({
        why: 'withheld',
        text: `${labels[i]} is withheld: its own numbers disagree (the identity check), so it is shown but is not a measurement to rank.`,
      });
  });
  return { ranked: reasons.length === 0, reasons };
}

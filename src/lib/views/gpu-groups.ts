// The GPUs by source and boundary, as /gpus/ lists them: the index's own (v3, board, ranked) apart from GPUs only other
// sources measured, each at its own boundary and never ranked with the index.
import { group, rollups, sum } from 'd3';
import type { Dataset } from '../core/dataset.ts';
import type { Accelerator } from '../core/schemas/hardware-file.ts';
import type { SourceRecord } from '../core/schemas/sources.ts';
import { slugify } from '../core/slug.ts';
import { sourceRowsWhere } from '../core/source-rows/view.ts';
import { boundaryPhrase } from '../text/boundary-phrase.ts';

/** Why a source's rows stand where they stand, by the kind of source: ranked, or beside the index and why. */
const STANDING: Record<SourceRecord['kind'], string> = {
  'ml-energy-v3': 'ranked: the index compares these GPUs with each other',
  'mlperf-inference': 'not ranked with the index: the whole server, read at the wall, on other workloads',
  'ml-energy-v2':
    'not ranked with the index: an older leaderboard, deprecated by its authors, whose rows cannot be checked',
  contributed: 'not ranked with the index: measurements contributed by labs, in tables of their own',
};

/**
 * Every source that measured a GPU (any of its aliases), in the sources' display order (the index's first): how many
 * runs, where the watts were read ("at the GPU board"), and whether the index ranks them, or why not.
 */
export function gpuSources(d: Dataset, card: Accelerator) {
  const onCard = (r: { gpu: string }) => card.aliases.includes(r.gpu);
  const own = d.rows.filter(onCard).length;
  const others = new Map(sourceRowsWhere(d, onCard).map((g) => [g.record.id, g.rows.length]));
  return d.sources.flatMap((record) => {
    const runs = record.kind === 'ml-energy-v3' ? own : (others.get(record.id) ?? 0);
    if (runs === 0) return [];
    const ranked = record.kind === 'ml-energy-v3';
    return [{ record, runs, ranked, boundary: boundaryPhrase(record.boundary), standing: STANDING[record.kind] }];
  });
}

/**
 * The groups of /gpus/, each the sources of one kind read at one boundary and the GPUs they measured (in the hardware
 * file's order, with their runs in the group's sources). Ranked group first; a GPU measured by two kinds of source
 * (B200: v3 and MLPerf) is in both.
 */
export function gpuGroups(d: Dataset) {
  const measured = d.accelerators
    .filter((a) => a.aliases.length > 0)
    .flatMap((card) => gpuSources(d, card).map((s) => ({ card, ...s })));
  // The others in the sources' display order (their first source's place).
  const order = (a: SourceRecord, b: SourceRecord) => d.sources.indexOf(a) - d.sources.indexOf(b);
  const groups = [...group(measured, (s) => `${s.record.kind} ${s.record.boundary}`)].map(([key, all]) => {
    const { ranked, boundary, standing } = all[0];
    const runs = rollups(
      all,
      (ss) => sum(ss, (s) => s.runs),
      (s) => s.card,
    );
    return {
      /** Unique on the page, for its heading's id: "ml-energy-v3-board-gpu". */
      id: slugify(key),
      ranked,
      sources: [...new Set(all.map((s) => s.record))].sort(order),
      boundary,
      standing,
      gpus: runs.map(([card, n]) => ({ card, runs: n })),
    };
  });
  const place = (g: (typeof groups)[number]) => (g.ranked ? -1 : d.sources.indexOf(g.sources[0]));
  return groups.sort((a, b) => place(a) - place(b));
}

// Naming and linking the rows and facts glossary examples use, as the rest of the site does (which: picks.ts).
import { tdpOf, type CheckedRow, type Dataset } from '../core/dataset.ts';
import { statusWords, type Accelerator } from '../core/schemas/hardware-file.ts';
import { fmtCount } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { modelUrl, rowAnchor, taskUrl } from '../text/site-links.ts';
import { taskName } from '../core/task-name.ts';
import { NoExample } from './picks.ts';

/**
 * A row as an example cites it: its id, a readable name ("Qwen 3 32B, 2 x H100, batch 256, Text Conversation") and
 * where it is shown: selected rows in their task's index table, every row in its model page's table, both at the row
 * anchor.
 */
export function rowRef(d: Dataset, r: CheckedRow) {
  const page = d.selected.some((s) => s.id === r.id) ? taskUrl(r.task) : modelUrl(r.model);
  return {
    id: r.id,
    label: `${isolate(r.model_name)}, ${r.num_gpus} x ${isolate(r.gpu)}, batch ${fmtCount(r.batch)}, ${isolate(taskName(d, r.task))}`,
    href: `${page}#${rowAnchor(r.id)}`,
  };
}
export type RowRef = ReturnType<typeof rowRef>;

/** The rated TDP of a row's GPU, in W; NoExample when hardware.json gives no number. */
export function tdpW(d: Dataset, r: CheckedRow): number {
  const tdp = tdpOf(d.acceleratorByGpu[r.gpu]);
  if (tdp === null) throw new NoExample(`${isolate(r.gpu)} has no numeric TDP in hardware.json`);
  return tdp;
}

/** Where a card's TDP comes from, with its status: a line of an example's sources. */
export const tdpSource = (card: Accelerator) =>
  `TDP: ${isolate(card.figures.tdp_w.source)} (${statusWords(card.figures.tdp_w)})`;

import type { Row } from '../core/schemas/row.ts';
import type { HardwareFile } from '../core/schemas/hardware-file.ts';
import { MEASUREMENT_KEY, measurementKey } from '../core/row-id.ts';
import { firstWithKey } from '../core/key-groups.ts';
import { modelUrl } from '../text/site-links.ts';
import { acceleratorsByAlias, tdpOf } from '../core/dataset.ts';
import { POWER_PER_CARD } from '../core/bounds.ts';

/** Average power per card may exceed the rated TDP only by this margin (why: core/bounds.ts). */
export const TDP_MARGIN = POWER_PER_CARD.tdpMargin;

/**
 * Checks across rows and files; errors block, notes are reported. `rows` keeps file positions (null where a row failed
 * its schema), so one bad row does not hide the others' cross-file problems.
 */
export function crossCheckIndex(
  file: string,
  rows: readonly (Row | null)[],
  taskIds: readonly string[],
  hardware: HardwareFile | null,
): { errors: string[]; notes: string[] } {
  const errors: string[] = [];
  const notes: string[] = [];
  const cards = hardware ? acceleratorsByAlias(hardware) : null;
  const ids = new Map<string, number>();
  // Where each measurement key is first seen; a second row starts a repeats list. firstWithKey avoids a key string
  // and a list per row (a million of each on a million rows).
  const firstOfSetting = firstWithKey(rows as readonly Row[], MEASUREMENT_KEY);
  const repeats = new Map<number, number[]>();
  const tasks = new Set(taskIds);
  // The first row of each model: page addresses are checked once per model, not once per row.
  const firstRowOf = new Map<string, number>();
  // Built only when there is something to report: a million rows make a million strings otherwise.
  const at = (i: number) => `${file}: rows[${i}] (id ${rows[i]!.id})`;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (!row) continue;
    if (!firstRowOf.has(row.model)) firstRowOf.set(row.model, i);
    const dup = ids.get(row.id);
    if (dup !== undefined) errors.push(`${at(i)}: id: expected a unique id, got the same id as rows[${dup}]`);
    else ids.set(row.id, i);
    if (tasks.size && !tasks.has(row.task))
      errors.push(
        `${at(i)}: task: expected a task listed in tasks (${[...tasks].join(', ')}), got ${JSON.stringify(row.task)}`,
      );
    const first = firstOfSetting(i);
    if (first !== i) (repeats.get(first) ?? repeats.set(first, [first]).get(first)!).push(i);
    if (cards) {
      const card = cards.get(row.gpu);
      if (!card) {
        errors.push(
          `${at(i)}: gpu: expected a GPU named in hardware.json (${[...cards.keys()].join(', ')}), got ${JSON.stringify(row.gpu)}`,
        );
      } else {
        const tdpW = tdpOf(card);
        const perCard = row.avg_power_w / row.num_gpus;
        const limit = tdpW === null ? Infinity : tdpW * (1 + TDP_MARGIN);
        if (perCard > limit) {
          errors.push(
            `${at(i)}: avg_power_w: expected at most ${r1(limit)} W per card (${card.name} TDP ${tdpW} W + ${TDP_MARGIN * 100}%), got ${r1(perCard)} W per card (${r1(row.avg_power_w)} W over ${row.num_gpus} GPU${row.num_gpus > 1 ? 's' : ''})`,
          );
        }
      }
    }
  }
  // Each model gets one page, at an address made from its id: two ids must not share an address.
  const pages = new Map<string, string>();
  for (const [model, i] of firstRowOf) {
    const page = modelUrl(model);
    const owner = pages.get(page);
    if (owner === undefined) pages.set(page, model);
    else
      errors.push(
        `${file}: rows[${i}] (id ${rows[i]!.id}): model: expected a model id with a page address of its own, got ${JSON.stringify(model)}, which gives ${page} like ${JSON.stringify(owner)} in rows[${firstRowOf.get(owner)}]`,
      );
  }
  // In the order of each setting's first row, as the file lists them.
  for (const positions of [...repeats.values()].sort((a, b) => a[0] - b[0])) {
    notes.push(
      `${file}: repeated measurement ${measurementKey(rows[positions[0]]!)}: rows ${positions.map((p) => `[${p}] (id ${rows[p]!.id})`).join(', ')} share one setting with different values; the index counts it once, as the run with the higher energy per token`,
    );
  }
  return { errors, notes };
}

function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

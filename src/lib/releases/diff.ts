// What changed between two releases, from the rows the downloads publish (columns a reader can check in the CSVs).
import type { Dataset } from '../core/dataset.ts';
import { CONFIGURATIONS_TABLE, GRID_TABLE, HARDWARE_TABLE, tableRecords, type TableDef } from '../downloads/tables.ts';
import { pairKey } from '../core/index-selection.ts';
import { compareCodeUnits } from '../core/order.ts';

/**
 * Left out, and why: release_id differs by definition; provenance changes with every upstream commit; the rest follow
 * from compared columns (conversions, residuals, TDP, the selection, which selectionMoves reports).
 */
const IGNORED_FIELDS = new Set([
  'release_id',
  'provenance_file',
  'provenance_position',
  'provenance_commit',
  'wh_per_million_tokens',
  'tokens_per_j',
  'percent_of_tdp',
  'tdp_w',
  'power_residual',
  'request_residual',
  'selected',
  'latency_ceiling_ms',
]);

/** Compare a table's records in two releases by id, column by column (numbers and text compared exactly). */
function diffTable(t: TableDef<unknown>, from: Dataset, to: Dataset) {
  const oldById = new Map(tableRecords(t, from).map((r) => [String(r.id), r]));
  const newById = new Map(tableRecords(t, to).map((r) => [String(r.id), r]));
  const added = [...newById.keys()].filter((id) => !oldById.has(id)).sort();
  const removed = [...oldById.keys()].filter((id) => !newById.has(id)).sort();
  const compared = t.fields.map((f) => f.name).filter((f) => !IGNORED_FIELDS.has(f));
  const changed = [];
  for (const [id, n] of newById) {
    const o = oldById.get(id);
    if (!o) continue;
    const changes = compared.filter((f) => !Object.is(o[f], n[f])).map((f) => ({ field: f, old: o[f], new: n[f] }));
    if (changes.length) changed.push({ id, changes });
  }
  changed.sort((a, b) => compareCodeUnits(a.id, b.id));
  return { table: t.name, added, removed, changed };
}

/** Where the selection for one (task, model, GPU) moved; a null side means the pair had no selection. */
function diffSelections(from: Dataset, to: Dataset) {
  const oldSel = new Map(from.selected.map((r) => [pairKey(r), r]));
  const newSel = new Map(to.selected.map((r) => [pairKey(r), r]));
  const moves = [];
  // In task, model, GPU order: pairKey's separator (\0) sorts before any character of an id.
  for (const key of [...new Set([...oldSel.keys(), ...newSel.keys()])].sort()) {
    const o = oldSel.get(key);
    const n = newSel.get(key);
    // A selection "moves" when the chosen row changes, or the same row's energy figure changes.
    if (o && n && o.id === n.id && o.energy_per_token_j === n.energy_per_token_j) continue;
    const any = (n ?? o)!;
    moves.push({
      task: any.task,
      model: any.model,
      gpu: any.gpu,
      oldId: o?.id ?? null,
      newId: n?.id ?? null,
      oldEnergyJ: o?.energy_per_token_j ?? null,
      newEnergyJ: n?.energy_per_token_j ?? null,
    });
  }
  return moves;
}

export function diffReleases(from: Dataset, to: Dataset) {
  const tables = ([CONFIGURATIONS_TABLE, GRID_TABLE, HARDWARE_TABLE] as TableDef<unknown>[]).map((t) =>
    diffTable(t, from, to),
  );
  const selectionMoves = diffSelections(from, to);
  const empty =
    selectionMoves.length === 0 && tables.every((t) => t.added.length + t.removed.length + t.changed.length === 0);
  return { fromId: from.release.id, toId: to.release.id, tables, selectionMoves, empty };
}

// The downloadable tables, listed and written; defined by kind in configuration-, reference-, source- and
// published-table.ts, so a column is documented and spelled in one place.
import type { Dataset } from '../core/dataset.ts';
import { toCsv } from '../text/csv.ts';
import { CONFIGURATIONS_TABLE, INDEX_TABLE } from './configuration-tables.ts';
import { GRID_TABLE, HARDWARE_TABLE } from './reference-tables.ts';
import { SOURCE_TABLES } from './source-tables.ts';
import { PUBLISHED_TABLE } from './published-table.ts';
import type { Cell, TableDef } from './columns.ts';

export type { Cell, FieldDef, FieldType, TableDef } from './columns.ts';
export { CONFIGURATIONS_TABLE, INDEX_TABLE } from './configuration-tables.ts';
export { GRID_TABLE, HARDWARE_TABLE } from './reference-tables.ts';

/** In the order the downloads page and datapackage.json list them. */
export const TABLES = [INDEX_TABLE, CONFIGURATIONS_TABLE, GRID_TABLE, HARDWARE_TABLE, ...SOURCE_TABLES] as const;
export type AnyTable = (typeof TABLES)[number] | typeof PUBLISHED_TABLE;

/** A table's rows as plain records keyed by column name: what the CSV holds and what the diff compares. */
export function tableRecords<R>(t: TableDef<R>, d: Dataset): Record<string, Cell>[] {
  return t.rows(d).map((r) => Object.fromEntries(t.fields.map((f) => [f.name, f.value(r, d)])));
}

export function tableCsv<R>(t: TableDef<R>, d: Dataset): string {
  return toCsv(
    tableRecords(t, d),
    t.fields.map((f) => f.name),
  );
}

export const csvFileName = (t: { name: string }) => `${t.name}.csv`;

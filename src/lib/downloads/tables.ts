// The downloadable tables, defined once: each column's name, Table Schema type, unit, description
// and how its value comes from the same domain rows the pages use. The CSV endpoints, datapackage.json,
// README.txt and the release diff all read these definitions, so a column cannot be documented in one
// place and spelled differently in another. The tables themselves are defined by kind: the configurations
// (configuration-tables.ts), the grid and hardware (reference-tables.ts), each other source's own table
// (source-tables.ts) and the published figures (published-table.ts); this module lists them and writes them.
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

/** The four tables, in the order the downloads page and datapackage.json list them. */
export const TABLES = [INDEX_TABLE, CONFIGURATIONS_TABLE, GRID_TABLE, HARDWARE_TABLE, ...SOURCE_TABLES] as const;
export type AnyTable = (typeof TABLES)[number] | typeof PUBLISHED_TABLE;

/**
 * A release's tables: TABLES, and the published figures where the release has them. A release from
 * before them keeps exactly its files (its bytes must not change once published).
 */
export function tablesOf(d: Dataset): readonly AnyTable[] {
  return d.published ? [...TABLES, PUBLISHED_TABLE] : TABLES;
}

/** A table's rows as plain records keyed by column name: what the CSV holds and what the diff compares. */
export function tableRecords<R>(t: TableDef<R>, d: Dataset): Record<string, Cell>[] {
  return t.rows(d).map((r) => Object.fromEntries(t.fields.map((f) => [f.name, f.value(r)])));
}

export function tableCsv<R>(t: TableDef<R>, d: Dataset): string {
  return toCsv(
    tableRecords(t, d),
    t.fields.map((f) => f.name),
  );
}

export const csvFileName = (t: { name: string }) => `${t.name}.csv`;

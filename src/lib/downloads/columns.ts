// One column definition for every downloadable table (name, Table Schema type, unit, description, value from a domain
// row), read by the CSVs, datapackage.json, README.txt and the release diff alike.
import type { Dataset } from '../core/dataset.ts';

export type FieldType = 'string' | 'number' | 'integer' | 'boolean';
export type Cell = string | number | boolean | null;

/** A cell from one row; `d` is the row's release, whose facts each line repeats so a file stands alone. */
type Value<R> = (r: R, d: Dataset) => Cell;

export interface FieldDef<R> {
  name: string;
  type: FieldType;
  /** Unit of the value, '' for text, flags and counts without one. */
  unit: string;
  description: string;
  /** False where an empty cell is legitimate (and the README says what empty means). */
  required: boolean;
  value: Value<R>;
}

export interface TableDef<R> {
  /** Resource name in datapackage.json and the file stem: index -> index.csv. */
  name: string;
  title: string;
  description: string;
  fields: FieldDef<R>[];
  rows: (d: Dataset) => readonly R[];
  /** The one source whose rows this table holds, where it holds one source's rows only (never two). */
  source?: string;
}

/** The row's own field of that name: the value of a column that gives none. */
function ownField(r: unknown, name: string): Cell {
  const v = (r as Record<string, Cell | undefined>)[name];
  if (v === undefined) throw new Error(`downloads: column ${name}: the row has no field ${name}`);
  return v;
}

function column<R>(
  name: string,
  type: FieldType,
  unit: string,
  description: string,
  value: Value<R> = (r) => ownField(r, name),
  required = true,
): FieldDef<R> {
  return { name, type, unit, description, required, value };
}

// One helper per Table Schema type; text and flags have no unit.
export const text = <R>(name: string, description: string, value?: Value<R>, required = true) =>
  column(name, 'string', '', description, value, required);
export const flag = <R>(name: string, description: string, value?: Value<R>) =>
  column(name, 'boolean', '', description, value);
export const num = <R>(name: string, unit: string, description: string, value?: Value<R>, required = true) =>
  column(name, 'number', unit, description, value, required);
export const int = <R>(name: string, unit: string, description: string, value?: Value<R>, required = true) =>
  column(name, 'integer', unit, description, value, required);

/** The first column of every table: the release the line belongs to. */
export const RELEASE_ID = text<unknown>(
  'release_id',
  'Release this row belongs to; cite it with the row id.',
  (_r, d) => d.release.id,
);

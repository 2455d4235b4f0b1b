// One column definition for every downloadable table (name, Table Schema type, unit, description, value from a domain
// row), read by the CSVs, datapackage.json, README.txt and the release diff alike.
import type { Dataset } from '../core/dataset.ts';

export type FieldType = 'string' | 'number' | 'integer' | 'boolean';
export type Cell = string | number | boolean | null;

export interface FieldDef<R> {
  name: string;
  type: FieldType;
  /** Unit of the value, '' for text, flags and counts without one. */
  unit: string;
  description: string;
  /** False where an empty cell is legitimate (and the README says what empty means). */
  required: boolean;
  value: (r: R) => Cell;
}

export interface TableDef<R> {
  /** Resource name in datapackage.json and the file stem: index -> index.csv. */
  name: string;
  title: string;
  description: string;
  fields: FieldDef<R>[];
  rows: (d: Dataset) => R[];
  /** The one source whose rows this table holds, where it holds one source's rows only (never two). */
  source?: string;
}

export const field = <R>(
  name: string,
  type: FieldType,
  unit: string,
  description: string,
  value: (r: R) => Cell,
  required = true,
): FieldDef<R> => ({ name, type, unit, description, required, value });

/** A table line: a domain row with its release, whose facts each line repeats so a file stands alone. */
export interface InRelease<T> {
  row: T;
  d: Dataset;
}

export const inRelease = <T>(rows: readonly T[], d: Dataset): InRelease<T>[] => rows.map((row) => ({ row, d }));

/** A column read from the domain row alone; by default its field of the same name. */
export const rowField = <T>(
  name: string,
  type: FieldType,
  unit: string,
  description: string,
  value: (r: T) => Cell = (r) => {
    const v = (r as Record<string, Cell | undefined>)[name];
    if (v === undefined) throw new Error(`downloads: column ${name}: the row has no field ${name}`);
    return v;
  },
  required = true,
): FieldDef<InRelease<T>> => field(name, type, unit, description, (c) => value(c.row), required);

/** The first column of every table: the release the line belongs to. */
export const releaseIdField = <R extends { d: Dataset }>() =>
  field<R>('release_id', 'string', '', 'Release this row belongs to; cite it with the row id.', (c) => c.d.release.id);

// A glossary term's worked example from named rows, and the units its working is written in.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { fmtWorking, fmtMeasured, fmtOne } from '../text/format.ts';
import { rowRef, type RowRef } from './rows.ts';
import { pickReference } from './picks.ts';

export interface WorkedExample {
  /** The rows the example is computed from, main row first, each linked to where the site shows it. */
  rows: RowRef[];
  steps: string[];
  /** Where facts that are not row fields come from (hardware, grid), with their status; none when all are rows'. */
  sources?: string[];
  /** True when the working uses a grid's carbon intensity: the page's citation then credits the grid's producer. */
  grid?: true;
  /** A caveat the reader needs next to the numbers, if any. */
  note?: string;
}

/** Builds a term's example (its key is the term's); throws NoExample (picks.ts) when the data has nothing to show. */
export type ExampleBuilder = (d: Dataset) => WorkedExample;
export type ExampleBuilders = Record<string, ExampleBuilder>;

/** Most examples work on the reference row alone (picks.ts: pickReference), which they then cite as their one row. */
export const ofReference =
  (build: (r: CheckedRow, d: Dataset) => Omit<WorkedExample, 'rows'>): ExampleBuilder =>
  (d) => {
    const r = pickReference(d);
    return { rows: [rowRef(d, r)], ...build(r, d) };
  };

export const J = (n: number) => `${fmtWorking(n)} J`;
export const W = (n: number) => `${fmtMeasured(n)} W`;
export const TPS = (n: number) => `${fmtMeasured(n)} tokens/s`;
export const MS = (n: number) => `${fmtOne(n)} ms`;
export const WH = (n: number) => `${fmtWorking(n)} Wh`;
export const G = (n: number) => `${fmtWorking(n)} gCO2e`;
export const INTENSITY = (n: number) => `${fmtMeasured(n)} gCO2e/kWh`;

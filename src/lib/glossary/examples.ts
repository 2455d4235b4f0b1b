// Worked examples for the glossary, computed from named data rows with the site's own code, so every figure is the
// data's. Builders are grouped by theme in examples-*.ts.
import type { Dataset } from '../core/dataset.ts';
import { rowsShown, type Shown } from '../citation/inputs.ts';
import { attempt } from './picks.ts';
import type { WorkedExample } from './worked-example.ts';
import { energyExamples } from './examples-energy.ts';
import { loadExamples } from './examples-load.ts';
import { scopeExamples } from './examples-scope.ts';
import { rulesExamples } from './examples-rules.ts';

/** Every term's builder: the keys are the examples a glossary page may name (schema.ts). */
const builders = {
  ...energyExamples,
  ...loadExamples,
  ...scopeExamples,
  ...rulesExamples,
};

/** A worked example, or why this release has none for the key (shown on the page instead). */
export type ExampleOutcome =
  { ok: true; example: WorkedExample & { key: ExampleKey } } | { ok: false; key: ExampleKey; missing: string };

/**
 * The worked example for a key, or, when the data holds nothing to compute it from (picks.ts), the reason. Any other
 * error still fails the build.
 */
export function exampleOutcome(d: Dataset, key: ExampleKey): ExampleOutcome {
  const o = attempt(() => builders[key](d));
  return o.ok ? { ok: true, example: { key, ...o.value } } : { ok: false, key, missing: o.missing };
}

/** The worked example for a key; throws when the release has none (tests on data that must have it). */
export function workedExample(d: Dataset, key: ExampleKey) {
  const o = exampleOutcome(d, key);
  if (!o.ok) throw new Error(`glossary: no ${key} example in release ${d.release.id}: ${o.missing}`);
  return o.example;
}

export type ExampleKey = keyof typeof builders;
export const EXAMPLE_KEYS = Object.keys(builders) as [ExampleKey, ...ExampleKey[]];

/**
 * What a term page shows, for its citation's credits (citation/inputs.ts: Shown). Its example and answers come from
 * index rows only, so it credits their sources (never the release's others), and the grid's where a grid's carbon
 * intensity is used.
 */
export function termShown(d: Pick<Dataset, 'rows'>, example: ExampleOutcome, q: { grid: boolean }): NonNullable<Shown> {
  return rowsShown(d.rows, (example.ok && example.example.grid === true) || q.grid);
}

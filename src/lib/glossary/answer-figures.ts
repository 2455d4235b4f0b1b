// Figures glossary answers may carry ({like-this}; the frontmatter schema admits these names only), computed and
// formatted by the site's own code so no answer holds a typed number. Each throws NoExample (picks.ts) when the release cannot give it.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { headline } from '../views/headline.ts';
import {
  energyPerRequestJ,
  gco2ePerMillionTokens,
  percentOfTdp,
  tokensPerJoule,
  whPerMillionTokens,
} from '../core/units.ts';
import { fmtCo2e, fmtCount, fmtEnergy, fmtMeasured, fmtOne, fmtRatio, fmtWorking } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { taskName } from '../core/task-name.ts';
import { NoExample, numericFigure, pickGrids, pickReference, pickSmallerBatch, pickSystem } from './picks.ts';
import { tdpW } from './rows.ts';
import type { GridEntity } from '../core/schemas/grid-file.ts';

/** The task answers quote ranges in: the first (the home page's). Figures are only compared within one task. */
function firstTask(d: Dataset): string {
  const t = d.tasks[0];
  if (!t || !d.selected.some((r) => r.task === t.id)) throw new NoExample('the first task has no row in the index');
  return t.id;
}

/** "Qwen 3 32B on 2 x H100": a row's model and cards, as an answer names them. */
const setting = (r: CheckedRow) => `${isolate(r.model_name)} on ${fmtCount(r.num_gpus)} x ${isolate(r.gpu)}`;
const joules = (j: number) => `${fmtEnergy(j)} J`;
/** "France (50 gCO2e/kWh)". */
const gridWithIntensity = (g: GridEntity) => `${isolate(g.name)} (${fmtCount(g.intensity_gco2_per_kwh)} gCO2e/kWh)`;

const ref = pickReference;
const range = (d: Dataset) => headline(d, firstTask(d));

/** The figures computed with a grid's carbon intensity: a page carrying one credits the grid's producer. */
export const GRID_FIGURES: ReadonlySet<AnswerFigure> = new Set([
  'world-intensity',
  'reference-carbon-world',
  'low-grid',
  'high-grid',
]);

export const answerFigures = {
  task: (d) => isolate(taskName(d, firstTask(d))),
  lowest: (d) => `${joules(range(d).lowest.energy_per_token_j)} (${setting(range(d).lowest)})`,
  highest: (d) => `${joules(range(d).highest.energy_per_token_j)} (${setting(range(d).highest)})`,
  spread: (d) => fmtRatio(range(d).highest.energy_per_token_j / range(d).lowest.energy_per_token_j),
  reference: (d) => `${setting(ref(d))} at batch ${fmtCount(ref(d).batch)}`,
  'reference-cards': (d) => setting(ref(d)),
  'reference-batch': (d) => fmtCount(ref(d).batch),
  'reference-j': (d) => joules(ref(d).energy_per_token_j),
  'reference-wh': (d) => `${fmtEnergy(whPerMillionTokens(ref(d).energy_per_token_j))} Wh`,
  'reference-tokens-per-j': (d) => fmtWorking(tokensPerJoule(ref(d).energy_per_token_j)),
  'reference-power': (d) => `${fmtMeasured(ref(d).avg_power_w)} W`,
  'reference-power-per-card': (d) => `${fmtMeasured(ref(d).avg_power_w / ref(d).num_gpus)} W`,
  'reference-percent-of-tdp': (d) => {
    const r = ref(d);
    return `${fmtOne(percentOfTdp(r.avg_power_w, r.num_gpus, tdpW(d, r)))}%`;
  },
  'reference-request': (d) => {
    const r = ref(d);
    return `${fmtOne(energyPerRequestJ(r.energy_per_token_j, r.mean_output_tokens))} J`;
  },
  'reference-tdp-estimate-over': (d) => {
    // The estimate-basis figure of measurement-basis's worked example: every card at its TDP, measured throughput.
    const r = ref(d);
    const estimate = (tdpW(d, r) * r.num_gpus) / r.output_tokens_per_s;
    return `${fmtOne((estimate / r.energy_per_token_j - 1) * 100)}%`;
  },
  'small-batch': (d) => fmtCount(pickSmallerBatch(d).batch),
  'small-batch-j': (d) => joules(pickSmallerBatch(d).energy_per_token_j),
  'batch-factor': (d) => fmtRatio(pickSmallerBatch(d).energy_per_token_j / ref(d).energy_per_token_j),
  dgx: (d) => isolate(pickSystem(d, 'dgxB200').system.name),
  'dgx-ratio': (d) => fmtRatio(numericFigure(pickSystem(d, 'dgxB200').system, 'system_to_gpu_power_ratio').value),
  ceiling: (d) => `${fmtCount(d.ceilingMs)} ms`,
  // Every measured setting of the task, not only the index's picks: whether the ceiling binds anywhere.
  'slowest-itl': (d) =>
    `${fmtOne(Math.max(...d.rows.filter((r) => r.task === firstTask(d)).map((r) => r.median_itl_ms)))} ms`,
  'world-intensity': (d) =>
    `${fmtCount(d.world.intensity_gco2_per_kwh)} gCO2e/kWh (${isolate(d.world.name)}, ${d.world.year})`,
  'reference-carbon-world': (d) =>
    fmtCo2e(gco2ePerMillionTokens(ref(d).energy_per_token_j, d.world.intensity_gco2_per_kwh)),
  'low-grid': (d) => gridWithIntensity(pickGrids(d).low),
  'high-grid': (d) => gridWithIntensity(pickGrids(d).high),
  withheld: (d) => fmtCount(d.withheld.length),
  rows: (d) => fmtCount(d.rows.length),
} satisfies Record<string, (d: Dataset) => string>;
export type AnswerFigure = keyof typeof answerFigures;

// The real-data figures the tests check, computed by the pages' domain code into one reviewed file: a new release
// changes one diff, not dozens of tests.
import { writeFileSync } from 'node:fs';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import type { CheckedRow, Dataset } from '../../src/lib/core/dataset.ts';
import { REFERENCE_ROW_ID, smallerBatches } from '../../src/lib/core/reference-row.ts';
import { whPerAnswer, whPerMillionTokens } from '../../src/lib/core/units.ts';
import { fmtTokens } from '../../src/lib/text/answer.ts';
import { changeOf, gpuFinding, headline } from '../../src/lib/views/headline.ts';
import { compareCodeUnits } from '../../src/lib/core/order.ts';
import { boundaryPairs } from '../../src/lib/sources/boundary-pairs.ts';
import { fmtEnergy, fmtMeasured, fmtOne, fmtRatio, fmtWorking } from '../../src/lib/text/format.ts';
import { formatJson } from '../../src/lib/text/json-format.ts';
import {
  comparedPair,
  otherHalfFigures,
  otherSourceGpus,
  publishedFigures,
  tokensPerWattFigures,
} from './real-figures-sections.ts';
import { modelCounts, modelCountsSentence } from '../../src/lib/views/model-counts.ts';

export const REAL_FIGURES_FILE = 'tests/snapshot/real-figures.json';

/** The task the headline figures are read in (the home page's). */
export const HEADLINE_TASK = 'lm-arena-chat';

/** A row as the tests find and show it: its id and the settings it is named by, its J per output token as shown. */
export interface RowFigure {
  id: string;
  model: string;
  gpu: string;
  num_gpus: number;
  batch: number;
  /** fmtEnergy of its energy per output token, as the pages print it. */
  j_per_token: string;
}

/** The GPU finding of one task (src/lib/views/headline.ts): the GPU lower at the median against the other. */
export interface FindingFigures {
  base_gpu: string;
  other_gpu: string;
  /** Models measured on both GPUs. */
  models: number;
  /** changeOf the median ratio ("39% less") and the ratio itself ("1.63x"). */
  change: string;
  ratio: string;
  /** The per-model range: changeOf the least and the most favourable ratio to other_gpu. */
  per_model: [string, string];
  /** changeOf the matched view's median (same setting on both GPUs), null without a matched model. */
  matched_change: string | null;
  /** Models in the matched view, models left out of it, and sides whose lowest run the ceiling excluded. */
  matched_models: number;
  unmatched_models: number;
  ceiling_binds: number;
  /** Models, in this task then the others, where other_gpu is not lower. */
  exceptions: { task_name: string; model_name: string; change: string }[];
}

export interface RealFigures {
  release: { id: string; date: string };
  /** The tasks in display order: the first is the default (the home page's). */
  tasks: { id: string; name: string }[];
  /** ML.ENERGY v3 (the index). */
  index: {
    rows: number;
    rows_by_task: Record<string, number>;
    withheld: number;
    selected: number;
    /** The GPUs of the selection, any task, in code-unit order. */
    gpus: string[];
    /** Pairs (task, model, GPU) left out at the default ceiling. */
    left_out: number;
    ceiling_ms: number;
    set_aside_repeats: string[];
  };
  /** The reference row (src/lib/core/reference-row.ts), and where it sits in index.json's rows. */
  reference: RowFigure & {
    model_name: string;
    task: string;
    /** Its median ITL as the quotable sentence prints it (ms, one decimal). */
    median_itl_ms: string;
    position: number;
    avg_power_w: string;
    output_tokens_per_s: string;
    wh_per_million: string;
    /** Its energy per answer (the pages' lead figure) and the answer's length, as the pages print them. */
    wh_per_answer: string;
    answer_tokens: string;
    /** The same two figures as a worked example prints them (fmtWorking, four significant figures). */
    j_per_token_working: string;
    wh_per_million_working: string;
    /** The same setting at its smallest batch cap, and how many times more energy per token that costs. */
    smallest_batch: RowFigure & { fall: string };
  };
  // The glossary's tokens-per-watt example on the reference row: the ratio, and ROUND_GAIN reached at the same
  // throughput (power freed on a round fleet) and at the same power (output added).
  tokens_per_watt: {
    ratio: string;
    raised: string;
    lower_power_w: string;
    freed_kw: string;
    higher_tokens_per_s: string;
    added_tokens_per_s: string;
    added_million_per_hour: string;
  };
  /** The reference row's model on its GPU in every task (the claim checker compares a claim with the lowest). */
  reference_pair: {
    /** Its lowest selected row, any task (the smaller id on a tie), and that row's exact J per output token. */
    lowest: RowFigure;
    lowest_energy_per_token_j: number;
    /** Tasks where the pair is selected. */
    tasks: number;
  };
  /** A leaderboard row's "compare" link on home (Llama 3.1 8B Instruct, else the first model on both GPUs). */
  compare_pair: {
    model_name: string;
    a: { id: string; gpu: string };
    b: { id: string; gpu: string };
    answer_sentence: string;
    token_sentence: string;
  };
  /** The headline task's lowest and highest index figures, and its slowest median ITL (ms, one decimal). */
  headline: {
    task: string;
    lowest: RowFigure;
    highest: RowFigure;
    slowest_median_itl_ms: string;
    /** The GPUs of the task's selection, in the order the leaderboard lists them. */
    gpus: string[];
    /** The names of the models in the task's selection, in code-unit order (what the model search finds from). */
    model_names: string[];
    /** Each GPU's lowest selected figure in the task, by its model's name (the task chart labels them). */
    lowest_by_gpu: { gpu: string; model_name: string }[];
  };
  findings: Record<string, FindingFigures>;
  /** The headline finding's other half (views/finding-by-task.ts): the sentence to take away, every task, the trade. */
  other_half: {
    takeaway: string;
    tasks: { task_name: string; own_change: string | null; matched_change: string | null }[];
    /** Tasks where the headline's lower GPU uses more at the same setting. */
    reversed_tasks: string[];
    models: number;
    larger_batch: number;
    slower: number;
  } | null;
  /** The three model counts of home, /about/, /compare/ and /models/, and the sentence they print. */
  model_counts: { ranked: number; measured: number; every_source: number; sentence: string };
  grid: { entities: number; world: { name: string; year: number; intensity_gco2_per_kwh: number } };
  hardware: {
    dgx_b200_system_to_gpu_power_ratio: number | string | null;
    /** The same ratio as the pages print it (fmtRatio). */
    dgx_b200_ratio_text: string | null;
    /** Every system with a numeric system-to-GPU power ratio, in hardware.json's order (the calculator offers them). */
    system_ratios: { name: string; ratio: number }[];
  };
  /** Every source, in display order, with its rows (after checks) and how many were withheld. */
  sources: { id: string; kind: string; licence: string; rows: number; withheld: number }[];
  /** The cards no ML.ENERGY v3 row measures (each has a GPU page), with the other sources whose rows are on it. */
  other_source_gpus: { accelerator: string; sources: string[] }[];
  /** The board-and-wall pairs (sources page, model pages): one model on one GPU at the board and at the wall. */
  boundary_pairs: {
    model_name: string;
    gpu: string;
    board_row: string;
    wall_row: string;
    wall_j_per_token: string;
    /** The wall row's exact J per output token (a claim is compared with it). */
    wall_energy_per_token_j: number;
  }[];
  published: {
    ids: string[];
    home: { id: string; figure_text: string; question: string; chart_mark: string };
    server_factor: Record<string, string>;
    epoch_j_per_token: string | null;
    de_vries_wh: string | null;
  };
}

/** A row as the snapshot names it: its id and setting, and its energy per token as pages print it. */
export const rowFigure = (r: CheckedRow): RowFigure => ({
  id: r.id,
  model: r.model,
  gpu: r.gpu,
  num_gpus: r.num_gpus,
  batch: r.batch,
  j_per_token: fmtEnergy(r.energy_per_token_j),
});

export function fail(dir: string, what: string): never {
  throw new Error(`real figures: ${dir}/ has no ${what}: the snapshot needs it (scripts/lib/real-figures.ts)`);
}

export function realFigures(dir: string): RealFigures {
  const { dataset: d } = loadDataset(dir);
  const ref = d.rows.find((r) => r.id === REFERENCE_ROW_ID) ?? fail(dir, `reference row ${REFERENCE_ROW_ID}`);
  const smallest = smallerBatches(d, ref)[0] ?? fail(dir, 'smaller batch of the reference setting');
  const h = headline(d, HEADLINE_TASK);
  const chat = d.selected.filter((r) => r.task === HEADLINE_TASK);
  const gpus = [...new Set(chat.map((r) => r.gpu))].sort(compareCodeUnits);
  const dgx = d.hardware.systems.find((s) => s.id === 'nvidia-dgx-b200')?.figures.system_to_gpu_power_ratio?.value;
  return {
    release: { id: d.release.id, date: d.release.date },
    tasks: d.tasks.map((t) => ({ id: t.id, name: t.name })),
    index: {
      rows: d.rows.length,
      rows_by_task: Object.fromEntries(d.tasks.map((t) => [t.id, d.rows.filter((r) => r.task === t.id).length])),
      withheld: d.withheld.length,
      selected: d.selected.length,
      gpus: [...new Set(d.selected.map((r) => r.gpu))].sort(compareCodeUnits),
      left_out: d.leftOut.length,
      ceiling_ms: d.ceilingMs,
      set_aside_repeats: d.setAsideRepeats,
    },
    reference: {
      ...rowFigure(ref),
      model_name: ref.model_name,
      task: ref.task,
      median_itl_ms: fmtOne(ref.median_itl_ms),
      position: d.rows.indexOf(ref),
      avg_power_w: fmtMeasured(ref.avg_power_w),
      output_tokens_per_s: fmtMeasured(ref.output_tokens_per_s),
      wh_per_million: fmtEnergy(whPerMillionTokens(ref.energy_per_token_j)),
      wh_per_answer: fmtEnergy(whPerAnswer(ref.energy_per_token_j, ref.mean_output_tokens)),
      answer_tokens: fmtTokens(ref.mean_output_tokens),
      j_per_token_working: fmtWorking(ref.energy_per_token_j),
      wh_per_million_working: fmtWorking(whPerMillionTokens(ref.energy_per_token_j)),
      smallest_batch: {
        ...rowFigure(smallest),
        fall: fmtRatio(smallest.energy_per_token_j / ref.energy_per_token_j),
      },
    },
    tokens_per_watt: tokensPerWattFigures(ref),
    reference_pair: referencePair(d, ref),
    compare_pair: comparedPair(d, dir),
    headline: {
      task: HEADLINE_TASK,
      lowest: rowFigure(h.lowest),
      highest: rowFigure(h.highest),
      slowest_median_itl_ms: fmtOne(
        Math.max(...d.rows.filter((r) => r.task === HEADLINE_TASK).map((r) => r.median_itl_ms)),
      ),
      gpus,
      model_names: [...new Set(chat.map((r) => r.model_name))].sort(compareCodeUnits),
      lowest_by_gpu: gpus.map((gpu) => {
        const low = chat.filter((r) => r.gpu === gpu).sort((a, b) => a.energy_per_token_j - b.energy_per_token_j)[0];
        return { gpu, model_name: low.model_name };
      }),
    },
    findings: Object.fromEntries(
      d.tasks.flatMap((t) => {
        const f = findingFigures(d, t.id);
        return f ? [[t.id, f]] : [];
      }),
    ),
    other_half: otherHalfFigures(d),
    model_counts: (() => {
      const c = modelCounts(d);
      return { ranked: c.ranked, measured: c.measured, every_source: c.everySource, sentence: modelCountsSentence(c) };
    })(),
    grid: {
      entities: d.grid.entities.length,
      world: { name: d.world.name, year: d.world.year, intensity_gco2_per_kwh: d.world.intensity_gco2_per_kwh },
    },
    hardware: {
      dgx_b200_system_to_gpu_power_ratio: dgx ?? null,
      dgx_b200_ratio_text: typeof dgx === 'number' ? fmtRatio(dgx) : null,
      system_ratios: d.hardware.systems.flatMap((s) => {
        const ratio = s.figures.system_to_gpu_power_ratio?.value;
        return typeof ratio === 'number' ? [{ name: s.name, ratio }] : [];
      }),
    },
    sources: d.sources.map((s) => {
      const v = d.bySource[s.id];
      // ML.ENERGY v3's rows are the index's own, withheld or not by the identity check.
      const [rows, withheld] =
        v.kind === 'ml-energy-v3'
          ? [d.rows.length, d.withheld.length]
          : [v.rows.length, v.rows.filter((r) => r.check.status === 'withheld').length];
      return { id: s.id, kind: s.kind, licence: s.licence, rows, withheld };
    }),
    other_source_gpus: otherSourceGpus(d),
    boundary_pairs: boundaryPairs(d).map((p) => ({
      model_name: p.model_name,
      gpu: p.gpu,
      board_row: p.board.id,
      wall_row: p.wall.id,
      wall_j_per_token: fmtEnergy(p.wall.energy_per_token_j),
      wall_energy_per_token_j: p.wall.energy_per_token_j,
    })),
    published: publishedFigures(d, dir),
  };
}

function referencePair(d: Dataset, ref: CheckedRow): RealFigures['reference_pair'] {
  const pair = d.selected
    .filter((r) => r.model === ref.model && r.gpu === ref.gpu)
    .sort((a, b) => a.energy_per_token_j - b.energy_per_token_j || compareCodeUnits(a.id, b.id));
  return {
    lowest: rowFigure(pair[0]),
    lowest_energy_per_token_j: pair[0].energy_per_token_j,
    tasks: new Set(pair.map((r) => r.task)).size,
  };
}

function findingFigures(d: Dataset, task: string): FindingFigures | null {
  const f = gpuFinding(d, task);
  if (!f) return null;
  const c = f.comparison;
  return {
    base_gpu: c.baseGpu,
    other_gpu: c.otherGpu,
    models: c.pairs.length,
    change: changeOf(c.median),
    ratio: fmtRatio(c.median),
    per_model: [changeOf(c.min), changeOf(c.max)],
    matched_change: f.matched.median === null ? null : changeOf(f.matched.median),
    matched_models: f.matched.pairs.length,
    unmatched_models: f.matched.unmatched.length,
    ceiling_binds: f.ceilingBinds,
    exceptions: f.exceptions.map((e) => ({
      task_name: e.taskName,
      model_name: e.pair.model_name,
      change: changeOf(e.pair.ratio),
    })),
  };
}

/** The snapshot's text: the same data gives the same bytes. */
export const realFiguresText = (figures: RealFigures) => `${formatJson(figures)}\n`;

export function writeRealFigures(dir: string, file = REAL_FIGURES_FILE): RealFigures {
  const figures = realFigures(dir);
  writeFileSync(file, realFiguresText(figures));
  return figures;
}

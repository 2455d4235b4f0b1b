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
import {
  fmtEnergy,
  fmtFactor,
  fmtMeasured,
  fmtOne,
  fmtRatio,
  fmtStated,
  fmtWorking,
} from '../../src/lib/text/format.ts';
import { formatJson } from '../../src/lib/text/json-format.ts';
import { modelCounts, modelCountsSentence } from '../../src/lib/views/model-counts.ts';
import { homeFigure, homeQuestion, publishedView, shortPublisher } from '../../src/lib/published/view.ts';
import { serverFactors } from '../../src/lib/published/ladder.ts';
import { perOutputToken, redo } from '../../src/lib/published/arithmetic.ts';
import { ROUND_FLEET, ROUND_GAIN } from '../../src/lib/glossary/examples-energy.ts';
import { otherHalf, reversedTasks } from '../../src/lib/views/finding-by-task.ts';
import { compareFigures } from '../../src/lib/compare/figures.ts';
import { comparePair } from '../../src/lib/compare/compare.ts';
import { comparePartners } from '../../src/lib/compare/link.ts';
import { OWN_PAGES } from '../../src/lib/text/site-links.ts';
import { gpuSources } from '../../src/lib/views/gpu-groups.ts';

export const REAL_FIGURES_FILE = 'tests/snapshot/real-figures.json';

/** The task the headline figures are read in (the home page's). */
const HEADLINE_TASK = 'lm-arena-chat';

/** Published figures whose arithmetic the tests redo (docs/published-figures.md). */
const EPOCH_FIGURE = 'epoch-gpt4o-2025';
const DE_VRIES_FIGURE = 'devries-chatgpt-2023';

/** The model a leaderboard's compare link is tested on, when the headline task has it on two GPUs. */
const COMPARE_MODEL = 'meta-llama/Llama-3.1-8B-Instruct';

/** The snapshot's shape is what realFigures() computes: each field says there what it is. */
export type RealFigures = ReturnType<typeof realFigures>;

/** A row as the snapshot names it: its id and setting, and its energy per token as pages print it. */
export const rowFigure = (r: CheckedRow) => ({
  id: r.id,
  model: r.model,
  gpu: r.gpu,
  num_gpus: r.num_gpus,
  batch: r.batch,
  j_per_token: fmtEnergy(r.energy_per_token_j),
});

function fail(dir: string, what: string): never {
  throw new Error(`real figures: ${dir}/ has no ${what}: the snapshot needs it (scripts/lib/real-figures.ts)`);
}

export function realFigures(dir: string) {
  const { dataset: d } = loadDataset(dir);
  const ref = d.rows.find((r) => r.id === REFERENCE_ROW_ID) ?? fail(dir, `reference row ${REFERENCE_ROW_ID}`);
  const smallest = smallerBatches(d, ref)[0] ?? fail(dir, 'smaller batch of the reference setting');
  const h = headline(d, HEADLINE_TASK);
  const chat = d.selected.filter((r) => r.task === HEADLINE_TASK);
  const gpus = [...new Set(chat.map((r) => r.gpu))].sort(compareCodeUnits);
  const dgx = d.hardware.systems.find((s) => s.id === 'nvidia-dgx-b200')?.figures.system_to_gpu_power_ratio?.value;
  return {
    release: { id: d.release.id, date: d.release.date },
    // In display order: the first is the default (the home page's).
    tasks: d.tasks.map((t) => ({ id: t.id, name: t.name })),
    // ML.ENERGY v3 (the index); left_out: pairs (task, model, GPU) left out at the default ceiling.
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
    // The reference row (src/lib/core/reference-row.ts), where it sits in index.json's rows, and its figures as the
    // pages print them (the _working ones as a worked example does).
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
      // The same setting at its smallest batch cap, and how many times more energy per token that costs.
      smallest_batch: {
        ...rowFigure(smallest),
        fall: fmtRatio(smallest.energy_per_token_j / ref.energy_per_token_j),
      },
    },
    tokens_per_watt: tokensPerWattFigures(ref),
    reference_pair: referencePair(d, ref),
    compare_pair: comparedPair(d, dir),
    // The headline task's lowest and highest figures; its GPUs and model names in code-unit order.
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
    // The GPU finding of each task (src/lib/views/headline.ts): the GPU lower at the median against the other.
    findings: Object.fromEntries(
      d.tasks.flatMap((t) => {
        const f = findingFigures(d, t.id);
        return f ? [[t.id, f]] : [];
      }),
    ),
    other_half: otherHalfFigures(d),
    // The three model counts of home, /about/, /compare/ and /models/, and the sentence they print.
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
      // Every system with a numeric system-to-GPU power ratio (the calculator offers them).
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
    // One model on one GPU at the board and at the wall (sources page, model pages); a claim is compared with the wall.
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

/** The reference row's model on its GPU in every task: its lowest selected row (the smaller id on a tie). */
function referencePair(d: Dataset, ref: CheckedRow) {
  const pair = d.selected
    .filter((r) => r.model === ref.model && r.gpu === ref.gpu)
    .sort((a, b) => a.energy_per_token_j - b.energy_per_token_j || compareCodeUnits(a.id, b.id));
  return {
    lowest: rowFigure(pair[0]),
    lowest_energy_per_token_j: pair[0].energy_per_token_j,
    tasks: new Set(pair.map((r) => r.task)).size,
  };
}

/** per_model: the least and the most favourable ratio to other_gpu; exceptions: models where it is not lower. */
function findingFigures(d: Dataset, task: string) {
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

// The glossary's tokens-per-watt example on the reference row: the ratio, and ROUND_GAIN reached at the same
// throughput (power freed on a round fleet) and at the same power (output added).
function tokensPerWattFigures(ref: CheckedRow) {
  const [p, t] = [ref.avg_power_w, ref.output_tokens_per_s];
  const lower = p / (1 + ROUND_GAIN);
  const added = ROUND_FLEET * t * ROUND_GAIN;
  return {
    ratio: fmtWorking(t / p),
    raised: fmtWorking((t * (1 + ROUND_GAIN)) / p),
    lower_power_w: fmtMeasured(lower),
    freed_kw: fmtWorking((ROUND_FLEET * (p - lower)) / 1000),
    higher_tokens_per_s: fmtMeasured(t * (1 + ROUND_GAIN)),
    added_tokens_per_s: fmtMeasured(added),
    added_million_per_hour: fmtWorking((added * 3600) / 1_000_000),
  };
}

/** The cards no ML.ENERGY v3 row measures (each has a GPU page), with the other sources whose rows are on it. */
function otherSourceGpus(d: Dataset) {
  return d.accelerators
    .filter((a) => a.aliases.length > 0)
    .flatMap((a) => {
      const sources = gpuSources(d, a);
      return sources.some((s) => s.ranked) ? [] : [{ accelerator: a.id, sources: sources.map((s) => s.record.id) }];
    });
}

/** The headline finding's other half (views/finding-by-task.ts): the sentence to take away, every task, the trade. */
function otherHalfFigures(d: Dataset) {
  const f = gpuFinding(d, HEADLINE_TASK);
  if (!f) return null;
  const h = otherHalf(d, f.comparison);
  const change = (r: number | null) => (r === null ? null : changeOf(r));
  return {
    takeaway: h.takeaway,
    tasks: h.gaps.map((g) => ({ task_name: g.taskName, own_change: change(g.own), matched_change: change(g.matched) })),
    reversed_tasks: reversedTasks(h.gaps).map((g) => g.taskName),
    models: h.trade.models,
    larger_batch: h.trade.largerBatch,
    slower: h.trade.slower,
  };
}

function publishedFigures(d: Dataset, dir: string) {
  const figures = d.published ?? fail(dir, 'published figures');
  const home = homeFigure(figures.map((f) => publishedView(d, f))) ?? fail(dir, 'home page figure');
  const byId = (id: string) => figures.find((f) => f.id === id);
  const epoch = byId(EPOCH_FIGURE);
  const perToken = epoch && perOutputToken(epoch);
  const deVries = byId(DE_VRIES_FIGURE);
  const redone = deVries && redo(deVries);
  return {
    ids: figures.map((f) => f.id),
    home: {
      id: home.f.id,
      figure_text: home.figureText,
      question: homeQuestion(home),
      chart_mark: `${shortPublisher(home.f.publisher)}: ${fmtStated(home.f.figure.value)} ${home.f.figure.unit}`,
    },
    server_factor: Object.fromEntries(Object.entries(serverFactors(d)).map(([gpu, s]) => [gpu, fmtFactor(s.factor)])),
    epoch_j_per_token: perToken?.ok ? fmtFactor(perToken.jPerToken) : null,
    de_vries_wh: redone ? fmtFactor(redone.energyWh) : null,
  };
}

function comparedPair(d: Dataset, dir: string) {
  const chat = d.selected.filter((r) => r.task === HEADLINE_TASK);
  const partners = comparePartners(chat);
  const onBoth = chat.filter((r) => partners.has(r.id)).sort((x, y) => compareCodeUnits(x.model, y.model));
  // The link of the row on the later GPU by name (H100's, naming B200 as B), as the issue's reader followed it.
  const rows = onBoth.filter((r) => r.model === COMPARE_MODEL).concat(onBoth);
  const a = rows.find((r) => rows.some((x) => x.model === r.model && compareCodeUnits(x.gpu, r.gpu) < 0));
  if (!a) fail(dir, `model selected on two GPUs in ${HEADLINE_TASK}`);
  const b = partners.get(a.id)!;
  const figures = compareFigures(d, OWN_PAGES); // the ratio sentences, not the links, are checked here
  const byId = new Map(figures.map((f) => [f.id, f]));
  const c = comparePair(byId.get(a.id)!, byId.get(b.id)!, (f) => (f.index_id ? (byId.get(f.index_id) ?? null) : null));
  const sentence = (label: string) =>
    c.measures.find((m) => m.label === label)?.sentence ?? fail(dir, `${label} ratio`);
  return {
    model_name: a.model_name,
    a: { id: a.id, gpu: a.gpu },
    b: { id: b.id, gpu: b.gpu },
    answer_sentence: sentence('Energy per answer'),
    token_sentence: sentence('Energy per output token'),
  };
}

/** The snapshot's text: the same data gives the same bytes. */
export const realFiguresText = (figures: RealFigures) => `${formatJson(figures)}\n`;

export function writeRealFigures(dir: string, file = REAL_FIGURES_FILE): RealFigures {
  const figures = realFigures(dir);
  writeFileSync(file, realFiguresText(figures));
  return figures;
}

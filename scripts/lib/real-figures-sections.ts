// Sections of the real-data snapshot (real-figures.ts), one feature's figures each, kept apart so the snapshot's
// shape and assembly stay readable in one file.
import type { CheckedRow, Dataset } from '../../src/lib/core/dataset.ts';
import { changeOf, gpuFinding } from '../../src/lib/views/headline.ts';
import { homeFigure, homeQuestion, publishedView, shortPublisher } from '../../src/lib/published/view.ts';
import { serverFactors } from '../../src/lib/published/ladder.ts';
import { perOutputToken, redo } from '../../src/lib/published/arithmetic.ts';
import { fmtFactor, fmtMeasured, fmtStated, fmtWorking } from '../../src/lib/text/format.ts';
import { ROUND_FLEET, ROUND_GAIN } from '../../src/lib/glossary/examples-energy.ts';
import { otherHalf, reversedTasks } from '../../src/lib/views/finding-by-task.ts';
import { compareFigures } from '../../src/lib/compare/figures.ts';
import { comparePair } from '../../src/lib/compare/compare.ts';
import { comparePartners } from '../../src/lib/compare/link.ts';
import { compareCodeUnits } from '../../src/lib/core/order.ts';
import { OWN_PAGES } from '../../src/lib/text/site-links.ts';
import { fail, HEADLINE_TASK, type RealFigures } from './real-figures.ts';

/** Published figures whose arithmetic the tests redo (docs/published-figures.md). */
const EPOCH_FIGURE = 'epoch-gpt4o-2025';
const DE_VRIES_FIGURE = 'devries-chatgpt-2023';

export function tokensPerWattFigures(ref: CheckedRow): RealFigures['tokens_per_watt'] {
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

export function otherSourceGpus(d: Dataset): RealFigures['other_source_gpus'] {
  return d.accelerators
    .filter((a) => a.aliases.length > 0 && !d.rows.some((r) => a.aliases.includes(r.gpu)))
    .map((a) => ({
      accelerator: a.id,
      sources: d.sources
        .filter((s) => {
          const v = d.bySource[s.id];
          return v.kind !== 'ml-energy-v3' && v.rows.some((r) => a.aliases.includes(r.gpu));
        })
        .map((s) => s.id),
    }));
}

export function otherHalfFigures(d: Dataset): RealFigures['other_half'] {
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

export function publishedFigures(d: Dataset, dir: string): RealFigures['published'] {
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

/** The model a leaderboard's compare link is tested on, when the headline task has it on two GPUs. */
const COMPARE_MODEL = 'meta-llama/Llama-3.1-8B-Instruct';

export function comparedPair(d: Dataset, dir: string): RealFigures['compare_pair'] {
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

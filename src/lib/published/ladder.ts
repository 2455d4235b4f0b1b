// The scope ladder: the index's energy per answer at the board, then each scope up by a cited factor only (server
// nameplate ratio, an upper bound; the publisher's own overhead). Arithmetic, never a ranking among index rows.
import { greatest, least } from 'd3';
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { tdpOf } from '../core/dataset.ts';
import { energyPerRequestJ, SECONDS_PER_HOUR } from '../core/units.ts';
import type { PublishedBoundary, PublishedFigure } from '../core/schemas/published-figures.ts';
import { JOULES_PER } from './arithmetic.ts';
import { fmtCount } from '../text/format.ts';

export const SCOPES = ['board', 'server', 'facility'] as const;
export type Scope = (typeof SCOPES)[number];
export const SCOPE_NAMES: Record<Scope, string> = {
  board: 'GPU board',
  server: 'Server',
  facility: 'Facility',
};
/** The same inside a sentence ("at the GPU board", "at the server"). */
export const SCOPE_PHRASES: Record<Scope, string> = {
  board: 'GPU board',
  server: 'server',
  facility: 'facility',
};

/** The task a chat prompt compares with. */
export const CONVERSATION_TASK_NAME = 'Text Conversation';
/** Models named on the ladder beside its range, small to large (those the release has). */
export const NAMED_MODELS = [
  'meta-llama/Llama-3.1-8B-Instruct',
  'meta-llama/Llama-3.1-70B-Instruct',
  'meta-llama/Llama-3.1-405B-Instruct-FP8',
];
/** The model and GPU of the answer-length sentence ("0.24 Wh is N output tokens of ..."). */
export const LENGTH_EXAMPLE = { model: 'meta-llama/Llama-3.1-70B-Instruct', gpu: 'B200' };

/** A factor that takes one scope to the next, with where it comes from. */
export interface ScopeFactor {
  factor: number;
  /** The cited numbers, in words: "NVIDIA DGX H100 (8x H100 SXM): 10,200 W rated / (8 x 700 W)". */
  cited: string;
  /** True for a nameplate ratio: an upper bound, never a conversion. */
  bound: boolean;
}

/** A server's rated power over its GPUs' summed TDP, per GPU short name, from the hardware file's DGX systems. */
export function serverFactors(d: Pick<Dataset, 'hardware' | 'acceleratorByGpu'>): Record<string, ScopeFactor> {
  const out: Record<string, ScopeFactor> = {};
  for (const [gpu, acc] of Object.entries(d.acceleratorByGpu)) {
    const tdp = tdpOf(acc);
    const m = new RegExp(`^NVIDIA DGX .*\\((\\d+)x ${gpu}\\b`);
    const system = d.hardware.systems.find((s) => m.test(s.name));
    const rated = system?.figures.system_max_power_w?.value;
    if (!system || tdp === null || typeof rated !== 'number') continue;
    const count = Number(m.exec(system.name)![1]);
    out[gpu] = {
      factor: rated / (count * tdp),
      cited: `${system.name}: ${fmtCount(rated)} W rated / (${count} x ${fmtCount(tdp)} W GPUs)`,
      bound: true,
    };
  }
  return out;
}

/** The publisher's own factor from server to facility, where it gives one. */
export function facilityFactor(f: PublishedFigure): ScopeFactor | null {
  const a = f.assumptions;
  if (a && 'pue' in a) return { factor: a.pue, cited: `${f.publisher}'s stated PUE, ${a.pue}`, bound: false };
  if (f.breakdown) {
    // Google's shares: accelerators and host are the server; idle machines and overhead are the facility's.
    const inServer = f.breakdown.filter((p) => /accelerator|host/i.test(p.part));
    const total = f.breakdown.reduce((s, p) => s + p.share, 0);
    const server = inServer.reduce((s, p) => s + p.share, 0);
    if (inServer.length === 0 || server === 0) return null;
    return {
      factor: total / server,
      cited: `${f.publisher}'s shares: all parts (${pct(total)}) / ${inServer.map((p) => p.part).join(' and ')} (${pct(server)})`,
      bound: false,
    };
  }
  return null;
}
const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

/** One index row's answer at one scope. */
export interface AnswerAt {
  row: CheckedRow;
  /** Energy per answer at this scope, J. */
  joules: number;
}

export interface LadderStep {
  scope: Scope;
  /** The factor from the step below (null at the board, where the figure is the index's own). */
  factor: ScopeFactor | ScopeFactor[] | null;
  lo: AnswerAt;
  hi: AnswerAt;
  named: AnswerAt[];
  /** Rows the step cannot take (no cited factor for their GPU), by id. */
  dropped: string[];
}

/** The index rows a ladder shows: each step's ends and named models, and the rows of its length sentences. */
export function ladderRows(l: Ladder): CheckedRow[] {
  const steps = l.steps.flatMap((s) => [s.lo.row, s.hi.row, ...s.named.map((a) => a.row)]);
  return [...steps, ...l.lengths.map((x) => x.row), ...l.atStatedTokens.map((x) => x.row)];
}

const SCOPE_OF_BOUNDARY: Record<PublishedBoundary, Scope> = {
  die: 'board',
  board: 'board',
  system: 'server',
  facility: 'facility',
};

/** The first lowest and first highest answer of a non-empty list. */
const extremes = (rows: AnswerAt[]) => ({ lo: least(rows, (a) => a.joules)!, hi: greatest(rows, (a) => a.joules)! });

/** The ladder for one published figure; null when not an energy per answer or the release lacks the task. */
export function ladderFor(d: Dataset, f: PublishedFigure) {
  if (JOULES_PER[f.figure.unit] === undefined) return null;
  const task = d.tasks.find((t) => t.name === CONVERSATION_TASK_NAME) ?? d.tasks[0];
  const rows = d.selected.filter((r) => r.task === task.id);
  if (rows.length === 0) return null;
  const board: AnswerAt[] = rows.map((row) => ({
    row,
    joules: energyPerRequestJ(row.energy_per_token_j, row.mean_output_tokens),
  }));
  const servers = serverFactors(d);
  const facility = facilityFactor(f);
  const notes: string[] = [];
  const steps: LadderStep[] = [];
  const step = (scope: Scope, at: AnswerAt[], factor: LadderStep['factor'], dropped: string[]) => {
    if (at.length === 0) return;
    const { lo, hi } = extremes(at);
    const named = NAMED_MODELS.flatMap((m) => at.filter((a) => a.row.model === m));
    steps.push({ scope, factor, lo, hi, named, dropped });
  };
  step('board', board, null, []);
  const server = board.flatMap((a) =>
    servers[a.row.gpu] ? [{ row: a.row, joules: a.joules * servers[a.row.gpu].factor }] : [],
  );
  const usedGpus = [...new Set(rows.map((r) => r.gpu))].filter((g) => servers[g]);
  step(
    'server',
    server,
    usedGpus.map((g) => servers[g]),
    rows.filter((r) => !servers[r.gpu]).map((r) => r.id),
  );
  if (facility) {
    step(
      'facility',
      server.map((a) => ({ row: a.row, joules: a.joules * facility.factor })),
      facility,
      [],
    );
  } else
    notes.push(`${f.publisher} gives no overhead factor from server to facility, so the ladder stops at the server.`);
  const mark = {
    joules: f.figure.value * JOULES_PER[f.figure.unit],
    /** The scope the publisher counted at, or null when it does not say. */
    scope: f.boundary ? SCOPE_OF_BOUNDARY[f.boundary] : null,
  };
  // The length sentence: only where the publisher gives no output tokens (it would otherwise contradict them).
  const lengths: { scope: Scope; row: CheckedRow; tokens: number }[] = [];
  const example =
    rows.find((r) => r.model === LENGTH_EXAMPLE.model && r.gpu === LENGTH_EXAMPLE.gpu) ?? extremes(board).lo.row;
  const atStatedTokens: { scope: Scope; row: CheckedRow; tokens: number; joules: number }[] = [];
  const stated = f.states.tokens?.output;
  let factor = 1;
  for (const s of steps) {
    if (s.scope === 'server') factor *= servers[example.gpu]?.factor ?? NaN;
    if (s.scope === 'facility' && facility) factor *= facility.factor;
    if (!Number.isFinite(factor)) continue;
    if (stated === undefined)
      lengths.push({ scope: s.scope, row: example, tokens: mark.joules / (example.energy_per_token_j * factor) });
    else
      atStatedTokens.push({
        scope: s.scope,
        row: example,
        tokens: stated,
        joules: example.energy_per_token_j * stated * factor,
      });
  }
  return {
    task: { id: task.id, name: task.name },
    steps,
    mark,
    /** Answer lengths that would make the example row reach the published figure at each scope. */
    lengths,
    /** Where the publisher states output tokens (Epoch: 500): the example row's J for that many tokens at each scope. */
    atStatedTokens,
    /** Why a scope above the board is absent, in words. */
    notes,
  };
}
export type Ladder = NonNullable<ReturnType<typeof ladderFor>>;

export const whOf = (joules: number) => joules / SECONDS_PER_HOUR;

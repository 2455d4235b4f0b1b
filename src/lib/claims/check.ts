// The claim checker: applies the identity to an outside claim's own numbers, lists the context it
// leaves out (the six points of the scoring box), converts it into the index's units and, given the
// dataset, sets it beside the index's lowest figure for the same model and GPU. Pure: no I/O.
import type { Claim } from './schema.ts';
import { compareCodeUnits } from '../core/order.ts';
import { IDENTITY_TOLERANCE, relativeResidual } from '../core/identity.ts';
import { gco2ePerMillionTokens, tokensPerJoule, whPerMillionTokens } from '../core/units.ts';
import { fmtEnergy, fmtRatio } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import type { WallRow } from '../core/sources/wall-index.ts';

export type { WallRow };

/**
 * Tolerance for relative (percentage) claims, in percentage points. Such claims are quoted to whole
 * or half points ("21% less power", "+26.5%"), so a stated change can honestly sit up to 0.5 points
 * from the change its other figures imply; a relative tolerance (0.1%) would flag honest rounding.
 */
export const PERCENT_POINT_TOLERANCE = 0.5;

export interface ConsistencyCheck {
  /** What is compared with what, in words. */
  name: string;
  /** The figure the claim states. */
  stated: number;
  /** The same figure computed from the claim's other numbers. */
  implied: number;
  /** implied / stated - 1 (relative checks), or implied - stated in percentage points. */
  residual: number;
  tolerance: number;
  /** How residual and tolerance are expressed. */
  residual_kind: 'relative' | 'percentage_points';
  /** Unit of stated and implied. */
  unit: string;
  ok: boolean;
  /** The claim fields the check reads: a form marks them when the check fails. */
  fields: (keyof Claim)[];
}

/**
 * 'nothing to cross-check': the claim's figures do not restate one another (power and throughput alone,
 * say), so they cannot disagree. That is not a fault of the claim; what they imply is still reported.
 */
export type ConsistencyStatus = 'consistent' | 'inconsistent' | 'nothing to cross-check';

export interface MissingItem {
  /** The scoring-box point (1-6) the item belongs to. */
  point: number;
  /** The claim field (or fields) that would carry it (for --json and the form; never shown in prose). */
  item: string;
  /** What is missing, in a reader's words: "the measurement window". */
  label: string;
  /** Why it matters, in one line. */
  why: string;
}

export interface Conversions {
  /** J per output token, from the first spelling the claim gives (see energy_per_token_from). */
  energy_per_token_j?: number;
  /** Which of the claim's figures the energy per token came from, in words ("average power ÷ throughput"). */
  energy_per_token_from?: string;
  wh_per_million?: number;
  tokens_per_joule?: number;
  /** Tokens per watt: the same number as tokens per joule (derived). */
  tokens_per_watt?: number;
  /** Average power per counted GPU, W. */
  power_per_gpu_w?: number;
  /** The tokens-per-watt change the claim's power and throughput changes imply, %. */
  implied_tokens_per_watt_change_pct?: number;
  /** gCO2e per million output tokens at the index's default grid (World), with that grid. */
  gco2e_per_million?: { value: number; grid: string; intensity_gco2_per_kwh: number; year: number };
}

/** How the claim's model name was matched to the index. */
export interface ModelMatch {
  /** The name as the claim gives it. */
  query: string;
  /** The index's model id and display name it matched. */
  model: string;
  model_name: string;
  /** 'name': the same name once case and spacing are set aside; 'prefix': the only model whose name starts so. */
  by: 'name' | 'prefix';
}

export interface Comparison {
  model: string;
  model_name: string;
  match: ModelMatch;
  gpu: string;
  /** The index row with the lowest energy per token for this model on this GPU, any task. */
  row_id: string;
  task: string;
  index_energy_per_token_j: number;
  index_num_gpus: number;
  index_batch: number;
  claim_energy_per_token_j: number | null;
  /** Claim J/token / index J/token; null when the claim gives no energy per token. */
  ratio: number | null;
  sentence: string;
  /** Set when the claim's boundary is not 'board' (the index's): the ratio mixes boundaries. */
  boundary_warning: string | null;
}

export interface ClaimCheckResult {
  consistency: { status: ConsistencyStatus; checks: ConsistencyCheck[] };
  missing: MissingItem[];
  conversions: Conversions;
  comparison: Comparison | null;
  /** Why no comparison was made, when model and GPU were given. */
  comparison_note: string | null;
  verdict: string;
}

/** The parts of an index row the comparison reads. */
export interface ComparableRow {
  id: string;
  task: string;
  model: string;
  model_name: string;
  gpu: string;
  num_gpus: number;
  batch: number;
  energy_per_token_j: number;
}

/** What the checker needs from a Dataset: the index (selected rows); a full Dataset fits. */
export interface ComparisonData {
  selected: readonly ComparableRow[];
  /** Each wall-power source's index rows, sources in display order; absent or empty when the index has none. */
  wallIndex?: readonly WallRow[];
  acceleratorByGpu?: Record<string, { name: string }>;
  /** The grid the index converts to carbon by default (World): the claim is converted at it too. */
  world?: { name: string; intensity_gco2_per_kwh: number; year: number };
}

const has = (v: unknown): boolean => v !== undefined;
const num = (n: number) => fmtEnergy(n);
/** Percentages to one decimal: the tolerance is half a point, so a tenth is enough to show. */
const signedPct = (n: number) => `${n > 0 ? '+' : ''}${Number(n.toFixed(1))}%`;

/**
 * The relative rounding a figure carries as written: half a unit in its last significant digit over the
 * figure (0.229 -> 0.0005 / 0.229 = 0.22%). Digits are read from the number's shortest spelling, so a
 * trailing zero of a whole number counts as rounding (1200 -> +-50), the reading that blames the claim least.
 */
export function quotedRounding(n: number): number {
  const [mantissa, exponent] = Math.abs(n).toExponential().split('e');
  const digits = mantissa.replace('.', '').length;
  return (0.5 * 10 ** (Number(exponent) - digits + 1)) / Math.abs(n);
}

/**
 * A check of two spellings of one figure. Its tolerance is the index's own (0.1%), or the rounding the
 * claim's figures carry as quoted, summed over the figures the check reads, whichever is larger: a
 * press release that prints 0.229 J beside 1,178 W and 5,155 tokens/s is rounded, not wrong.
 */
function relativeCheck(
  c: Claim,
  name: string,
  unit: string,
  stated: number,
  implied: number,
  fields: (keyof Claim)[],
): ConsistencyCheck {
  const residual = relativeResidual(implied, stated);
  const rounding = fields.reduce((sum, f) => sum + quotedRounding(c[f] as number), 0);
  const tolerance = Math.max(IDENTITY_TOLERANCE, rounding);
  return {
    name,
    stated,
    implied,
    residual,
    tolerance,
    residual_kind: 'relative',
    unit,
    ok: Math.abs(residual) <= tolerance,
    fields,
  };
}

/** Implied tokens-per-watt change from power and throughput changes, in %. */
export function impliedTokensPerWattChangePct(powerChangePct: number, throughputChangePct: number): number {
  return ((1 + throughputChangePct / 100) / (1 + powerChangePct / 100) - 1) * 100;
}

function consistencyChecks(c: Claim): ConsistencyCheck[] {
  const checks: ConsistencyCheck[] = [];
  const {
    avg_power_w: p,
    output_tokens_per_s: t,
    energy_j: e,
    tokens: n,
    energy_per_token_j: ept,
    tokens_per_watt: tpw,
    window_s: w,
  } = c;
  if (ept !== undefined) {
    if (p !== undefined && t !== undefined)
      checks.push(
        relativeCheck(c, 'average power / throughput vs energy per token', 'J/token', ept, p / t, [
          'energy_per_token_j',
          'avg_power_w',
          'output_tokens_per_s',
        ]),
      );
    if (e !== undefined && n !== undefined)
      checks.push(
        relativeCheck(c, 'energy / tokens vs energy per token', 'J/token', ept, e / n, [
          'energy_per_token_j',
          'energy_j',
          'tokens',
        ]),
      );
  } else if (p !== undefined && t !== undefined && e !== undefined && n !== undefined) {
    checks.push(
      relativeCheck(c, 'energy / tokens vs average power / throughput', 'J/token', p / t, e / n, [
        'energy_j',
        'tokens',
        'avg_power_w',
        'output_tokens_per_s',
      ]),
    );
  }
  if (w !== undefined) {
    if (e !== undefined && p !== undefined)
      checks.push(
        relativeCheck(c, 'energy / window vs average power', 'W', p, e / w, ['avg_power_w', 'energy_j', 'window_s']),
      );
    if (n !== undefined && t !== undefined)
      checks.push(
        relativeCheck(c, 'tokens / window vs throughput', 'tokens/s', t, n / w, [
          'output_tokens_per_s',
          'tokens',
          'window_s',
        ]),
      );
  }
  if (tpw !== undefined) {
    if (p !== undefined && t !== undefined)
      checks.push(
        relativeCheck(c, 'tokens per watt vs throughput / average power', 'tokens/W', tpw, t / p, [
          'tokens_per_watt',
          'output_tokens_per_s',
          'avg_power_w',
        ]),
      );
    if (ept !== undefined)
      checks.push(
        relativeCheck(c, 'tokens per watt vs 1 / energy per token', 'tokens/W', tpw, 1 / ept, [
          'tokens_per_watt',
          'energy_per_token_j',
        ]),
      );
    else if (e !== undefined && n !== undefined)
      checks.push(
        relativeCheck(c, 'tokens per watt vs tokens / energy', 'tokens/W', tpw, n / e, [
          'tokens_per_watt',
          'tokens',
          'energy_j',
        ]),
      );
  }
  const { power_change_pct: dp, throughput_change_pct: dt, tokens_per_watt_change_pct: dtpw } = c;
  if (dp !== undefined && dt !== undefined && dtpw !== undefined) {
    const implied = impliedTokensPerWattChangePct(dp, dt);
    const residual = implied - dtpw;
    checks.push({
      name: 'tokens per watt change vs (1 + throughput change) / (1 + power change) - 1',
      stated: dtpw,
      implied,
      residual,
      tolerance: PERCENT_POINT_TOLERANCE,
      residual_kind: 'percentage_points',
      unit: '%',
      ok: Math.abs(residual) <= PERCENT_POINT_TOLERANCE,
      fields: ['tokens_per_watt_change_pct', 'power_change_pct', 'throughput_change_pct'],
    });
  }
  return checks;
}

/**
 * The context a claim must carry next to its number: the six points of the scoring box, in order. An item
 * is given when its field is (throughput: when any of its spellings is).
 */
const CONTEXT: (MissingItem & { item: keyof Claim; given?: (c: Claim) => boolean })[] = [
  {
    point: 1,
    item: 'boundary',
    label: 'where the watts were read (GPU, server or building)',
    why: 'a system or facility reading adds host, fans and cooling to the GPUs, so figures read at different places are not comparable',
  },
  {
    point: 1,
    item: 'basis',
    label: 'how the watts were obtained (measured, budgeted or estimated)',
    why: 'a measured reading, a provisioned budget and an estimate from rated power can differ several-fold for the same work',
  },
  {
    point: 2,
    item: 'gpu',
    label: 'the GPU model',
    why: 'energy per token differs by card generation: the same model can cost several times more on older hardware',
  },
  {
    point: 2,
    item: 'gpu_count',
    label: 'the number of GPUs',
    why: 'power must be summed over every card serving the model; one card missing from the sum halves the figure on a two-card setup',
  },
  {
    point: 3,
    item: 'window_s',
    label: 'the measurement window',
    why: 'idle time between bursts still draws power, so a figure without its window may mix busy and idle periods',
  },
  {
    point: 4,
    item: 'model',
    label: 'the language model served',
    why: 'a larger model costs more energy per token on the same hardware; without it the number cannot be placed',
  },
  {
    point: 4,
    item: 'workload',
    label: 'the workload (requests, prompt and output lengths)',
    why: 'output lengths and request mix change the batch a server can hold, and with it the energy per token',
  },
  {
    point: 4,
    item: 'serving_stack',
    label: 'the serving software and version',
    why: 'the serving software sets batching and kernels, which move energy per token at equal hardware',
  },
  {
    point: 5,
    item: 'settings',
    label: 'the settings (batch cap, power cap, parallelism)',
    why: 'one system at two settings gives two figures, not one; the setting says which was measured',
  },
  {
    point: 6,
    item: 'output_tokens_per_s',
    label: 'the throughput from the same run',
    why: 'a power cut bought with lost work also raises tokens per watt on paper; throughput from the same run shows whether work was lost',
    given: (c) => has(c.output_tokens_per_s) || (has(c.tokens) && has(c.window_s)) || has(c.throughput_change_pct),
  },
  {
    point: 6,
    item: 'p99_itl_ms',
    label: 'the tail latency (p99) from the same run',
    why: 'larger batches save energy per token at the cost of latency; the tail latency from the same run shows what the saving cost users',
  },
];

function missingContext(c: Claim): MissingItem[] {
  return CONTEXT.filter((k) => !(k.given ? k.given(c) : has(c[k.item]))).map(({ point, item, label, why }) => ({
    point,
    item,
    label,
    why,
  }));
}

/** The claim's energy per token from the first spelling it gives, with where it came from. */
function claimEnergyPerToken(c: Claim): { value: number; from: string } | null {
  if (c.energy_per_token_j !== undefined) return { value: c.energy_per_token_j, from: 'stated' };
  if (c.avg_power_w !== undefined && c.output_tokens_per_s !== undefined)
    return { value: c.avg_power_w / c.output_tokens_per_s, from: 'average power ÷ throughput' };
  if (c.energy_j !== undefined && c.tokens !== undefined)
    return { value: c.energy_j / c.tokens, from: 'energy ÷ tokens' };
  if (c.tokens_per_watt !== undefined) return { value: 1 / c.tokens_per_watt, from: '1 ÷ tokens per watt' };
  return null;
}

function conversionsOf(c: Claim, world: ComparisonData['world']): Conversions {
  const out: Conversions = {};
  const ept = claimEnergyPerToken(c);
  if (ept && world) {
    const { name, intensity_gco2_per_kwh, year } = world;
    out.gco2e_per_million = {
      value: gco2ePerMillionTokens(ept.value, intensity_gco2_per_kwh),
      grid: name,
      intensity_gco2_per_kwh,
      year,
    };
  }
  if (ept) {
    out.energy_per_token_j = ept.value;
    out.energy_per_token_from = ept.from;
    out.wh_per_million = whPerMillionTokens(ept.value);
    out.tokens_per_joule = tokensPerJoule(ept.value);
    out.tokens_per_watt = tokensPerJoule(ept.value);
  }
  if (c.avg_power_w !== undefined && c.gpu_count !== undefined) out.power_per_gpu_w = c.avg_power_w / c.gpu_count;
  if (c.power_change_pct !== undefined && c.throughput_change_pct !== undefined) {
    out.implied_tokens_per_watt_change_pct = impliedTokensPerWattChangePct(c.power_change_pct, c.throughput_change_pct);
  }
  return out;
}

const BOUNDARY_WARNINGS: Record<string, string> = {
  die: 'the claim reads watts at the die, inside the board the index reads; board memory and power delivery are left out, so the claim sits below a like-for-like figure',
  system:
    'the claim reads watts for the whole system (host CPUs, memory, network, fans) while the index reads the GPU board only; a system figure can be well above the GPU figure (see the DGX B200 nameplate on the B200 page)',
  facility:
    'the claim reads watts at the facility (the system plus cooling and power delivery, PUE) while the index reads the GPU board only; the claim sits well above a like-for-like figure',
  unstated:
    'the claim does not say where its watts were read, while the index reads the GPU board only; the ratio may compare different boundaries',
};

/** A name with case, spaces, dashes and underscores set aside: "Llama 3.1 8B" and "llama-3.1-8b" agree. */
export const looseName = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * The index model a claim names: by id, display name or id without the organisation ("Qwen3-32B"), with
 * case and spacing set aside; failing that, the one model whose name starts with what the claim gives
 * ("Llama 3.1 8B" is "Llama 3.1 8B Instruct"). Several such models: none, and the note names them.
 */
export function matchModel(
  query: string,
  rows: readonly Pick<ComparableRow, 'model' | 'model_name'>[],
): { match: ModelMatch | null; candidates: string[] } {
  const q = looseName(query);
  const models = new Map<string, { name: string; keys: string[] }>();
  for (const r of rows)
    if (!models.has(r.model))
      models.set(r.model, {
        name: r.model_name,
        keys: [r.model, r.model_name, r.model.slice(r.model.indexOf('/') + 1)].map(looseName),
      });
  if (q === '') return { match: null, candidates: [] };
  const exact = [...models].filter(([, m]) => m.keys.includes(q));
  const found = (by: ModelMatch['by'], [model, m]: [string, { name: string }]) => ({
    match: { query, model, model_name: m.name, by },
    candidates: [],
  });
  if (exact.length === 1) return found('name', exact[0]);
  const prefixed = [...models].filter(([, m]) => m.keys.some((k) => k.startsWith(q)));
  if (prefixed.length === 1) return found('prefix', prefixed[0]);
  return { match: null, candidates: [...(exact.length ? exact : prefixed)].map(([, m]) => m.name).sort() };
}

/** What a claim names as its GPU matches a row's GPU exactly, by short or full name: "H100 PCIe" is another card. */
function gpuMatcher(claimGpu: string, data: ComparisonData): (r: { gpu: string }) => boolean {
  const gpu = claimGpu.trim().toLowerCase();
  return (r) => r.gpu.toLowerCase() === gpu || data.acceleratorByGpu?.[r.gpu]?.name.toLowerCase() === gpu;
}

/** The row with the lowest energy per token; on a tie, the smaller id (code-unit order), whatever the input order. */
const lowestOf = <R extends { id: string; energy_per_token_j: number }>(rows: readonly R[]): R =>
  rows.reduce((a, b) => ((b.energy_per_token_j - a.energy_per_token_j || compareCodeUnits(b.id, a.id)) < 0 ? b : a));

/**
 * A claim set beside one index row, in words: the one place a comparison becomes a sentence. `where`
 * describes the row ("the index's lowest figure for ..."); `after` follows the ratio ("at the claim's own
 * boundary"); the rest says which row it was.
 */
function comparisonWith(
  conv: Conversions,
  match: ModelMatch,
  row: ComparableRow | WallRow,
  words: { where: string; after: string },
  fields: Pick<Comparison, 'task' | 'index_batch' | 'boundary_warning'>,
): Comparison {
  const claimEpt = conv.energy_per_token_j ?? null;
  const ratio = claimEpt === null ? null : claimEpt / row.energy_per_token_j;
  return {
    model: row.model,
    model_name: row.model_name,
    match,
    gpu: row.gpu,
    row_id: row.id,
    task: fields.task,
    index_energy_per_token_j: row.energy_per_token_j,
    index_num_gpus: row.num_gpus,
    index_batch: fields.index_batch,
    claim_energy_per_token_j: claimEpt,
    ratio,
    sentence:
      ratio === null
        ? `The claim gives no energy per token to set beside ${words.where}.`
        : `${num(claimEpt!)} J per token is ${fmtRatio(ratio)} ${words.where}${words.after}.`,
    boundary_warning: fields.boundary_warning,
  };
}

function compare(
  c: Claim,
  data: ComparisonData,
  conv: Conversions,
): { comparison: Comparison | null; note: string | null } {
  if (c.model === undefined || c.gpu === undefined) return { comparison: null, note: null };
  if (c.boundary === 'system') {
    const wall = compareAtWall(c, data, conv);
    if (wall) return { comparison: wall, note: null };
  }
  const gpuMatches = gpuMatcher(c.gpu, data);
  const { match, candidates } = matchModel(c.model, data.selected);
  const none = (why: string) => ({
    comparison: null,
    note: `The index has no figure for ${isolate(c.model!)} on ${isolate(c.gpu!)}: ${why}`,
  });
  if (!match) {
    return none(
      candidates.length > 1
        ? `the name fits ${candidates.length} models in the index (${candidates.map(isolate).join(', ')}); give the full name.`
        : 'the model is not in the index (names as on its models page).',
    );
  }
  const rows = data.selected.filter((r) => r.model === match.model && gpuMatches(r));
  if (rows.length === 0) {
    const gpus = [...new Set(data.selected.map((r) => r.gpu))].sort();
    return none(
      !data.selected.some(gpuMatches)
        ? `the index measured ${gpus.map(isolate).join(' and ')}, not this GPU.`
        : `the index has ${isolate(match.model_name)} on other GPUs only.`,
    );
  }
  const lowest = lowestOf(rows);
  const where = `the index's lowest figure for ${isolate(lowest.model_name)} on ${isolate(lowest.gpu)}: ${num(lowest.energy_per_token_j)} J per token with ${lowest.num_gpus} x ${isolate(lowest.gpu)} at batch cap ${lowest.batch}`;
  const boundary_warning =
    c.boundary === 'board'
      ? null
      : `${BOUNDARY_WARNINGS[c.boundary ?? 'unstated']}${c.boundary === 'system' || c.boundary === 'facility' || c.boundary === 'die' ? `. ${NO_INDEX_AT[c.boundary]}` : ''}`;
  return {
    comparison: comparisonWith(
      conv,
      match,
      lowest,
      { where, after: '' },
      { task: lowest.task, index_batch: lowest.batch, boundary_warning },
    ),
    note: null,
  };
}

/** What the index has at a claim's own boundary, when it is not the board. */
const NO_INDEX_AT = {
  system:
    'The index has no whole-system (wall) figure for this model and GPU, so it compares with the GPU-board figure',
  facility: 'The index has no facility-level figure (no source measures one), so it compares with the GPU-board figure',
  die: 'The index has no die-level figure (no source measures one), so it compares with the GPU-board figure',
} as const;

/**
 * A claim read at the wall, set beside the index's wall-power figures (MLPerf) for the same model and GPU:
 * the same boundary, so no warning. Within ONE source (the first in display order with a match).
 */
function compareAtWall(c: Claim, data: ComparisonData, conv: Conversions): Comparison | null {
  // The same forgiving name match as at the board, within the wall-power rows.
  const { match } = matchModel(c.model!, data.wallIndex ?? []);
  if (!match) return null;
  const gpuMatches = gpuMatcher(c.gpu!, data);
  const matches = (data.wallIndex ?? []).filter((r) => r.model === match.model && gpuMatches(r));
  if (matches.length === 0) return null;
  const source = matches[0].source;
  const lowest = lowestOf(matches.filter((r) => r.source === source));
  const where = `the index's lowest whole-system (wall) figure for ${isolate(lowest.model)} on ${isolate(lowest.gpu)} (${num(lowest.energy_per_token_j)} J per token, ${lowest.num_gpus} x ${isolate(lowest.gpu)}, ${isolate(lowest.source_name)} ${lowest.scenario}, result ${isolate(lowest.result_id)}, row ${lowest.id})`;
  return comparisonWith(
    conv,
    match,
    lowest,
    { where, after: ", at the claim's own boundary" },
    { task: lowest.scenario.toLowerCase(), index_batch: 0, boundary_warning: null },
  );
}

/** A failed check in words: "average power ÷ throughput gives 0.2285 J per token, the claim states 0.1142". */
function describeCheck(k: ConsistencyCheck): string {
  return k.residual_kind === 'percentage_points'
    ? `${k.name.split(' vs ')[0]}: stated ${signedPct(k.stated)}, implied ${signedPct(k.implied)}`
    : `${k.name}: stated ${num(k.stated)} ${k.unit}, implied ${num(k.implied)} ${k.unit}`;
}

/** The figures a claim gives, in words, for the "nothing to cross-check" verdict. */
function figuresGiven(c: Claim): string[] {
  const names: [keyof Claim, string][] = [
    ['avg_power_w', 'average power'],
    ['output_tokens_per_s', 'throughput'],
    ['energy_j', 'energy'],
    ['tokens', 'tokens'],
    ['energy_per_token_j', 'energy per token'],
    ['tokens_per_watt', 'tokens per watt'],
    ['power_change_pct', 'a power change'],
    ['throughput_change_pct', 'a throughput change'],
    ['tokens_per_watt_change_pct', 'a tokens-per-watt change'],
  ];
  return names.filter(([k]) => c[k] !== undefined).map(([, label]) => label);
}

const listWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** What the claim's figures imply, for the verdict: "0.07 J per token (19.4 Wh per million tokens)". */
function implied(conv: Conversions): string {
  const parts: string[] = [];
  if (conv.energy_per_token_j !== undefined)
    parts.push(`${num(conv.energy_per_token_j)} J per token (${num(conv.wh_per_million!)} Wh per million tokens)`);
  if (conv.implied_tokens_per_watt_change_pct !== undefined)
    parts.push(`${signedPct(conv.implied_tokens_per_watt_change_pct)} tokens per watt`);
  return parts.join(' and ');
}

/**
 * The verdict, first and in a reader's words: does the claim contradict itself, and can it be compared?
 * The missing context is counted here and listed after it, so a long list never buries the answer.
 */
function verdictOf(
  c: Claim,
  status: ConsistencyStatus,
  checks: ConsistencyCheck[],
  missing: MissingItem[],
  conv: Conversions,
): string {
  const n = missing.length;
  const gaps = n ? `it leaves out ${n} piece${n > 1 ? 's' : ''} of context a comparison needs` : '';
  const checked = `${checks.length} cross-check${checks.length > 1 ? 's' : ''}`;
  if (status === 'inconsistent') {
    const failed = checks.filter((k) => !k.ok);
    return `Contradiction: the claim's own figures disagree (${failed.map(describeCheck).join('; ')}).`;
  }
  if (status === 'nothing to cross-check') {
    const given = figuresGiven(c);
    const what =
      given.length > 1
        ? `Nothing to cross-check: the claim's figures (${listWords(given)}) do not restate one another, so they cannot contradict each other`
        : given.length === 1
          ? `Nothing to cross-check: the claim gives one figure (${given[0]}), so there is nothing to check it against`
          : 'Nothing to cross-check: the claim gives no energy, power or throughput figure';
    const imp = implied(conv);
    const says = given.length > 1 ? 'Together they imply' : 'It amounts to';
    return `${what}${imp ? `. ${says} ${imp}` : ''}${gaps ? `; ${gaps}` : ''}.`;
  }
  if (n) return `Consistent, but not yet comparable: the claim's figures agree (${checked}), but ${gaps}.`;
  return `Consistent and complete: the claim's figures agree (${checked}) and it states all six points of context.`;
}

export function checkClaim(claim: Claim, dataset?: ComparisonData): ClaimCheckResult {
  const checks = consistencyChecks(claim);
  const status: ConsistencyStatus =
    checks.length === 0 ? 'nothing to cross-check' : checks.every((k) => k.ok) ? 'consistent' : 'inconsistent';
  const missing = missingContext(claim);
  const conversions = conversionsOf(claim, dataset?.world);
  const { comparison, note } = dataset ? compare(claim, dataset, conversions) : { comparison: null, note: null };
  return {
    consistency: { status, checks },
    missing,
    conversions,
    comparison,
    comparison_note: note,
    verdict: verdictOf(claim, status, checks, missing, conversions),
  };
}

/** The exit code the command-line tool returns: 0 consistent and complete, 1 inconsistent, 2 otherwise (incomplete, or nothing to cross-check). */
export function exitCodeOf(r: ClaimCheckResult): 0 | 1 | 2 {
  if (r.consistency.status === 'inconsistent') return 1;
  if (r.consistency.status === 'consistent' && r.missing.length === 0) return 0;
  return 2;
}

/** The slice of a dataset the browser needs for the comparison: the index rows and GPU names. */
export function comparisonDataOf(d: ComparisonData): ComparisonData {
  const selected = d.selected.map(({ id, task, model, model_name, gpu, num_gpus, batch, energy_per_token_j }) => ({
    id,
    task,
    model,
    model_name,
    gpu,
    num_gpus,
    batch,
    energy_per_token_j,
  }));
  const acceleratorByGpu: Record<string, { name: string }> = {};
  for (const [gpu, a] of Object.entries(d.acceleratorByGpu ?? {})) acceleratorByGpu[gpu] = { name: a.name };
  const world = d.world && {
    name: d.world.name,
    intensity_gco2_per_kwh: d.world.intensity_gco2_per_kwh,
    year: d.world.year,
  };
  return { selected, acceleratorByGpu, world, wallIndex: d.wallIndex ?? [] };
}

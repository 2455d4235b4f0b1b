// A claim set beside the index's lowest figure for its model and GPU (names matched forgivingly): at the board, or at
// the wall when the claim reads the wall and a source measures there; a warning when boundaries differ.
import type { Boundary, Claim } from './schema.ts';
import { compareCodeUnits } from '../core/order.ts';
import type { WallRow } from '../core/source-rows/view.ts';
import { fmtEnergy, fmtRatio } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import type { Conversions } from './conversions.ts';
import type { ComparableRow, ComparisonData } from './data.ts';

/** The warning a claim read at another boundary than the board (the index's) carries beside the board figure. */
const BOUNDARY_WARNINGS: Record<Exclude<Boundary, 'board'> | 'unstated', string> = {
  die: 'the claim reads watts at the die, inside the board the index reads; board memory and power delivery are left out, so the claim sits below a like-for-like figure. The index has no die-level figure (no source measures one), so it compares with the GPU-board figure',
  system:
    'the claim reads watts for the whole system (host CPUs, memory, network, fans) while the index reads the GPU board only; a system figure can be well above the GPU figure (see the DGX B200 nameplate on the B200 page). The index has no whole-system (wall) figure for this model and GPU, so it compares with the GPU-board figure',
  facility:
    'the claim reads watts at the facility (the system plus cooling and power delivery, PUE) while the index reads the GPU board only; the claim sits well above a like-for-like figure. The index has no facility-level figure (no source measures one), so it compares with the GPU-board figure',
  unstated:
    'the claim does not say where its watts were read, while the index reads the GPU board only; the ratio may compare different boundaries',
};

/** A name with case, spaces, dashes and underscores set aside: "Llama 3.1 8B" and "llama-3.1-8b" agree. */
export const looseName = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * The index model a claim names, by id, display name or id without organisation, case and spacing aside; else the one
 * model whose name starts with it. Several such models: none, and the note names them.
 */
export function matchModel(query: string, rows: readonly Pick<ComparableRow, 'model' | 'model_name'>[]) {
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
  // by 'name': the same name once case and spacing are set aside; 'prefix': the only model whose name starts so.
  const found = (by: 'name' | 'prefix', [model, m]: [string, { name: string }]) => ({
    match: { query, model, model_name: m.name, by },
    candidates: [],
  });
  if (exact.length === 1) return found('name', exact[0]);
  const prefixed = [...models].filter(([, m]) => m.keys.some((k) => k.startsWith(q)));
  if (prefixed.length === 1) return found('prefix', prefixed[0]);
  return { match: null, candidates: [...(exact.length ? exact : prefixed)].map(([, m]) => m.name).sort() };
}
/** How the claim's model name was matched to the index: its model id and display name. */
export type ModelMatch = NonNullable<ReturnType<typeof matchModel>['match']>;

/** Whether a claim's GPU names the index's `gpu`, by short or full name, case aside: "H100 PCIe" is another card. */
export function namesGpu(claimGpu: string, gpu: string, fullNames: ComparisonData['acceleratorByGpu'] = {}): boolean {
  const n = claimGpu.trim().toLowerCase();
  return gpu.toLowerCase() === n || fullNames[gpu]?.name.toLowerCase() === n;
}

/** The row with the lowest energy per token; on a tie, the smaller id (code-unit order), whatever the input order. */
const lowestOf = <R extends { id: string; energy_per_token_j: number }>(rows: readonly R[]): R =>
  rows.reduce((a, b) => ((b.energy_per_token_j - a.energy_per_token_j || compareCodeUnits(b.id, a.id)) < 0 ? b : a));

/**
 * A claim beside one index row, in words: the one place a comparison becomes a sentence. `where` describes the row,
 * `after` follows the ratio.
 */
function comparisonWith(
  conv: Conversions,
  match: ModelMatch,
  row: ComparableRow | WallRow,
  at: { where: string; after: string; task: string; index_batch: number; boundary_warning: string | null },
) {
  const claimEpt = conv.energy_per_token_j ?? null;
  const ratio = claimEpt === null ? null : claimEpt / row.energy_per_token_j;
  return {
    model: row.model,
    model_name: row.model_name,
    match,
    gpu: row.gpu,
    /** The index row with the lowest energy per token for this model on this GPU, any task. */
    row_id: row.id,
    task: at.task,
    index_energy_per_token_j: row.energy_per_token_j,
    index_num_gpus: row.num_gpus,
    index_batch: at.index_batch,
    claim_energy_per_token_j: claimEpt,
    /** Claim J/token / index J/token; null when the claim gives no energy per token. */
    ratio,
    sentence:
      ratio === null
        ? `The claim gives no energy per token to set beside ${at.where}.`
        : `${fmtEnergy(claimEpt!)} J per token is ${fmtRatio(ratio)} ${at.where}${at.after}.`,
    /** Set when the claim's boundary is not 'board' (the index's): the ratio mixes boundaries. */
    boundary_warning: at.boundary_warning,
  };
}
export type Comparison = ReturnType<typeof comparisonWith>;

export function compare(
  c: Claim,
  data: ComparisonData,
  conv: Conversions,
): { comparison: Comparison | null; note: string | null } {
  if (c.model === undefined || c.gpu === undefined) return { comparison: null, note: null };
  if (c.boundary === 'system') {
    const wall = compareAtWall(c, data, conv);
    if (wall) return { comparison: wall, note: null };
  }
  const gpuMatches = (r: { gpu: string }) => namesGpu(c.gpu!, r.gpu, data.acceleratorByGpu);
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
  const where = `the index's lowest figure for ${isolate(lowest.model_name)} on ${isolate(lowest.gpu)}: ${fmtEnergy(lowest.energy_per_token_j)} J per token with ${lowest.num_gpus} x ${isolate(lowest.gpu)} at batch cap ${lowest.batch}`;
  const boundary_warning = c.boundary === 'board' ? null : BOUNDARY_WARNINGS[c.boundary ?? 'unstated'];
  const at = { where, after: '', task: lowest.task, index_batch: lowest.batch, boundary_warning };
  return { comparison: comparisonWith(conv, match, lowest, at), note: null };
}

/**
 * A wall claim beside the index's wall figures (MLPerf) for the same model and GPU: same boundary, no warning. Within
 * ONE source (the first in display order with a match).
 */
function compareAtWall(c: Claim, data: ComparisonData, conv: Conversions): Comparison | null {
  // The same forgiving name match as at the board, within the wall-power rows.
  const { match } = matchModel(c.model!, data.wallIndex ?? []);
  if (!match) return null;
  const matches = (data.wallIndex ?? []).filter(
    (r) => r.model === match.model && namesGpu(c.gpu!, r.gpu, data.acceleratorByGpu),
  );
  if (matches.length === 0) return null;
  const source = matches[0].source;
  const lowest = lowestOf(matches.filter((r) => r.source === source));
  const where = `the index's lowest whole-system (wall) figure for ${isolate(lowest.model)} on ${isolate(lowest.gpu)} (${fmtEnergy(lowest.energy_per_token_j)} J per token, ${lowest.num_gpus} x ${isolate(lowest.gpu)}, ${isolate(lowest.source_name)} ${lowest.scenario}, result ${isolate(lowest.result_id)}, row ${lowest.id})`;
  return comparisonWith(conv, match, lowest, {
    where,
    after: ", at the claim's own boundary",
    task: lowest.scenario.toLowerCase(),
    index_batch: 0,
    boundary_warning: null,
  });
}

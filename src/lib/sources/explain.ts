// Sentences explaining a source where its rows appear, from the source records and rows, never typed per page.
import type { SourceRecord } from '../core/schemas/sources.ts';
import { fmtCount } from '../text/format.ts';

/** "32 to 512", or "256" when every batch cap is the same. */
export function batchRange(batches: readonly number[]): string {
  if (batches.length === 0) return 'none';
  const lo = Math.min(...batches);
  const hi = Math.max(...batches);
  return lo === hi ? fmtCount(lo) : `${fmtCount(lo)} to ${fmtCount(hi)}`;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const noStop = (s: string) => s.replace(/\.\s*$/, '');

/**
 * Why two versions of one benchmark differ for one model and GPU at one boundary: each difference the records state and
 * each's batch caps. Null unless two versions read at one boundary.
 */
export function versionGapSentence(
  older: SourceRecord,
  newer: SourceRecord,
  subject: string,
  batches: { older: readonly number[]; newer: readonly number[] },
): string | null {
  if (older.boundary !== newer.boundary || older.id === newer.id) return null;
  const diffs: string[] = [];
  if (older.serving_stack !== newer.serving_stack)
    diffs.push(`serving stack: ${noStop(older.serving_stack)} against ${noStop(newer.serving_stack)}`);
  if (older.workload !== newer.workload)
    diffs.push(`workload: ${lowerFirst(noStop(older.workload))}, against ${lowerFirst(noStop(newer.workload))}`);
  diffs.push(`batch caps measured: ${batchRange(batches.older)} against ${batchRange(batches.newer)}`);
  if (older.latency_statistic !== newer.latency_statistic)
    diffs.push(`latency: ${noStop(older.latency_statistic)}, against ${noStop(newer.latency_statistic)}`);
  const meter = older.meter === newer.meter ? `, with the same meter (${older.meter})` : '';
  return (
    `Why ${older.name} and ${newer.name} differ for ${subject}: both read the watts at the ${older.boundary} ` +
    `boundary${meter}, but the runs differ (${older.name} first): ${diffs.join('; ')}. ` +
    `Energy per token moves with each of these, so the two are never ranked together; ${newer.name} is the current one.`
  );
}

/**
 * For a GPU measured only by another source at another boundary: what its figures are and where from. Null when the
 * GPU has board rows of its own.
 */
export function otherBoundaryOnlySentence(
  gpu: string,
  indexSource: SourceRecord,
  boardRows: number,
  others: readonly { record: SourceRecord; rows: number }[],
): string | null {
  if (boardRows > 0 || others.length === 0) return null;
  const list = others.map((o) => `${o.record.name} (${fmtCount(o.rows)} ${o.rows === 1 ? 'run' : 'runs'})`).join(', ');
  const boundaries = [...new Set(others.map((o) => o.record.boundary))].join(' and ');
  return (
    `${indexSource.name}, the source of this index, did not measure the ${gpu}: it has no figure here at the ` +
    `${indexSource.boundary} boundary. Its only figures are from ${list}, read at the ${boundaries} boundary` +
    `${others.every((o) => o.record.boundary.startsWith('system')) ? ' (the whole server, not the GPUs alone)' : ''}. ` +
    `They are shown below in their own tables and never ranked with ` +
    `the index's GPU-board figures.`
  );
}

/**
 * What passing the checks proves per kind of source (written into sources.json's `check_proves`): said on every figure
 * page, the methodology and source pages, so "passed" is never read for more than it is.
 */
export const CHECK_PROVES = {
  'ml-energy-v3':
    'ML.ENERGY computes energy per token from the same average power and throughput it publishes, so the identity check cannot disagree with a faithful copy: passing confirms the transcription, not the measurement.',
  'mlperf-inference':
    "The power is recomputed here from the analyzer's own samples over loadgen's window and must match the published Power_Result, so passing confirms the published wall power from its raw samples; the token rate is MLPerf's own.",
  'ml-energy-v2':
    'ML.ENERGY v2 publishes no average power, so no identity check is possible: these rows are transcribed and converted, and nothing in them is confirmed by a second figure.',
  contributed:
    "The identity check tests the lab's own figures against each other (average power / throughput against energy per token), so it catches an inconsistent submission, not a miscalibrated meter.",
} as const;

// Sentences explaining a source where it appears, from the records: each clause traced to a field of a tiny record.
import { describe, expect, it } from 'vitest';
import type { SourceRecord } from '../../../src/lib/core/schemas/sources.ts';
import { batchRange, otherBoundaryOnlySentence, versionGapSentence } from '../../../src/lib/sources/explain.ts';

const record = (over: Partial<SourceRecord>): SourceRecord =>
  ({
    kind: 'ml-energy-v2',
    id: 'old',
    name: 'Bench v2',
    boundary: 'board (GPU)',
    meter: 'Meter M',
    serving_stack: 'Stack 1',
    workload: 'Chat prompts.',
    latency_statistic: 'mean TPOT',
    ...over,
  }) as SourceRecord;
const OLD = record({});
const NEW = record({
  kind: 'ml-energy-v3',
  id: 'new',
  name: 'Bench v3',
  serving_stack: 'Stack 2',
  workload: 'Five tasks.',
});
const WALL = record({ kind: 'mlperf-inference', id: 'wall', name: 'Wall bench', boundary: 'system (wall, AC)' });

describe('batchRange', () => {
  it.each([
    [[32, 512, 128], '32 to 512'],
    [[256, 256], '256'],
    [[1024, 2048], '1,024 to 2,048'],
    [[], 'none'],
  ])('%j -> %j', (batches, text) => expect(batchRange(batches)).toBe(text));
});

describe('versionGapSentence', () => {
  it('names each stated difference, the batch caps of each and the shared meter', () => {
    expect(versionGapSentence(OLD, NEW, 'Model A on H100', { older: [32, 256], newer: [8, 1024] })).toBe(
      'Why Bench v2 and Bench v3 differ for Model A on H100: both read the watts at the board (GPU) boundary, ' +
        'with the same meter (Meter M), but the runs differ (Bench v2 first): serving stack: Stack 1 against Stack 2; ' +
        'workload: chat prompts, against five tasks; batch caps measured: 32 to 256 against 8 to 1,024. ' +
        'Energy per token moves with each of these, so the two are never ranked together; Bench v3 is the current one.',
    );
  });
  it('leaves out what the records do not differ in', () => {
    const sameStack = record({ ...NEW, serving_stack: 'Stack 1' } as Partial<SourceRecord>);
    expect(versionGapSentence(OLD, sameStack, 'M', { older: [1], newer: [2] })).not.toContain('serving stack');
  });
  it('is null across boundaries (that is the board-and-wall panel) or for one source against itself', () => {
    expect(versionGapSentence(OLD, WALL, 'M', { older: [1], newer: [1] })).toBeNull();
    expect(versionGapSentence(OLD, OLD, 'M', { older: [1], newer: [1] })).toBeNull();
  });
});

describe('otherBoundaryOnlySentence', () => {
  it('says a GPU with no board rows has only the other sources, with their runs and boundary', () => {
    expect(otherBoundaryOnlySentence('GPU X', NEW, 0, [{ record: WALL, rows: 6 }])).toBe(
      'Bench v3, the source of this index, did not measure the GPU X: it has no figure here at the board (GPU) ' +
        'boundary. Its only figures are from Wall bench (6 runs), read at the system (wall, AC) boundary (the whole ' +
        "server, not the GPUs alone). They are shown below in their own tables and never ranked with the index's " +
        'GPU-board figures.',
    );
  });
  it('is null for a GPU with board rows, or with no other source either', () => {
    expect(otherBoundaryOnlySentence('GPU X', NEW, 3, [{ record: WALL, rows: 6 }])).toBeNull();
    expect(otherBoundaryOnlySentence('GPU X', NEW, 0, [])).toBeNull();
  });
});

// What the identity check proves, said per source (real data): each record carries its kind's sentence, and
// every figure of both releases shows its source's (the first release, from before source records, takes
// the latest record of the same source). A record without one is refused.
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../../src/lib/node/read-data.ts';
import { allReleases } from '../../../src/lib/node/releases-load.ts';
import { allFigures } from '../../../src/lib/figures/figure.ts';
import { CHECK_PROVES } from '../../../src/lib/sources/explain.ts';
import { sourceRecordSchema } from '../../../src/lib/core/schemas/sources.ts';

describe('check_proves (real data)', () => {
  const { dataset } = loadDataset('data');
  it('every source record says what passing proves for its kind', () => {
    expect(dataset.sources.map((s) => [s.id, s.check_proves === CHECK_PROVES[s.kind]])).toEqual([
      ['ml-energy-v3', true],
      ['mlperf-inference-v5.1', true],
      ['mlperf-inference-v4.1', true],
      ['ml-energy-v2', true],
    ]);
    expect(CHECK_PROVES['ml-energy-v3']).toContain('confirms the transcription, not the measurement');
    expect(CHECK_PROVES['mlperf-inference']).toContain("recomputed here from the analyzer's own samples");
    expect(CHECK_PROVES.contributed).toContain("the lab's own figures against each other");
  });
  it('every figure of every release carries its source’s sentence', () => {
    const releases = allReleases(dataset);
    const figures = allFigures(releases);
    expect(releases.length).toBeGreaterThanOrEqual(2);
    expect(new Set(figures.map((f) => f.release.id))).toEqual(new Set(releases.map((r) => r.id)));
    expect(figures.every((f) => f.checkProves === CHECK_PROVES['ml-energy-v3'])).toBe(true);
  });
  it('a record without the sentence is refused, naming the field', () => {
    const { check_proves: _, ...without } = dataset.sources[0];
    const r = sourceRecordSchema.safeParse(without);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['check_proves']);
  });
});

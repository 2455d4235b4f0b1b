// Isolating right-to-left names inside left-to-right sentences.
import { describe, expect, it } from 'vitest';
import { FSI, isolate, needsIsolation, PDI } from '../../../src/lib/text/bidi.ts';

/** Depth of isolates after each character; never below zero, back to zero at the end when balanced. */
function depths(text: string): number[] {
  let depth = 0;
  return [...text].map((ch) => (depth += ch === '\u2066' || ch === '\u2067' || ch === FSI ? 1 : ch === PDI ? -1 : 0));
}

describe('isolate', () => {
  it('leaves left-to-right text alone (every real name)', () => {
    for (const t of ['Qwen 3 32B', 'NVIDIA DGX B200 (8x B200)', '<script>', 'Côte d’Ivoire', 'Zero\u200BWidth\uFEFF']) {
      expect(needsIsolation(t), t).toBe(false);
      expect(isolate(t)).toBe(t);
    }
  });

  it('wraps Hebrew, Arabic and bidi controls in FSI ... PDI', () => {
    expect(isolate('מודל')).toBe(`${FSI}מודל${PDI}`);
    expect(isolate('نموذج 7B')).toBe(`${FSI}نموذج 7B${PDI}`);
    expect(isolate('\u202Eexe.ledom')).toBe(`${FSI}\u202Eexe.ledom${PDI}`);
  });

  it('is idempotent', () => {
    for (const t of ['מודל', '\u202Ex', `${PDI}y`, 'plain']) expect(isolate(isolate(t)), t).toBe(isolate(t));
  });

  it('stays closed and never closes early, whatever isolate characters the text holds', () => {
    for (const t of [`a${PDI}\u202Eb`, `${PDI}${PDI}x\u2067`, `\u2066\u2067y`, `${FSI}z${PDI}${PDI}\u202E`]) {
      const out = isolate(t);
      const d = depths(out);
      expect(Math.min(...d), t).toBeGreaterThanOrEqual(0);
      // The outer isolate is open from the first character to the last, and only there.
      expect(
        d.slice(0, -1).every((x) => x >= 1),
        t,
      ).toBe(true);
      expect(d[d.length - 1], t).toBe(0);
    }
  });
});

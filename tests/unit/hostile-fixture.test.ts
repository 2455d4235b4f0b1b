// The hostile data fixture (tests/fixtures/hostile-data/): committed files equal what its script makes,
// pass validation, and really carry every kind of hostile text the browser test relies on.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateDataDir } from '../../src/lib/node/read-data.ts';
import { HOSTILE_DATA_DIR, HOSTILE_MODELS, hostileFiles, hostileIndex } from '../fixtures/hostile-data/make.ts';

describe('hostile data fixture', () => {
  it('is committed exactly as make.ts writes it', () => {
    for (const [name, body] of Object.entries(hostileFiles()))
      expect(readFileSync(join(HOSTILE_DATA_DIR, name), 'utf8'), name).toBe(body);
  });

  it('passes validation: nothing in it is refused, so the build must cope with all of it', () => {
    expect(validateDataDir(HOSTILE_DATA_DIR).errors).toEqual([]);
  });

  it('carries markup, quotes, right-to-left text, overrides, zero-width characters, a long word and formula starts', () => {
    const names = Object.values(HOSTILE_MODELS).map((m) => m.name);
    const all = JSON.stringify(hostileIndex());
    expect(names.some((n) => n.includes('<script>'))).toBe(true);
    expect(names.some((n) => n.includes('<img src=x onerror='))).toBe(true);
    expect(names.some((n) => n.includes('"') && n.includes("'"))).toBe(true);
    expect(names.some((n) => /[\u0590-\u05ff]/.test(n))).toBe(true);
    expect(names.some((n) => /[\u0600-\u06ff]/.test(n))).toBe(true);
    expect(names.some((n) => n.includes('\u202E'))).toBe(true);
    expect(names.some((n) => n.includes('\u200B') && n.includes('\uFEFF'))).toBe(true);
    expect(Math.max(...names.map((n) => Math.max(...n.split(/\s/).map((w) => w.length))))).toBeGreaterThanOrEqual(300);
    for (const start of ['=', '+', '-', '@', '\t'])
      expect(all.includes(JSON.stringify(start).slice(0, -1)), start).toBe(true);
    for (const start of ['=', '-', '@'])
      expect(
        names.some((n) => n.startsWith(start)),
        start,
      ).toBe(true);
  });
});

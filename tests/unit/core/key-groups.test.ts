// Grouping by a composite key without its string (core/key-groups.ts): the hash is FNV-1a over the key
// string's characters, and rows are grouped exactly as a Map keyed by the key string groups them.
import { describe, expect, it } from 'vitest';
import {
  firstWithKey,
  hashEnd,
  hashNumber,
  hashStart,
  hashText,
  type CompositeKey,
} from '../../../src/lib/core/key-groups.ts';
import { MEASUREMENT_KEY, rawMeasurementKey, type MeasurementKeyParts } from '../../../src/lib/core/row-id.ts';
import { PAIR_KEY, pairKey, type SelectableRow } from '../../../src/lib/core/index-selection.ts';
import { makeKeyParts } from '../../fixtures/factory.ts';

/** For each position, the first position with the same key, by a Map of key strings (the old way). */
function byStrings<T>(items: T[], text: (t: T) => string): number[] {
  const first = new Map<string, number>();
  return items.map((t, i) => first.get(text(t)) ?? (first.set(text(t), i), i));
}

function byKey<T>(items: T[], key: CompositeKey<T>): number[] {
  const firstOf = firstWithKey(items, key);
  return items.map((_, i) => firstOf(i));
}

const parts = (over: Partial<MeasurementKeyParts> = {}): MeasurementKeyParts =>
  makeKeyParts({ task: 'gpqa', model: 'Org/M', ...over });

describe('hashText and hashNumber', () => {
  it('are 32-bit FNV-1a: the published test vectors', () => {
    // FNV-1a 32-bit of "" is the offset basis, of "a" 0xe40c292c, of "foobar" 0xbf9cf968.
    expect(hashText(hashStart(), '') >>> 0).toBe(0x811c9dc5);
    expect(hashText(hashStart(), 'a') >>> 0).toBe(0xe40c292c);
    expect(hashText(hashStart(), 'foobar') >>> 0).toBe(0xbf9cf968);
    expect(hashEnd(hashText(hashStart(), 'a'))).toBe(0x240c292c);
  });
  it('hashNumber steps over the characters of String(n), whatever n is', () => {
    for (const n of [0, -0, 7, 10, 99, 100, 1234, 1_000_000, 2 ** 31 - 1, 2 ** 31, -1, 1.5, NaN, Infinity, 1e21])
      expect(hashNumber(hashStart(), n), String(n)).toBe(hashText(hashStart(), String(n)));
  });
  it('the measurement key hash is the hash of rawMeasurementKey', () => {
    for (const p of [parts(), parts({ model: 'a\u0000b', batch: 1_000_000 }), parts({ num_gpus: 1.5 })])
      expect(MEASUREMENT_KEY.hash(p)).toBe(hashEnd(hashText(hashStart(), rawMeasurementKey(p))));
  });
  it('the selection pair key hash is the hash of pairKey', () => {
    const pairs = [
      { task: 'gpqa', model: 'Org/M', gpu: 'H100' },
      { task: 'gpqa', model: 'a\u0000b', gpu: 'B200' },
      { task: '', model: '', gpu: '' },
    ];
    for (const p of pairs) {
      const row = { ...parts(p), id: 'x', energy_per_token_j: 1, median_itl_ms: 1 } satisfies SelectableRow;
      expect(PAIR_KEY.hash(row)).toBe(hashEnd(hashText(hashStart(), pairKey(p))));
    }
  });
});

describe('firstWithKey', () => {
  it('groups measurement keys as a Map of their strings does, repeats and all', () => {
    const rows = [
      parts(),
      parts({ batch: 128 }),
      parts(),
      parts({ gpu: 'B200' }),
      parts({ batch: 128 }),
      parts({ num_gpus: 4, tensor_parallel: 4 }),
      parts(),
    ];
    expect(byKey(rows, MEASUREMENT_KEY)).toEqual([0, 1, 0, 3, 1, 5, 0]);
    expect(byKey(rows, MEASUREMENT_KEY)).toEqual(byStrings(rows, rawMeasurementKey));
  });
  it('keeps the key strings as the last word where fields differ but the strings are equal', () => {
    // A NUL inside a name shifts where one field ends: different fields, one key string.
    const a = parts({ model: 'M\u0000H100', gpu: 'x' });
    const b = parts({ model: 'M', gpu: 'H100\u0000x' });
    expect(rawMeasurementKey(a)).toBe(rawMeasurementKey(b));
    expect(byKey([a, b], MEASUREMENT_KEY)).toEqual([0, 0]);
  });
  it('tells different keys apart when every hash collides', () => {
    const collide: CompositeKey<string> = { hash: () => 7, sameFields: (a, b) => a === b, text: (s) => s };
    const items = ['a', 'b', 'a', 'c', 'b', 'c', 'd'];
    expect(byKey(items, collide)).toEqual([0, 1, 0, 3, 1, 3, 6]);
  });
  it('agrees with a Map of key strings on 5,000 random settings (seeded)', () => {
    let seed = 99;
    const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), seed % n);
    const rows = Array.from({ length: 5000 }, () =>
      parts({
        task: ['gpqa', 'lm-arena-chat'][rand(2)],
        model: `Org/M${rand(20)}`,
        gpu: ['H100', 'B200'][rand(2)],
        num_gpus: 1 + rand(4),
        batch: 2 ** rand(6),
      }),
    );
    const groups = byKey(rows, MEASUREMENT_KEY);
    expect(groups).toEqual(byStrings(rows, rawMeasurementKey));
    expect(new Set(groups).size).toBeLessThan(rows.length);
  });
});

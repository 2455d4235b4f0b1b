// Group rows by a multi-field key without building a key string per row (those strings dominated time and memory on a
// million rows). Hash field by field over the key string's characters; on a hash match compare fields, then strings.

/** How to tell one key: a hash of its characters, its fields compared, and its string as the last word. */
export interface CompositeKey<T> {
  /** A 30-bit hash that depends only on the key string's characters (see hashText and hashNumber). */
  hash(item: T): number;
  /** Same fields, so the same key string; false says only "look closer". */
  sameFields(a: T, b: T): boolean;
  /** The key string itself, built only when two rows' hashes meet but their fields differ. */
  text(item: T): string;
}

/** Between the fields of a key string: a character no task, model or GPU name contains. */
export const SEP = '\u0000';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a, one step per UTF-16 code unit of `s`, from the running hash `h` (start from FNV_OFFSET). */
export function hashText(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

/** The same steps over the characters of String(n), without building it for a whole number. */
export function hashNumber(h: number, n: number): number {
  if (!(n >= 0 && n <= 0x7fffffff && (n | 0) === n)) return hashText(h, String(n));
  let d = 1;
  while (d * 10 <= n) d *= 10;
  for (; d >= 1; d = (d / 10) | 0) h = Math.imul(h ^ (48 + (((n / d) | 0) % 10)), FNV_PRIME);
  return h;
}

export const hashStart = (): number => FNV_OFFSET;

/** A running hash as a small non-negative integer (a Map key V8 stores without boxing it). */
export const hashEnd = (h: number): number => h & 0x3fffffff;

/**
 * A function giving, for position i, the position of the first item with the same key (i itself when items[i] is the
 * first). Ask positions in increasing order.
 */
export function firstWithKey<T>(items: readonly T[], key: CompositeKey<T>): (i: number) => number {
  const first = new Map<number, number>();
  /** Further keys that share a hash with an earlier, different key: rare, so a short list each. */
  let others: Map<number, number[]> | null = null;
  const same = (p: number, item: T) => key.sameFields(items[p], item) || key.text(items[p]) === key.text(item);
  return (i) => {
    const item = items[i];
    const h = key.hash(item);
    const f = first.get(h);
    if (f === undefined) {
      first.set(h, i);
      return i;
    }
    if (same(f, item)) return f;
    others ??= new Map();
    const list = others.get(h) ?? others.set(h, []).get(h)!;
    for (const p of list) if (same(p, item)) return p;
    list.push(i);
    return i;
  };
}

/**
 * Code-unit (UTF-16) order: unlike localeCompare the same in every locale, so sorted outputs are byte-identical
 * everywhere. For orders a reader sees as alphabetical, use localeCompare with an explicit locale.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Code-unit order, but digit runs compare as numbers ("b32" before "b128"), as ids carry settings as numbers.
 * Locale-free; equal numbers written differently ("b032", "b32") fall back to code units, so no two ids tie.
 */
export function compareNatural(a: string, b: string): number {
  const run = /\d+|\D+/g;
  const as = a.match(run) ?? [];
  const bs = b.match(run) ?? [];
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const x = as[i];
    const y = bs[i];
    const numeric = /^\d/.test(x) && /^\d/.test(y);
    const d = numeric ? compareDigits(x, y) : compareCodeUnits(x, y);
    if (d !== 0) return d;
  }
  return as.length - bs.length || compareCodeUnits(a, b);
}

/** Digit runs by value without Number (which loses digits past 2^53): length, then code units, after leading zeros. */
function compareDigits(x: string, y: string): number {
  const p = x.replace(/^0+(?=\d)/, '');
  const q = y.replace(/^0+(?=\d)/, '');
  return p.length - q.length || compareCodeUnits(p, q);
}

/**
 * Code-unit (UTF-16) order of two strings: the same on every machine and in every locale, unlike
 * localeCompare, so files and pages built from sorted lists are byte-identical wherever they are built.
 * For orders a reader sees as alphabetical, use localeCompare with an explicit locale instead.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Code-unit order, except that runs of ASCII digits compare as numbers: "b32" before "b128", "tp2" before
 * "tp16". Ids carry settings as numbers inside text (ML.ENERGY v2's batch, tensor parallelism), and a
 * table listed in plain text order read 128, 192, 256, 32. Locale-free, so the same everywhere; equal
 * numbers written differently ("b032", "b32") fall back to code-unit order, so no two ids tie.
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

/** Two runs of digits by value, without Number (which loses digits past 2^53): length, then code units, after leading zeros. */
function compareDigits(x: string, y: string): number {
  const p = x.replace(/^0+(?=\d)/, '');
  const q = y.replace(/^0+(?=\d)/, '');
  return p.length - q.length || compareCodeUnits(p, q);
}

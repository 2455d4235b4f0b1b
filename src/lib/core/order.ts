/**
 * Code-unit (UTF-16) order of two strings: the same on every machine and in every locale, unlike
 * localeCompare, so files and pages built from sorted lists are byte-identical wherever they are built.
 * For orders a reader sees as alphabetical, use localeCompare with an explicit locale instead.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

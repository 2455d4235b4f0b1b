// Versions across releases: a thing (figure, source row, chart) the next release holds unchanged is one version, with
// one address that never moves (its first release's), so what a release adds grows with what changed.
/**
 * Releases published before fixed addresses: their versions' pages are at the newest of them, older addresses lead
 * there (releases/[id]/rows/[...moved].astro). They count as one release, so published pages stay put.
 */
export const RELEASES_WITH_PAGES_AT_THE_NEWEST: readonly string[] = ['2026-02-16', '2026-12-01'];

const atTheNewest = new Set(RELEASES_WITH_PAGES_AT_THE_NEWEST);

/** One release's address of a version. */
export interface Holder {
  id: string;
  /** The thing's address in that release. */
  path: string;
}

/** Where one release's copy of a thing stands among its versions. */
export interface Placed<T> {
  item: T;
  releaseId: string;
  /** Every release holding this version unchanged, oldest first, with the thing's address in each (shared). */
  heldBy: Holder[];
  /** The holder whose address shows the version. */
  home: Holder;
  /**
   * This release's own address: the version's page, a small page leading to it (RELEASES_WITH_PAGES_AT_THE_NEWEST), or
   * nothing (a later release links to the version's page).
   */
  address: 'page' | 'moved' | 'none';
}

/** Where a version is shown: at the newest of its holders published before fixed addresses, else at its first. */
export function homeOf(heldBy: readonly Holder[]): Holder {
  return heldBy.findLast((h) => atTheNewest.has(h.id)) ?? heldBy[0];
}

/** The holder whose address is a thing's `home` (the path its figure or chart records of the version's page). */
export const homeHolder = (t: { heldBy: readonly Holder[]; home: string }): Holder =>
  t.heldBy.find((h) => h.path === t.home)!;

/**
 * Each release's things (oldest first) placed among versions: the same `name` and `key` (all its page or file shows
 * but the release) as in the release before is the same version.
 */
export function placeVersions<T>(
  releases: readonly { id: string; items: readonly T[] }[],
  name: (t: T) => string,
  key: (t: T) => string,
  path: (releaseId: string, t: T) => string,
): Placed<T>[] {
  const out: Placed<T>[] = [];
  let before = new Map<string, { key: string; placed: Placed<T> }>();
  for (const rel of releases) {
    const here = new Map<string, { key: string; placed: Placed<T> }>();
    for (const item of rel.items) {
      const k = key(item);
      const n = name(item);
      const prev = before.get(n);
      const heldBy = prev && prev.key === k ? prev.placed.heldBy : [];
      heldBy.push({ id: rel.id, path: path(rel.id, item) });
      const placed: Placed<T> = { item, releaseId: rel.id, heldBy, home: heldBy[0], address: 'none' };
      here.set(n, { key: k, placed });
      out.push(placed);
    }
    before = here;
  }
  for (const p of out) {
    p.home = homeOf(p.heldBy);
    const own = p.heldBy.find((h) => h.id === p.releaseId)!;
    p.address = own === p.home ? 'page' : atTheNewest.has(own.id) ? 'moved' : 'none';
  }
  return out;
}

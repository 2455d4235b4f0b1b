// Versions across releases: a thing a release publishes (a figure, a source row, a chart) that the next
// release holds unchanged is one version, with one page (or one set of files) at one address that never
// moves: the address of the first release holding it. A later release holding it unchanged links to that
// address and mints none of its own, so what a release adds grows with what changed, not with what it
// holds. Pure.
/**
 * The releases published before a version had one fixed address: each version they held unchanged got its
 * page at the newest of them, and the older ones' addresses of it are small pages leading there (as
 * FigureMoved.astro writes them). They count as one release when finding a version's address, so the pages
 * already published stay where they are; every later release follows the first-release rule.
 */
export const RELEASES_WITH_PAGES_AT_THE_NEWEST: readonly string[] = ['2026-02-16', '2026-12-01'];

const atTheNewest = new Set(RELEASES_WITH_PAGES_AT_THE_NEWEST);

/** One release's address of a version. */
export interface Holder {
  /** Release id. */
  id: string;
  /** The thing's address in that release. */
  path: string;
}

/** Where one release's copy of a thing stands among its versions. */
export interface Placed<T> {
  item: T;
  /** The release this copy is of. */
  releaseId: string;
  /** Every release holding this version unchanged, oldest first, with the thing's address in each (shared). */
  heldBy: Holder[];
  /** The holder whose address shows the version. */
  home: Holder;
  /**
   * What this release's own address is: the version's page, a small page leading to it (a release of
   * RELEASES_WITH_PAGES_AT_THE_NEWEST), or nothing (a later release, which links to the version's page).
   */
  address: 'page' | 'moved' | 'none';
}

/** Where a version is shown: at the newest of its holders published before fixed addresses, else at its first. */
export function homeOf(heldBy: readonly Holder[]): Holder {
  const early = heldBy.filter((h) => atTheNewest.has(h.id));
  return early.length > 0 ? early[early.length - 1] : heldBy[0];
}

/** The holder whose address is a thing's `home` (the path its figure or chart records of the version's page). */
export const homeHolder = (t: { heldBy: readonly Holder[]; home: string }): Holder =>
  t.heldBy.find((h) => h.path === t.home)!;

/**
 * Each release's things (releases oldest first), placed among their versions: a thing whose `name` the
 * release before also had, with the same `key` (everything its page or file shows but the release), is
 * the same version.
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
  const homes = new Map<Holder[], Holder>();
  for (const p of out) {
    let home = homes.get(p.heldBy);
    if (!home) homes.set(p.heldBy, (home = homeOf(p.heldBy)));
    p.home = home;
    const own = p.heldBy.find((h) => h.id === p.releaseId)!;
    p.address = own === home ? 'page' : atTheNewest.has(own.id) ? 'moved' : 'none';
  }
  return out;
}

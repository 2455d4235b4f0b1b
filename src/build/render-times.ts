// Node-only: how long the build spent rendering each kind of route, for the stage lines (build-report.ts).
// Astro's own per-file times cannot be summed by kind: with build.concurrency above 1 its "├─ file" and
// "(+12ms)" lines of different files interleave. The prerenderer (page-workers.ts) times each render where it
// runs instead, on a worker thread or the main one, and adds it here: one module, shared by the integrations.

/** A route Astro renders: an HTML page, or an endpoint that writes a data file (CSV, JSON, PNG, ...). */
export type RouteKind = 'page' | 'endpoint';

const totals: Record<RouteKind, { ms: number; count: number }> = {
  page: { ms: 0, count: 0 },
  endpoint: { ms: 0, count: 0 },
};

/** Adds one render of a route of this kind that took `ms` milliseconds. */
export function recordRender(kind: RouteKind, ms: number): void {
  totals[kind].ms += ms;
  totals[kind].count++;
}

/** The summed render time of this kind, or null when none was timed (pages rendered by Astro's own renderer). */
export function renderMs(kind: RouteKind): number | null {
  return totals[kind].count ? totals[kind].ms : null;
}

/** Back to nothing timed, when a build starts. */
export function resetRenderTimes(): void {
  for (const t of Object.values(totals)) Object.assign(t, { ms: 0, count: 0 });
}

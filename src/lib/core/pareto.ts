/** Pareto frontier of (latency, energy): points no other point beats on both, sorted by latency. */
export function paretoFrontier<T>(points: readonly T[], x: (p: T) => number, y: (p: T) => number): T[] {
  const sorted = [...points].sort((a, b) => x(a) - x(b) || y(a) - y(b));
  const frontier: T[] = [];
  let best = Infinity;
  for (const p of sorted) {
    if (y(p) < best) {
      frontier.push(p);
      best = y(p);
    }
  }
  return frontier;
}

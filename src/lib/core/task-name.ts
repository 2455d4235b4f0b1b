type Named = { id: string; name: string };

const names = new WeakMap<readonly Named[], Map<string, string>>();

/**
 * A task's display name from the data's task list, or the id for a task it does not name (a pasted or archived row).
 * One map per task list, built on first use.
 */
export function taskName(d: { tasks: readonly Named[] }, id: string): string {
  let byId = names.get(d.tasks);
  if (!byId) names.set(d.tasks, (byId = new Map(d.tasks.map((t) => [t.id, t.name]))));
  return byId.get(id) ?? id;
}

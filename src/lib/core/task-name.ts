type Named = { id: string; name: string };

const names = new WeakMap<readonly Named[], Map<string, string>>();

/**
 * A task's name as the site shows it, from the data's task list; the id itself for a task the list does
 * not name (validation refuses such rows in data/, but a pasted or archived row may carry one).
 * One map per task list, built on first use, so a million lookups stay linear.
 */
export function taskName(d: { tasks: readonly Named[] }, id: string): string {
  let byId = names.get(d.tasks);
  if (!byId) names.set(d.tasks, (byId = new Map(d.tasks.map((t) => [t.id, t.name]))));
  return byId.get(id) ?? id;
}

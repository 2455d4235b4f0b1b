import type { z } from 'zod';
import { describe } from '../core/schemas/describe.ts';

/** Lists whose items carry an id worth naming in an error. */
const ID_LISTS = new Set(['rows', 'entities', 'accelerators', 'systems', 'tasks', 'sources', 'figures']);

/** "rows[12] (id lm-arena-chat...): avg_power_w". The id comes from the raw value, so even a failed row is named. */
export function locate(root: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'top level';
  const head = String(path[0]);
  if (ID_LISTS.has(head) && typeof path[1] === 'number') {
    const item = (root as Record<string, unknown[]>)?.[head]?.[path[1]] as Record<string, unknown> | undefined;
    const id = item && typeof item === 'object' && typeof item.id === 'string' ? ` (id ${item.id})` : '';
    const rest = path.slice(2);
    return `${head}[${path[1]}]${id}${rest.length ? `: ${dotted(rest)}` : ''}`;
  }
  return dotted(path);
}

function dotted(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

/** One line per zod issue: "<file>: <where>: <what was expected and found>". */
export function formatIssues(file: string, root: unknown, issues: readonly z.core.$ZodIssue[]): string[] {
  const lines: string[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        lines.push(
          `${file}: ${locate(root, [...issue.path, key])}: unknown field (not in the schema; check its spelling)`,
        );
      continue;
    }
    lines.push(`${file}: ${locate(root, issue.path)}: ${messageOf(issue, root)}`);
  }
  return lines;
}

/** Zod drops the input from its issues, so read the found value (or its absence) from the raw file. */
function lookup(root: unknown, path: readonly PropertyKey[]): { present: boolean; value: unknown } {
  let node: unknown = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !(key in (node as object)))
      return { present: false, value: undefined };
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return { present: true, value: node };
}

function messageOf(issue: z.core.$ZodIssue, root: unknown): string {
  const { present, value: input } = lookup(root, issue.path);
  if (issue.code === 'invalid_type' && !present) return `missing: ${issue.message.replace(/, got nothing$/, '')}`;
  if (issue.code === 'invalid_type' && issue.path.length === 0)
    return `wrong top-level shape: expected ${issue.expected === 'object' ? 'an object' : issue.expected}, got ${describe(input)}`;
  if (issue.message.startsWith('Invalid input')) return `${issue.message}, got ${describe(input)}`;
  return issue.message;
}

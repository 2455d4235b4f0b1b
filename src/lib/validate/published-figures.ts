// data/published-figures.json: optional (older releases have none); refused with file, entry id and field when wrong.
import { publishedFiguresFileSchema, type PublishedFiguresFile } from '../core/schemas/published-figures.ts';
import { formatIssues } from '../text/format-issues.ts';
import type { Named } from './data-files.ts';
import { claimSchema } from '../claims/schema.ts';

export const PUBLISHED_FILE = 'published-figures.json';

export function validatePublished(named: Named): { errors: string[]; data?: PublishedFiguresFile } {
  const parsed = publishedFiguresFileSchema.safeParse(named.value);
  if (!parsed.success) return { errors: formatIssues(named.file, named.value, parsed.error.issues) };
  // A claim is in the claim checker's own format: its schema, its messages, the entry's path.
  const errors = parsed.data.figures.flatMap((f, i) => {
    if (!f.claim) return [];
    const claim = claimSchema.safeParse(f.claim);
    if (claim.success) return [];
    const issues = claim.error.issues.map((issue) => ({ ...issue, path: ['figures', i, 'claim', ...issue.path] }));
    return formatIssues(named.file, named.value, issues);
  });
  return errors.length ? { errors } : { errors: [], data: parsed.data };
}

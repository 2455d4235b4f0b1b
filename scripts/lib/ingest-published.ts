// Published figures (data/curated/published-figures.json) into data/published-figures.json: the
// entries as compiled, checked by the same schema as the build, in the file's own order.
import { readFileSync } from 'node:fs';
import { parseJsonText } from '../../src/lib/text/parse-json.ts';
import { validatePublished } from '../../src/lib/validate/published-figures.ts';
import type { PublishedFiguresFile } from '../../src/lib/core/schemas/published-figures.ts';

export function ingestPublished(path: string): PublishedFiguresFile {
  const parsed = parseJsonText(path, readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const { errors, data } = validatePublished({ file: path, value: parsed.value });
  if (!data) throw new Error(`published figures refused:\n${errors.join('\n')}`);
  return data;
}

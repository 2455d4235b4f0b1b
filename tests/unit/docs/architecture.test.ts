// docs/architecture.md is the map a newcomer reads first: its table "Where each feature lives" must name every folder
// of src/lib/ in its Domain column, so a new feature folder cannot land without a row. The reader of the table is
// tested on tiny texts first, so a reader that finds nothing cannot pass unnoticed.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

/** The cells of one column (by header name) of the Markdown table that follows the given heading. */
export function columnUnder(md: string, heading: string, column: string): string[] {
  const lines = md.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const table = lines
    .slice(start + 1)
    .filter((l, i, all) => l.startsWith('|') && all.slice(0, i).every((p) => p.startsWith('|') || !p.trim()));
  const cells = (row: string) =>
    row
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim());
  const header = cells(table[0] ?? '');
  const at = header.indexOf(column);
  if (at < 0) throw new Error(`no column "${column}" under "${heading}"`);
  return table.slice(2).map((row) => cells(row)[at] ?? '');
}

/** The src/lib folders that no cell names, as `src/lib/<folder>/` or a bare `<folder>/` at the start of a code span. */
export function foldersWithoutRow(folders: string[], cells: string[]): string[] {
  const named = new Set(
    cells.flatMap((cell) => [...cell.matchAll(/`(?:src\/lib\/)?([a-z0-9-]+)\//g)].map((m) => m[1])),
  );
  return folders.filter((f) => !named.has(f));
}

const TABLE_HEADING = '## Where each feature lives';

describe('the architecture map', () => {
  const tiny = [
    TABLE_HEADING,
    '',
    '| Feature | Domain (`src/lib/`) | Build |',
    '| --- | --- | --- |',
    '| data | `core/` (schemas), `node/read-data.ts` | |',
    '| charts | `src/lib/charts/` | `images/` |',
    '',
    'After the table: `later/` is prose.',
  ].join('\n');

  it('reads the Domain column of the table under its heading', () => {
    expect(columnUnder(tiny, TABLE_HEADING, 'Domain (`src/lib/`)')).toEqual([
      '`core/` (schemas), `node/read-data.ts`',
      '`src/lib/charts/`',
    ]);
  });

  it('names the folders no row holds, and not those in other columns or after the table', () => {
    const cells = columnUnder(tiny, TABLE_HEADING, 'Domain (`src/lib/`)');
    expect(foldersWithoutRow(['core', 'node', 'charts', 'images', 'later'], cells)).toEqual(['images', 'later']);
  });

  it('has a row for every folder of src/lib/', () => {
    const folders = readdirSync('src/lib', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    const cells = columnUnder(readFileSync('docs/architecture.md', 'utf8'), TABLE_HEADING, 'Domain (`src/lib/`)');
    expect(foldersWithoutRow(folders, cells), 'add a row (or name the folder) in docs/architecture.md').toEqual([]);
  });
});

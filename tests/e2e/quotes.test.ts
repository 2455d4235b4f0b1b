// Every quotable sentence the built site prints (real data, every release): home's and each task's (the lowest
// figure and the GPU finding), each figure page's and the quoting page's examples are at most 40 words, and the
// leaderboards quote their lowest figure saying what it is the lowest of. Reads dist/ as files: no browser needed.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import { QUOTE_MAX_WORDS, wordCount } from '../../src/lib/citation/sentence.ts';

const DIST = 'dist';
const d = loadDataset('data').dataset;
const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
/** The sentences of a page's quote blocks (QuoteFigure's `data-quote` paragraph), as text, by id. */
const quotesOf = (file: string) =>
  [...readFileSync(join(DIST, file), 'utf8').matchAll(/<p id="([^"]+)" data-quote>(.*?)<\/p>/gs)].map((m) => ({
    file,
    id: m[1],
    text: m[2].replace(/<[^>]+>/g, ''),
  }));
const quotes = pages.flatMap(quotesOf);

describe('quotable sentences in dist/', () => {
  it('are on home, each task page, each figure page that has a figure, and the quoting page', () => {
    const on = (file: string) => quotes.filter((q) => q.file === file).map((q) => q.id);
    expect(on('index.html')).toEqual(['quote-finding', 'quote-lowest']);
    for (const t of d.tasks) expect(on(join('tasks', t.id, 'index.html'))).toContain('quote-lowest');
    expect(on('quoting/index.html').length).toBeGreaterThan(0);
    const figurePages = quotes.filter((q) => q.id === 'quote-sentence');
    expect(figurePages.length).toBeGreaterThanOrEqual(d.publishable.length);
  });
  it('are each at most 40 words', () => {
    const over = quotes.filter((q) => wordCount(q.text) > QUOTE_MAX_WORDS).map((q) => `${q.file} #${q.id}: ${q.text}`);
    expect(over).toEqual([]);
  });
  it("say, on each leaderboard, what the lowest figure is the lowest of: the task's pairs", () => {
    for (const t of d.tasks) {
      const lowest = quotesOf(join('tasks', t.id, 'index.html')).find((q) => q.id === 'quote-lowest')!;
      const pairs = d.selected.filter((r) => r.task === t.id).length;
      expect(lowest.text).toContain(`lowest of ${pairs} model-GPU pairs in`);
    }
  });
});

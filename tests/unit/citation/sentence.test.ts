// The figure page's quotable sentence (src/lib/citation/sentence.ts): at most 40 words, dropping the least needed
// words first as names grow, never the latency, the boundary or the link. On makeRow's row (Model A on 2 x H100,
// batch cap 64, 0.250 J per output token over 400-token answers = 100 J = 100 / 3600 = 0.0278 Wh per answer,
// median ITL 20 ms), then on the real data (said so below).
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import {
  QUOTE_MAX_WORDS,
  fittingQuote,
  quoteCredit,
  quoteSentence,
  wordCount,
} from '../../../src/lib/citation/sentence.ts';
import { OWN_PAGES } from '../../../src/lib/text/site-links.ts';
import { quoteInput } from '../../../src/lib/citation/inputs.ts';
import { quotingExamples } from '../../../src/lib/figures/quoting.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { loadRelease } from '../../fixtures/fixture-releases.ts';

const row = buildDataset(makeIndex([makeRow()]), makeGrid(), makeHardware()).rows[0];
const release = { id: 'r1', boundary: 'board (GPU)', basis: 'measured' };
const url = 'https://site.example/x/';
/** The row's sentence with a model name `extra` words longer than "Model A". */
const quoteWith = (extra: number) =>
  quoteSentence({
    row: { ...row, model_name: ['Model A', ...Array(extra).fill('W')].join(' ') },
    taskName: 'Chat',
    release,
    url,
  });

describe('quoteSentence', () => {
  it('leads with Wh per answer and its length, J per output token beside, then task, basis, boundary, release, link', () => {
    const q = quoteWith(0);
    // The fullest form (answer of 400 output tokens, on the Chat task) is 44 words: the next one fits.
    expect(q).toBe(
      'Model A on 2 x H100 (batch cap 64, median inter-token latency 20.0 ms) used 0.0278 Wh per 400-token answer ' +
        '(0.250 J per output token) in Chat, measured at the GPU board (Energy per Token Index, release r1: ' +
        'https://site.example/x/).',
    );
    expect(wordCount(q)).toBe(39);
  });
  it('as names grow, shortens J per output token, then drops it, keeping at most 40 words', () => {
    expect(quoteWith(1)).toContain('used 0.0278 Wh per 400-token answer (0.250 J per output token) in Chat, measured');
    // Two more words: 41 with "per output token", 40 with "per token".
    expect(quoteWith(2)).toContain('used 0.0278 Wh per 400-token answer (0.250 J per token) in Chat, measured');
    expect(quoteWith(3)).toContain('used 0.0278 Wh per 400-token answer in Chat, measured');
    for (const extra of [1, 2, 3]) expect(wordCount(quoteWith(extra))).toBeLessThanOrEqual(QUOTE_MAX_WORDS);
  });
  it('keeps the shortest form, latency, boundary and link whole, when a name is longer than any form allows', () => {
    const q = quoteWith(7);
    expect(wordCount(q)).toBe(41);
    expect(q).toContain(
      '(batch cap 64, median inter-token latency 20.0 ms) used 0.0278 Wh per 400-token answer in Chat,',
    );
    expect(q).toContain('measured at the GPU board (Energy per Token Index, release r1: https://site.example/x/).');
  });
  it('says the boundary and basis the release gives', () => {
    const q = quoteSentence({ row, taskName: 'Chat', release: { ...release, boundary: 'system' }, url });
    expect(q).toContain('measured at the system boundary (');
  });
});

describe('the shared pieces of every quote', () => {
  it('takes the first form within 40 words, else the last', () => {
    const words = (n: number) => Array(n).fill('w').join(' ');
    expect(fittingQuote([words(41), words(40), words(3)])).toBe(words(40));
    expect(fittingQuote([words(42), words(41)])).toBe(words(41));
  });
  it('credits the index by name, with the release and the address', () => {
    expect(quoteCredit('r1', url)).toBe('(Energy per Token Index, release r1: https://site.example/x/)');
  });
});

describe('every figure page and example quote of the real data is at most 40 words (reads data/)', () => {
  const real = loadRelease('data');
  const names = new Map(real.tasks.map((t) => [t.id, t.name]));
  const sentences = (rows: typeof real.rows) =>
    rows.map((r) => quoteSentence(quoteInput(r, names.get(r.task)!, real.release, 'https://site.example/', OWN_PAGES)));
  it('each publishable row (a figure page with a quote), and the quoting page examples', () => {
    const all = [...sentences(real.publishable), ...sentences(quotingExamples(real).examples)];
    expect(all.length).toBeGreaterThan(real.selected.length);
    const over = all.filter((s) => wordCount(s) > QUOTE_MAX_WORDS);
    expect(over).toEqual([]);
  });
});

// What a leaderboard leads with (src/lib/views/leaderboard-lead.ts): the title, subtitle, strip and quotes,
// on tiny named rows with figures worked out by hand. energyRow: e J per token, 400 tokens per answer, so
// e x 400 / 3600 Wh per answer.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { gpuComparison } from '../../../src/lib/views/headline.ts';
import {
  TITLE_MAX_CHARS,
  findingQuote,
  leadTitle,
  leaderboardLead,
  lowestQuote,
  measuredGpus,
} from '../../../src/lib/views/leaderboard-lead.ts';
import { QUOTE_MAX_WORDS, wordCount } from '../../../src/lib/citation/sentence.ts';
import { energyRow as row, makeGrid, makeHardware, makeIndex } from '../../fixtures/factory.ts';

// A: 0.09 J on H100 (0.01 Wh per answer), 0.045 J on B200 (0.005 Wh); B: 0.36 J on H100 (0.04 Wh), 0.27 J on
// B200 (0.03 Wh). B200 against H100: A 2x, B 1.333x, median 1.667x, so 1 - 1 / 1.667 = 40% less.
const d = buildDataset(
  makeIndex([
    row('Org/A', 'H100', 0.09),
    row('Org/A', 'B200', 0.045),
    row('Org/B', 'H100', 0.36),
    row('Org/B', 'B200', 0.27),
  ]),
  makeGrid(),
  makeHardware(),
);
const selected = d.selected.filter((r) => r.task === 'lm-arena-chat');
const c = gpuComparison(d.selected, 'lm-arena-chat');
const lead = leaderboardLead(selected, 'Chat', 'board (GPU)', c);
const source = { releaseId: 'r1', boundary: 'board (GPU)', url: 'https://site.example/x/' };

describe('leaderboardLead', () => {
  it('titles the range of energy per answer in Wh, lowest to highest, within 90 characters', () => {
    expect(lead.title).toBe('Chat: one answer takes 0.00500 to 0.0400 Wh of GPU energy, by model and GPU');
    expect(lead.title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(lead.range).toBe('One answer takes 0.00500 to 0.0400 Wh of GPU energy');
  });
  it('says which GPUs and which boundary in the subtitle', () => {
    expect(lead.subtitle).toBe(
      '2 GPUs measured at the GPU board: B200 and H100, each model on each at its lowest-energy setting.',
    );
    expect(measuredGpus(['H100'], 'system')).toBe('One GPU measured at the system boundary: H100');
  });
  it('strips lowest, median and highest per answer, each with what it is, then the GPU finding with its condition', () => {
    // Per answer: 0.005, 0.01, 0.03, 0.04 Wh; median (0.01 + 0.03) / 2 = 0.02.
    expect(lead.figures.map((f) => [f.id, f.value, f.unit, f.note])).toEqual([
      ['lowest', '0.00500', 'Wh per answer', 'A on 1 x B200'],
      ['median', '0.0200', 'Wh per answer', 'of 4 model and GPU pairs'],
      ['highest', '0.0400', 'Wh per answer', 'B on 1 x H100'],
      ['gpus', '40% less', 'energy per token', 'median of 2 models, each GPU at its own lowest-energy setting'],
    ]);
    expect(lead.figures[0].row?.id).toBe(lead.lowest.id);
  });
  it('has no GPU figure where no model was measured on two GPUs', () => {
    const one = leaderboardLead(selected.slice(0, 1), 'Chat', 'board (GPU)', null);
    expect(one.figures.map((f) => f.id)).toEqual(['lowest', 'median', 'highest']);
  });
  it('shortens a title that would run over 90 characters, down to one without the task name', () => {
    const long = 'T'.repeat(36);
    expect(leadTitle(long, 0.005, 0.04)).toBe(`${long}: one answer takes 0.00500 to 0.0400 Wh of GPU energy`);
    expect(leadTitle('T'.repeat(60), 0.005, 0.04)).toBe('One answer takes 0.00500 to 0.0400 Wh of GPU energy');
    // Extreme figures print in powers of ten, so even the shortest form stays short.
    expect(leadTitle('T'.repeat(60), 1 / 3, 1e20)).toBe('One answer takes 0.333 to 1e+20 Wh of GPU energy');
  });
  it('refuses an empty task', () => {
    expect(() => leaderboardLead([], 'Chat', 'board (GPU)', null)).toThrow(/Chat has no selected row/);
  });
});

describe('quotes of at most 40 words', () => {
  it('the lowest figure says what it is the lowest of, per answer and per token, with its boundary and link', () => {
    const q = lowestQuote(lead, 'Chat', source);
    expect(q).toBe(
      'A on 1 x B200 used 0.00500 Wh of GPU energy per answer (0.0450 J per output token), lowest of 4 model-GPU ' +
        'pairs in Chat, at the GPU board (Energy per Token Index, release r1: https://site.example/x/).',
    );
    expect(wordCount(q)).toBeLessThanOrEqual(QUOTE_MAX_WORDS);
  });
  it('drops the per-token figure before running over 40 words', () => {
    // The fixture's quote is 36 words with a one-word model name: an eight-word name makes it 43, 38 without J.
    const named = { ...lead, lowest: { ...lead.lowest, model_name: 'W '.repeat(8).trim() } };
    const q = lowestQuote(named, 'Chat', source);
    expect(q).not.toContain('J per output token');
    expect(wordCount(q)).toBeLessThanOrEqual(QUOTE_MAX_WORDS);
  });
  it('keeps the shortest form, conditions and link whole, when names from the data are longer than any form allows', () => {
    const named = { ...lead, lowest: { ...lead.lowest, model_name: 'W '.repeat(30).trim() } };
    const q = lowestQuote(named, 'Chat', source);
    expect(q).toMatch(/^(W ){29}W on 1 x B200 used 0\.00500 Wh of GPU energy per answer, lowest of 4 model-GPU pairs/);
    expect(q).toContain('at the GPU board (Energy per Token Index, release r1: https://site.example/x/).');
  });
  it('the GPU finding carries its condition inside the sentence', () => {
    const q = findingQuote(c!, 'Chat', source);
    expect(q).toBe(
      'In Chat, B200 used 40% less GPU energy per output token than H100 at the median of 2 models, each GPU at its ' +
        'own lowest-energy setting, measured at the GPU board (Energy per Token Index, release r1: https://site.example/x/).',
    );
    expect(wordCount(q)).toBeLessThanOrEqual(QUOTE_MAX_WORDS);
  });
  it('counts words as a reader does: a link is one word', () => {
    expect(wordCount(' a  b https://x.example/a b/ ')).toBe(4);
  });
});

// "Why it matters" and "Questions": figures filled in from a tiny fixture release whose values are worked out by
// hand below, what happens when a figure cannot be computed or an answer grows too long, the FAQPage JSON-LD,
// and, on the real data, that every page's every question is filled in within the word limit.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { REFERENCE_ROW_ID } from '../../../src/lib/core/reference-row.ts';
import { answerFigures, type AnswerFigure } from '../../../src/lib/glossary/answer-figures.ts';
import { faqJsonLd, fillFigures, termQuestions } from '../../../src/lib/glossary/questions.ts';
import { ANSWER_MAX_WORDS, glossaryTermSchema, wordCount } from '../../../src/lib/glossary/schema.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { glossaryFiles, readFrontmatter } from '../../fixtures/glossary/read-terms.ts';
import { REAL_DATA_DIR } from '../../fixtures/real-figures.ts';

// The reference setting at batch 256: 1000 W / 4000 tokens/s = 0.25 J per token; x 400 tokens = 100 J per answer.
const reference = makeRow({
  id: REFERENCE_ROW_ID,
  model: 'Qwen/Qwen3-32B',
  model_name: 'Qwen 3 32B',
  batch: 256,
  median_itl_ms: 40,
});
// The same setting at batch 8: 500 W / 250 tokens/s = 2 J per token, 8 times the reference.
const light = makeRow({
  model: 'Qwen/Qwen3-32B',
  model_name: 'Qwen 3 32B',
  batch: 8,
  avg_power_w: 500,
  output_tokens_per_s: 250,
  energy_per_token_j: 2,
  energy_per_request_j: 800,
  median_itl_ms: 10,
});
// Another model on one B200: 200 W / 4000 tokens/s = 0.05 J per token, the lowest; the slowest stream (300 ms).
const frugal = makeRow({
  model: 'Org/Model-B',
  model_name: 'Model B',
  gpu: 'B200',
  num_gpus: 1,
  tensor_parallel: 1,
  avg_power_w: 200,
  energy_per_token_j: 0.05,
  energy_per_request_j: 20,
  median_itl_ms: 300,
});
const grid = makeGrid();
grid.entities.push({
  id: 'poland',
  name: 'Poland',
  iso3: 'POL',
  aggregate: false,
  intensity_gco2_per_kwh: 600,
  year: 2024,
});
// makeHardware has no systems: the DGX figures cannot be computed from this release.
const d = buildDataset(makeIndex([reference, light, frugal]), grid, makeHardware());

describe('answer figures on a fixture release', () => {
  it('fills each figure with the value worked out by hand, formatted as the tables format it', () => {
    const f = (name: AnswerFigure) => answerFigures[name](d);
    expect(f('task')).toBe('Text Conversation');
    // The index: Model B at 0.05 J and Qwen 3 32B at 0.25 J (its batch-8 run is not its lowest); 0.25 / 0.05 = 5.
    expect(f('lowest')).toBe('0.0500 J (Model B on 1 x B200)');
    expect(f('highest')).toBe('0.250 J (Qwen 3 32B on 2 x H100)');
    expect(f('spread')).toBe('5x');
    expect(f('reference')).toBe('Qwen 3 32B on 2 x H100 at batch 256');
    expect(f('reference-cards')).toBe('Qwen 3 32B on 2 x H100');
    expect(f('reference-batch')).toBe('256');
    expect(f('reference-j')).toBe('0.250 J');
    // 0.25 x 1,000,000 / 3,600 = 69.44 Wh; 1 / 0.25 = 4 tokens per joule.
    expect(f('reference-wh')).toBe('69.4 Wh');
    expect(f('reference-tokens-per-j')).toBe('4');
    expect(f('reference-power')).toBe('1,000.00 W');
    expect(f('reference-power-per-card')).toBe('500.00 W');
    // 500 W / 700 W = 71.43%; every card at TDP: 2 x 700 W / 4000 tokens/s = 0.35 J, 40% above 0.25 J.
    expect(f('reference-percent-of-tdp')).toBe('71.4%');
    expect(f('reference-tdp-estimate-over')).toBe('40.0%');
    expect(f('reference-request')).toBe('100.0 J');
    expect(f('small-batch')).toBe('8');
    expect(f('small-batch-j')).toBe('2.00 J');
    expect(f('batch-factor')).toBe('8x');
    expect(f('ceiling')).toBe('500 ms');
    expect(f('slowest-itl')).toBe('300.0 ms');
    // 69.44 Wh = 0.06944 kWh x 500 gCO2e/kWh = 34.72 gCO2e.
    expect(f('world-intensity')).toBe('500 gCO2e/kWh (World, 2024)');
    expect(f('reference-carbon-world')).toBe('34.72 gCO2e');
    expect(f('low-grid')).toBe('France (50 gCO2e/kWh)');
    expect(f('high-grid')).toBe('Poland (600 gCO2e/kWh)');
    expect(f('withheld')).toBe('0');
    expect(f('rows')).toBe('3');
  });

  it('fills a template, or says which figure the release cannot give', () => {
    expect(fillFigures(d, 'From {lowest} to {highest}.')).toEqual({
      ok: true,
      value: 'From 0.0500 J (Model B on 1 x B200) to 0.250 J (Qwen 3 32B on 2 x H100).',
    });
    expect(fillFigures(d, 'Rated {dgx-ratio}.')).toEqual({
      ok: false,
      missing:
        'no system in hardware.json has system_max_power_w, gpu_power_sum_w, system_to_gpu_power_ratio and a GPU type measured in this release',
    });
  });

  it('leaves out a sentence or a question whose figure the release cannot give, and says so', () => {
    const t = {
      why: 'It matters. A server is rated {dgx-ratio} its GPUs. The reference uses {reference-j}.',
      questions: [
        { q: 'One?', a: 'At {reference} it is {reference-j}.' },
        { q: 'Two?', a: 'Up to {dgx-ratio}.' },
        { q: 'Three?', a: 'No figure here.' },
      ],
    };
    const r = termQuestions(d, 'example', t);
    expect(r.why).toEqual(['It matters.', 'The reference uses 0.250 J.']);
    expect(r.questions).toEqual([
      { q: 'One?', a: 'At Qwen 3 32B on 2 x H100 at batch 256 it is 0.250 J.' },
      { q: 'Three?', a: 'No figure here.' },
    ]);
    expect(r.omitted).toEqual([
      expect.stringMatching(/^glossary: example: "Why it matters" sentence 2 left out: no system in hardware\.json/),
      expect.stringMatching(/^glossary: example: question "Two\?" left out: no system in hardware\.json/),
    ]);
  });

  it("marks the grid as shown only when a sentence or answer shown carries a grid's figure", () => {
    const q = (a: string) => termQuestions(d, 'example', { why: 'It matters.', questions: [{ q: 'Q?', a }] });
    expect(q('At {reference} it is {reference-j}.').grid).toBe(false);
    expect(q('The world grid: {world-intensity}.').grid).toBe(true);
    expect(q('From {low-grid} to {high-grid}.').grid).toBe(true);
    // A grid figure in an answer left out (its other figure cannot be computed here) is not shown.
    expect(q('{world-intensity}, rated {dgx-ratio}.').grid).toBe(false);
  });

  it('leaves out, and says so, an answer that passes the word limit once its figures are in', () => {
    // 58 words and {lowest}, eight words once filled in ("0.0500 J (Model B on 1 x B200)."): 66.
    const a = `${'word '.repeat(ANSWER_MAX_WORDS - 2)}{lowest}.`;
    expect(wordCount(a)).toBe(ANSWER_MAX_WORDS - 1);
    const r = termQuestions(d, 'example', { why: 'One. Two.', questions: [{ q: 'Q?', a }] });
    expect(r.questions).toEqual([]);
    expect(r.omitted).toEqual([
      'glossary: example: question "Q?" left out: 66 words with its figures filled in; at most 60',
    ]);
  });

  it('writes the questions as a schema.org FAQPage at the page address', () => {
    expect(faqJsonLd([{ q: 'What?', a: 'This.' }], 'https://example.org', '/glossary/x/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      '@id': 'https://example.org/glossary/x/#questions',
      url: 'https://example.org/glossary/x/',
      mainEntity: [{ '@type': 'Question', name: 'What?', acceptedAnswer: { '@type': 'Answer', text: 'This.' } }],
    });
  });
});

describe('every glossary page on the real data', () => {
  const data = loadDataDir(REAL_DATA_DIR);
  const real = buildDataset(data.index, data.grid, data.hardware);
  it.each(glossaryFiles())(
    '%s: every sentence and question is filled in, each answer within the word limit',
    (file) => {
      const t = glossaryTermSchema.parse(readFrontmatter(file));
      const r = termQuestions(real, file.replace(/\.mdx$/, ''), t);
      expect(r.omitted).toEqual([]);
      expect(r.questions).toHaveLength(t.questions.length);
      for (const { a } of r.questions) expect(wordCount(a)).toBeLessThanOrEqual(ANSWER_MAX_WORDS);
      for (const text of [...r.why, ...r.questions.map((x) => x.a)]) expect(text).not.toMatch(/[{}]/);
    },
  );
});

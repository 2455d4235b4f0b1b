// What downloaded images are called (src/lib/cards/file-names.ts): what they show and the release, in words.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { chartFileName, figureFileName, pageFileName } from '../../../src/lib/cards/file-names.ts';

const d = buildDataset(makeIndex([makeRow()]), makeGrid(), makeHardware());

describe('download file names', () => {
  it("names a figure's image by model, GPUs, task and release, not by the row's id", () => {
    const r = d.rows[0];
    const name = figureFileName(r, 'Text Conversation', '2026-12-01');
    expect(name).toBe('model-a_2xh100_text-conversation_2026-12-01.png');
    expect(name).not.toContain(r.id);
  });
  it("names another page's image by the index, its subject and the release", () => {
    expect(pageFileName('Text Conversation', '2026-12-01')).toBe(
      'energy-per-token-index_text-conversation_2026-12-01.png',
    );
  });
  it("names a chart's files by its title in words and its release, with each file's extension", () => {
    const e = {
      plainTitle: 'DeepSeek R1, Problem Solving: energy per token against batch cap',
      releaseId: '2026-12-01',
    };
    expect(chartFileName(e, 'png')).toBe(
      'deepseek-r1-problem-solving-energy-per-token-against-batch-cap_2026-12-01.png',
    );
    expect(chartFileName(e, 'csv')).toBe(
      'deepseek-r1-problem-solving-energy-per-token-against-batch-cap_2026-12-01.csv',
    );
  });
});

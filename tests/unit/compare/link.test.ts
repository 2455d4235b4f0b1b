// The "compare with…" link of a row: its address (the row's figure as A) and its accessible name.
import { describe, expect, it } from 'vitest';
import { COMPARE_LINK_TEXT, compareLink, comparePartners } from '../../../src/lib/compare/link.ts';
import { FSI, PDI } from '../../../src/lib/text/bidi.ts';

describe('compareLink', () => {
  const row = {
    id: 'chat.m.b200x1.b2048',
    model_name: 'Model A',
    num_gpus: 1,
    gpu: 'B200',
    model: 'o/a',
    task: 'chat',
  };
  it('links /compare/ with the figure as A, named for the figure, its visible words first', () => {
    expect(compareLink(row)).toEqual({
      href: '/compare/?a=chat.m.b200x1.b2048',
      label: 'Compare Model A on 1 x B200 with…',
    });
    expect(compareLink(row).label.toLowerCase().startsWith(COMPARE_LINK_TEXT)).toBe(true);
  });
  it('names the batch cap where a table lists several settings of one model and GPU', () => {
    expect(compareLink({ ...row, num_gpus: 8 }, 2048).label).toBe(
      'Compare Model A on 8 x B200 at batch cap 2,048 with…',
    );
  });
  it('isolates a right-to-left name, so it cannot reorder the words around it', () => {
    expect(compareLink({ ...row, model_name: 'מודל' }).label).toBe(`Compare ${FSI}מודל${PDI} on 1 x B200 with…`);
  });
});

describe('comparePartners: a leaderboard link names both of the index figures', () => {
  const row = (gpu: string, model = 'o/a', task = 'chat') => ({
    id: `${task}.${model}.${gpu}`,
    model,
    task,
    model_name: model,
    num_gpus: 1,
    gpu,
  });
  const [a100, b200, h100, other, elsewhere] = [
    row('A100'),
    row('B200'),
    row('H100'),
    row('H100', 'o/b'),
    row('B200', 'o/b', 'code'),
  ];
  const partners = comparePartners([h100, b200, a100, other, elsewhere]);
  it("pairs a row with the same model's row in the same task on the first other GPU by name", () => {
    expect(partners.get(h100.id)).toBe(a100);
    expect(partners.get(b200.id)).toBe(a100);
    expect(partners.get(a100.id)).toBe(b200);
  });
  it('leaves alone a model on one GPU in its task (another task does not count)', () => {
    expect(partners.has(other.id)).toBe(false);
    expect(partners.has(elsewhere.id)).toBe(false);
  });
  it('puts the partner in the address as B and names it', () => {
    expect(compareLink(h100, undefined, b200)).toEqual({
      href: '/compare/?a=chat.o%2Fa.H100&b=chat.o%2Fa.B200',
      label: 'Compare o/a on 1 x H100 with 1 x B200',
    });
  });
});

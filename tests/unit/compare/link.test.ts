// The "compare with…" link of a row: its address (the row's figure as A) and its accessible name.
import { describe, expect, it } from 'vitest';
import { COMPARE_LINK_TEXT, compareLink } from '../../../src/lib/compare/link.ts';
import { FSI, PDI } from '../../../src/lib/text/bidi.ts';

describe('compareLink', () => {
  const row = { id: 'chat.m.b200x1.b2048', model_name: 'Model A', num_gpus: 1, gpu: 'B200' };
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

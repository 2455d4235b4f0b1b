// Card text layout (src/lib/cards/layout.ts): text fitting and wrapping on a fixed-width fake font, widths
// worked out by hand.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { cardText, COLOURS, fitText, layoutCard, wrapText, type FontMetrics } from '../../../src/lib/cards/layout.ts';
import { rowCard } from '../../../src/lib/cards/content.ts';

/** Every character 0.5 em wide: at size 10, 5 px a character. */
const mono: FontMetrics = { advance: () => 0.5 };

describe('card text layout (fixed-width fake font)', () => {
  it('keeps text that fits exactly, and cuts longer text with an ellipsis', () => {
    expect(fitText(mono, 'abcdefghij', 10, 'regular', 50)).toBe('abcdefghij'); // 10 x 5 = 50 px
    // 11 characters are 55 px: the ellipsis takes 5 px, so 9 characters remain.
    expect(fitText(mono, 'abcdefghijk', 10, 'regular', 50)).toBe('abcdefghi…');
  });
  it('wraps at spaces into at most the lines allowed, the last one cut', () => {
    // 50 px holds 10 characters a line.
    expect(wrapText(mono, 'aaaa bbbb cccc dddd eeee', 10, 'bold', 50, 2)).toEqual(['aaaa bbbb', 'cccc dddd…']);
    expect(wrapText(mono, 'aaaa bbbb', 10, 'bold', 50, 2)).toEqual(['aaaa bbbb']);
  });
  it('drops bidi overrides, zero-width characters and control characters, and squashes spaces', () => {
    expect(cardText('\u202eevil\u202c  name\u200b\n x')).toBe('evil name x');
  });
  it("puts a unit beside its figure, after the figure's width and a 24 px gap", () => {
    const l = layoutCard(rowCard(fixture, fixture.rows[0], 'site.example/models/x/'), mono);
    const figure = l.runs.find((r) => r.size === 120)!;
    const unit = l.runs.find((r) => r.text === 'Wh per answer')!;
    // 0.5 em x 120 px = 60 px a character.
    expect(unit.x).toBe(64 + figure.text.length * 60 + 24);
    expect(unit.y).toBe(figure.y);
  });
});

const withheldRow = makeRow({ batch: 128, avg_power_w: 2000 }); // 2000 W / 4000 tok/s = 0.5, not 0.25: withheld
const fixture = buildDataset(makeIndex([makeRow(), withheldRow]), makeGrid(), makeHardware());

describe("a card in its GPU's colour", () => {
  const row = fixture.rows[0];
  it("draws a row's strip and figure in its GPU's light colour from the site's palette", () => {
    const l = layoutCard({ ...rowCard(fixture, row, 'site.example/'), gpu: 'H100' }, mono);
    expect(l.strip).toBe('gpu-h100');
    expect(COLOURS['gpu-h100']).toBe('#b3541e');
    const figure = l.runs.find((r) => r.size === 120)!;
    expect(figure.fill).toBe('gpu-h100');
  });
  it('keeps the site colours where the GPU has none of its own, or the card is of no one row', () => {
    const lab = layoutCard({ ...rowCard(fixture, row, 'site.example/'), gpu: 'Lab Accelerator X' }, mono);
    const none = layoutCard({ ...rowCard(fixture, row, 'site.example/'), gpu: undefined }, mono);
    for (const l of [lab, none]) {
      expect(l.strip).toBe('strip');
      expect(l.runs.find((r) => r.size === 120)!.fill).toBe('accent');
    }
  });
});

// Card content (src/lib/cards/content.ts) from fixture rows and from the real data (the tests that say so).
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { layoutCard } from '../../../src/lib/cards/layout.ts';
import { cardAlt, homeCard, modelCard, rowCard, taskCard } from '../../../src/lib/cards/content.ts';
import { cardFontMetrics } from '../../../src/build/images/card-font.ts';

const withheldRow = makeRow({ batch: 128, avg_power_w: 2000 }); // 2000 W / 4000 tok/s = 0.5, not 0.25: withheld
const fixture = buildDataset(makeIndex([makeRow(), withheldRow]), makeGrid(), makeHardware());

describe('card content (fixture)', () => {
  it("shows a row's figure in both units, with boundary, basis and release", () => {
    const c = rowCard(fixture, fixture.rows[0]);
    expect(c.figure).toBe('0.25');
    expect(c.unit).toBe('J per output token');
    // 0.25 J x 1,000,000 / 3,600 = 69.44 Wh per million.
    expect(c.secondary).toBe('69.44 Wh per million output tokens');
    // The source line: source, boundary and basis, release.
    expect(c.footer).toBe('Source: Test source · board (GPU), measured · release test-1');
    expect(c.status).toBeNull();
    expect(c.title).toBe('Model A, 2 x H100, batch 64');
  });
  it('says everything the image says in its alt sentence', () => {
    const c = rowCard(fixture, fixture.rows[0]);
    expect(cardAlt(c)).toBe(
      `${c.kicker}: Model A, 2 x H100, batch 64. 0.25 J per output token (69.44 Wh per million output tokens). ` +
        `${fixture.rows[0].id}. Source: Test source · board (GPU), measured · release test-1.`,
    );
  });
  it('marks a withheld row as withheld, with its reason', () => {
    const r = fixture.rows.find((x) => x.batch === 128)!;
    const c = rowCard(fixture, r);
    expect(c.figure).toBe('0.25');
    expect(c.status).toMatch(/^Withheld by the identity check: /);
  });
});

describe('card content (real data)', () => {
  const l = loadDataDir('data');
  const real = buildDataset(l.index, l.grid, l.hardware);
  it('the reference row card carries the reference figures', () => {
    const r = real.rows.find((x) => x.id === 'lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256')!;
    const c = rowCard(real, r);
    expect([c.figure, c.secondary]).toEqual(['0.2285', '63.47 Wh per million output tokens']);
    expect(c.footer).toBe(`Source: ML.ENERGY Leaderboard v3.0 · board (GPU), measured · release ${real.release.id}`);
    // Drawn with the card's own font, the source line is whole: no ellipsis cuts the release off.
    const drawn = layoutCard(c, cardFontMetrics()).runs.map((run) => run.text);
    expect(drawn).toContain(c.footer);
  });
  it('home and the chat task show the lowest chat figure; a model its lowest selected one', () => {
    expect(homeCard(real).figure).toBe('0.0467');
    expect(taskCard(real, 'lm-arena-chat').figure).toBe('0.0467');
    expect(modelCard(real, 'meta-llama/Llama-3.1-8B-Instruct', 'Llama 3.1 8B Instruct').figure).toBe('0.0467');
  });
});

// Card content (src/lib/cards/content.ts) from fixture rows and from the real data (the tests that say so).
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { loadDataDir, loadDataset } from '../../../src/lib/node/read-data.ts';
import { real as snap, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { layoutCard } from '../../../src/lib/cards/layout.ts';
import { cardAlt, homeCard, modelCard, publishedCard, rowCard, taskCard } from '../../../src/lib/cards/content.ts';
import { cardFontMetrics } from '../../../src/build/images/card-font.ts';
import { publishedCards } from '../../../src/lib/cards/site-cards.ts';
import { publishedView } from '../../../src/lib/published/view.ts';

const withheldRow = makeRow({ batch: 128, avg_power_w: 2000 }); // 2000 W / 4000 tok/s = 0.5, not 0.25: withheld
const fixture = buildDataset(makeIndex([makeRow(), withheldRow]), makeGrid(), makeHardware());

describe('card content (fixture)', () => {
  it("shows a row's figure in both units, with boundary, basis and release", () => {
    const c = rowCard(fixture, fixture.rows[0]);
    expect(c.figure).toBe('0.250');
    expect(c.unit).toBe('J per output token');
    // 0.25 J x 1,000,000 / 3,600 = 69.4 Wh per million.
    expect(c.secondary).toBe('69.4 Wh per million output tokens');
    // The source line: source, boundary and basis, release.
    expect(c.footer).toBe('Source: Test source · board (GPU), measured · release test-1');
    expect(c.status).toBeNull();
    expect(c.title).toBe('Model A, 2 x H100, batch 64');
  });
  it('says everything the image says in its alt sentence', () => {
    const c = rowCard(fixture, fixture.rows[0]);
    expect(cardAlt(c)).toBe(
      `${c.kicker}: Model A, 2 x H100, batch 64. 0.250 J per output token (69.4 Wh per million output tokens). ` +
        `${fixture.rows[0].id}. Source: Test source · board (GPU), measured · release test-1.`,
    );
  });
  it("a published figure's card has the same source line: whose figure, where counted and how, the release", () => {
    const f = { value: 0.24, unit: 'Wh', per: 'prompt', of: 'a median prompt' };
    const base = { publisher: 'Publisher A', published: '2025-08', figure: f };
    const stated = publishedCard(fixture, { ...base, boundary: 'facility', basis: 'measured' }, 'all of it', '');
    expect(stated.footer).toBe('Source: Publisher A · facility, measured · release test-1');
    const unstated = publishedCard(fixture, { ...base, published: null, boundary: null, basis: null }, 'all of it', '');
    expect(unstated.footer).toBe('Source: Publisher A · boundary, basis not stated · release test-1');
    // A joint publisher is shortened as a byline would be.
    const joint = publishedCard(
      fixture,
      { ...base, publisher: 'Paper B with researchers at C', boundary: null, basis: null },
      'all of it',
      '',
    );
    expect(joint.footer).toMatch(/^Source: Paper B et al\. · /);
    expect([stated.kicker, unstated.kicker, joint.kicker]).toEqual([
      'Published 2025-08 · Publisher A',
      'Published undated · Publisher A',
      'Published 2025-08 · Paper B et al.',
    ]);
    // Drawn with the card's own font, the line is whole.
    expect(layoutCard(unstated, cardFontMetrics()).runs.map((run) => run.text)).toContain(unstated.footer);
  });
  it('marks a withheld row as withheld, with its reason', () => {
    const r = fixture.rows.find((x) => x.batch === 128)!;
    const c = rowCard(fixture, r);
    expect(c.figure).toBe('0.250');
    expect(c.status).toMatch(/^Withheld by the identity check: /);
  });
});

describe(`card content (real data, ${REAL_DATA_DIR}/, compared with the snapshot)`, () => {
  const l = loadDataDir(REAL_DATA_DIR);
  const real = buildDataset(l.index, l.grid, l.hardware);
  it('the reference row card carries the reference figures', () => {
    const r = real.rows.find((x) => x.id === snap.reference.id)!;
    const c = rowCard(real, r);
    expect([c.figure, c.secondary]).toEqual([
      snap.reference.j_per_token,
      `${snap.reference.wh_per_million} Wh per million output tokens`,
    ]);
    expect(c.footer).toBe(`Source: ML.ENERGY Leaderboard v3.0 · board (GPU), measured · release ${real.release.id}`);
    // Drawn with the card's own font, the source line is whole: no ellipsis cuts the release off.
    const drawn = layoutCard(c, cardFontMetrics()).runs.map((run) => run.text);
    expect(drawn).toContain(c.footer);
  });
  it("every published figure's card draws its source line whole (no ellipsis cuts the release off)", () => {
    const withPublished = loadDataset(REAL_DATA_DIR).dataset;
    const views = (withPublished.published ?? []).map((f) => publishedView(withPublished, f));
    const pages = publishedCards(withPublished, views);
    expect(pages.length).toBeGreaterThan(0);
    for (const { content } of pages) {
      expect(content.footer).toMatch(/^Source: .* · release /);
      const drawn = layoutCard(content, cardFontMetrics()).runs.map((run) => run.text);
      expect(drawn).toContain(content.footer);
      expect(drawn).toContain(content.kicker);
    }
  });
  it('home and the chat task show the lowest chat figure; a model its lowest selected one', () => {
    const lowest = snap.headline.lowest;
    const name = real.rows.find((r) => r.model === lowest.model)!.model_name;
    expect(homeCard(real).figure).toBe(lowest.j_per_token);
    expect(taskCard(real, snap.headline.task).figure).toBe(lowest.j_per_token);
    expect(modelCard(real, lowest.model, name).figure).toBe(lowest.j_per_token);
  });
});

// Card content (src/lib/cards/content.ts) from fixture rows and from the real data (the tests that say so).
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { loadDataDir, loadDataset } from '../../../src/lib/node/read-data.ts';
import { real as snap, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { layoutCard } from '../../../src/lib/cards/layout.ts';
import {
  cardAlt,
  homeCard,
  modelCard,
  publishedCard,
  rowCard,
  shortAddress,
  taskCard,
} from '../../../src/lib/cards/content.ts';
import { modelsIndexByTask } from '../../../src/lib/views/models-index.ts';
import { whPerAnswer } from '../../../src/lib/core/units.ts';
import { fmtEnergy } from '../../../src/lib/text/format.ts';
import { cardFontMetrics } from '../../../src/build/images/card-font.ts';
import { publishedCards } from '../../../src/lib/cards/site-cards.ts';
import { publishedView } from '../../../src/lib/published/view.ts';

const withheldRow = makeRow({ batch: 128, avg_power_w: 2000 }); // 2000 W / 4000 tok/s = 0.5, not 0.25: withheld
const fixture = buildDataset(makeIndex([makeRow(), withheldRow]), makeGrid(), makeHardware());

describe('card content (fixture)', () => {
  const at = 'site.example/models/org-model-a/';
  it("leads with a row's Wh per answer, J per output token and Wh per million beside it, with boundary, basis and release", () => {
    const c = rowCard(fixture, fixture.rows[0], at);
    // 0.25 J x 400 output tokens = 100 J = 100 / 3,600 Wh = 0.0278 Wh per answer.
    expect([c.figure, c.unit]).toEqual(['0.0278', 'Wh per answer']);
    // 0.25 J x 1,000,000 / 3,600 = 69.4 Wh per million.
    expect(c.secondary).toBe('0.250 J per output token · 69.4 Wh per million output tokens');
    expect(c.answer).toBe(
      "One answer: 400 output tokens, this configuration's average in Text Conversation; the prompt's tokens not counted",
    );
    // The source line: source, boundary and basis, release.
    expect(c.footer).toBe('Source: Test source · board (GPU), measured · release test-1');
    expect(c.status).toBeNull();
  });
  it('names the figure in words, prints the address it is given, and no internal id anywhere', () => {
    const r = fixture.rows[0];
    const c = rowCard(fixture, r, at);
    expect(c.title).toBe('Model A on 2 x H100, batch 64');
    expect(c.kicker).toBe('Figure · Text Conversation');
    expect(c.address).toBe(at);
    const drawn = layoutCard(c, cardFontMetrics()).runs.map((run) => run.text);
    // The wordmark, the address and the release are drawn, whole.
    expect(drawn).toContain('Energy per Token Index');
    expect(drawn).toContain(at);
    expect(drawn.some((t) => t.includes('release test-1'))).toBe(true);
    expect(drawn.join('\n')).not.toContain(r.id);
    expect(drawn.join('\n')).not.toContain('lm-arena-chat');
  });
  it('prints the address of the page as host and path, without the scheme', () => {
    expect(shortAddress('https://site.example/', '/models/x/')).toBe('site.example/models/x/');
    expect(shortAddress('http://127.0.0.1:4321/', '/base/')).toBe('127.0.0.1:4321/base/');
  });
  it('says everything the image says in its alt sentence', () => {
    const c = rowCard(fixture, fixture.rows[0], at);
    expect(cardAlt(c)).toBe(
      'Figure · Text Conversation: Model A on 2 x H100, batch 64. ' +
        '0.0278 Wh per answer (0.250 J per output token · 69.4 Wh per million output tokens). ' +
        `${c.answer}. Energy per Token Index, ${at}. Source: Test source · board (GPU), measured · release test-1.`,
    );
  });
  it("a published figure's card has the same source line: whose figure, where counted and how, the release", () => {
    const f = { value: 0.24, unit: 'Wh', per: 'prompt', of: 'a median prompt' };
    const base = { publisher: 'Publisher A', published: '2025-08', figure: f };
    const stated = publishedCard(fixture, { ...base, boundary: 'facility', basis: 'measured' }, 'all of it', '', at);
    expect(stated.footer).toBe('Source: Publisher A · facility, measured · release test-1');
    const unstated = publishedCard(
      fixture,
      { ...base, published: null, boundary: null, basis: null },
      'all of it',
      '',
      at,
    );
    expect(unstated.footer).toBe('Source: Publisher A · boundary, basis not stated · release test-1');
    // A joint publisher is shortened as a byline would be.
    const joint = publishedCard(
      fixture,
      { ...base, publisher: 'Paper B with researchers at C', boundary: null, basis: null },
      'all of it',
      '',
      at,
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
    const c = rowCard(fixture, r, at);
    expect(c.figure).toBe('0.0278');
    expect(c.status).toMatch(/^Withheld by the identity check: /);
  });
});

describe(`card content (real data, ${REAL_DATA_DIR}/, compared with the snapshot)`, () => {
  const l = loadDataDir(REAL_DATA_DIR);
  const real = buildDataset(l.index, l.grid, l.hardware);
  it('the reference row card carries the reference figures beside its Wh per answer', () => {
    const r = real.rows.find((x) => x.id === snap.reference.id)!;
    const c = rowCard(real, r, 'site.example/');
    expect(c.secondary).toBe(
      `${snap.reference.j_per_token} J per output token · ${snap.reference.wh_per_million} Wh per million output tokens`,
    );
    expect(c.title).toBe(
      `${snap.reference.model_name} on ${snap.reference.num_gpus} x ${snap.reference.gpu}, batch ${snap.reference.batch}`,
    );
    expect(c.footer).toBe(`Source: ML.ENERGY Leaderboard v3.0 · board (GPU), measured · release ${real.release.id}`);
    // Drawn with the card's own font, the source line is whole: no ellipsis cuts the release off.
    const drawn = layoutCard(c, cardFontMetrics()).runs.map((run) => run.text);
    expect(drawn).toContain(c.footer);
    expect(drawn.join('\n')).not.toContain(r.id);
  });
  it("every published figure's card draws its source line whole (no ellipsis cuts the release off)", () => {
    const withPublished = loadDataset(REAL_DATA_DIR).dataset;
    const views = (withPublished.published ?? []).map((f) => publishedView(withPublished, f));
    const pages = publishedCards(withPublished, views, 'https://site.example/');
    expect(pages.length).toBeGreaterThan(0);
    for (const { content } of pages) {
      expect(content.footer).toMatch(/^Source: .* · release /);
      const drawn = layoutCard(content, cardFontMetrics()).runs.map((run) => run.text);
      expect(drawn).toContain(content.footer);
      expect(drawn).toContain(content.kicker);
    }
  });
  it("home and the chat task show home's first row (least energy per answer); a model its least in its first task", () => {
    const first = modelsIndexByTask(real)[0];
    expect(first.task).toBe(snap.headline.task);
    const top = first.entries[0].lowest!;
    const perAnswer = fmtEnergy(whPerAnswer(top.energy_per_token_j, top.mean_output_tokens));
    expect(homeCard(real, 'site.example/').figure).toBe(perAnswer);
    expect(taskCard(real, snap.headline.task, 'site.example/').figure).toBe(perAnswer);
    expect(modelCard(real, top.model, top.model_name, 'site.example/').figure).toBe(perAnswer);
  });
});

// Card paths (src/lib/cards/paths.ts): where each page's card is and which card a page links to.
import { describe, expect, it } from 'vitest';
import { cardFor, cardPath, cardRouteParam } from '../../../src/lib/cards/paths.ts';

describe('card paths', () => {
  it('puts a card beside its page, and falls back to the home card', () => {
    expect(cardPath('/models/x/')).toBe('/models/x/card.png');
    expect(cardFor('/models/x', new Set(['/models/x/']))).toBe('/models/x/card.png');
    expect(cardFor('/check/', new Set(['/models/x/']))).toBe('/card.png');
    expect(cardFor('/releases/a/rows/b.c/', new Set(['/releases/a/rows/b.c/']))).toBe('/releases/a/rows/b.c/card.png');
    // Home's card shows another figure: a figure's page without a card of its own shows none.
    expect(cardFor('/releases/a/rows/b.d/', new Set(['/releases/a/rows/b.c/']))).toBeNull();
    expect(cardFor('/releases/a/', new Set())).toBe('/card.png');
    expect(cardRouteParam('/')).toBeUndefined();
    expect(cardRouteParam('/releases/a/rows/b.c/')).toBe('releases/a/rows/b.c');
  });
});

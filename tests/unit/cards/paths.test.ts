// Card paths (src/lib/cards/paths.ts): where each page's card is and which card a page links to.
import { describe, expect, it } from 'vitest';
import { cardFor, cardPath, cardRouteParam } from '../../../src/lib/cards/paths.ts';

describe('card paths', () => {
  it('puts a card beside its page, and falls back to the home card', () => {
    expect(cardPath('/models/x/')).toBe('/models/x/card.png');
    expect(cardFor('/models/x', new Set(['/models/x/']))).toBe('/models/x/card.png');
    expect(cardFor('/check/', new Set(['/models/x/']))).toBe('/card.png');
    expect(cardRouteParam('/')).toBeUndefined();
    expect(cardRouteParam('/releases/a/rows/b.c/')).toBe('releases/a/rows/b.c');
  });
});

// Where a page's social card is: beside the page, as card.png. Pages without a card of their own (tools,
// lists, methodology) use the home card.
import { withBase, withoutBase } from '../text/site-links.ts';

export const CARD_FILE = 'card.png';
export const HOME_CARD = withBase(`/${CARD_FILE}`);

/** The card URL path for a page path ("/models/x/" -> "/models/x/card.png"). */
export const cardPath = (pagePath: string) => `${pagePath.endsWith('/') ? pagePath : `${pagePath}/`}${CARD_FILE}`;

/** The card a page shows in og:image: its own when it has one, else the home card. */
export function cardFor(pagePath: string, pagesWithCards: { has(path: string): boolean }): string {
  const path = pagePath.endsWith('/') ? pagePath : `${pagePath}/`;
  return pagesWithCards.has(path) ? cardPath(path) : HOME_CARD;
}

/** The route parameter of the card endpoint src/pages/[...page]/card.png.ts for a page path. */
export const cardRouteParam = (pagePath: string): string | undefined =>
  withoutBase(pagePath).replace(/^\/|\/$/g, '') || undefined;

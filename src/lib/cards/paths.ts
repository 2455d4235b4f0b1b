// A page's social card sits beside it as card.png. Pages without their own use home's, except figure pages: home's card
// shows another figure, so theirs carry no image and title and description state the figure.
import { withBase, withoutBase } from '../text/site-links.ts';

export const CARD_FILE = 'card.png';
export const HOME_CARD = withBase(`/${CARD_FILE}`);

/** The card URL path for a page path ("/models/x/" -> "/models/x/card.png"). */
export const cardPath = (pagePath: string) => `${pagePath.endsWith('/') ? pagePath : `${pagePath}/`}${CARD_FILE}`;

/** A figure's page: /releases/<id>/rows/<row id>/. */
const FIGURE_PAGE = /^\/releases\/[^/]+\/rows\/[^/]+\/$/;

/** The card a page shows in og:image: its own when it has one, none for a figure's page, else the home card. */
export function cardFor(pagePath: string, pagesWithCards: { has(path: string): boolean }): string | null {
  const path = pagePath.endsWith('/') ? pagePath : `${pagePath}/`;
  if (pagesWithCards.has(path)) return cardPath(path);
  return FIGURE_PAGE.test(withoutBase(path)) ? null : HOME_CARD;
}

/** The route parameter of the card endpoint src/pages/[...page]/card.png.ts for a page path. */
export const cardRouteParam = (pagePath: string): string | undefined =>
  withoutBase(pagePath).replace(/^\/|\/$/g, '') || undefined;

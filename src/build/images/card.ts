// Node-only: a card's content to PNG bytes (layout with the committed font's metrics, then resvg).
import type { CardContent } from '../../lib/cards/content.ts';
import { layoutCard } from '../../lib/cards/layout.ts';
import { cardSvg } from '../../lib/cards/svg.ts';
import { cardFontMetrics } from './card-font.ts';
import { svgToPng } from './svg-png.ts';

export const renderCard = (c: CardContent): Uint8Array<ArrayBuffer> =>
  svgToPng(cardSvg(layoutCard(c, cardFontMetrics())));

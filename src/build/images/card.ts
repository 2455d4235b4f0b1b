// Node-only: a card's content to PNG bytes (layout with the committed font's metrics, then the renderer).
import type { CardContent } from '../../lib/cards/content.ts';
import { layoutCard } from '../../lib/cards/layout.ts';
import { cardFontMetrics } from './card-font.ts';
import { renderCardPng } from './card-render.ts';

export const renderCard = (c: CardContent): Uint8Array<ArrayBuffer> => renderCardPng(layoutCard(c, cardFontMetrics()));

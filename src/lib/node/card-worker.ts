// Worker thread of the card pool (card-pool.ts): receives card contents, answers with PNG bytes.
import { parentPort } from 'node:worker_threads';
import type { CardContent } from '../cards/content.ts';
import { renderCard } from './card.ts';

parentPort!.on('message', (m: { i: number; content: CardContent }) => {
  const png = renderCard(m.content);
  // Copy into a buffer of its own so it can be transferred rather than cloned.
  const out = new Uint8Array(png.length);
  out.set(png);
  parentPort!.postMessage({ i: m.i, png: out }, [out.buffer]);
});

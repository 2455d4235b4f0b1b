import type { Figure } from './schemas/hardware-file.ts';

/** How sure a hardware figure is, in words: anything less than confirmed is spelled out, never shortened. */
const STATUS_WORDS: Record<Figure['status'], string> = {
  confirmed: 'confirmed',
  partially_confirmed: 'partially confirmed',
  unconfirmed: 'unconfirmed',
};

export function statusWords(f: Pick<Figure, 'status'>): string {
  return STATUS_WORDS[f.status];
}

import type { Accelerator } from './schemas/hardware-file.ts';

/** Numeric rated TDP of a card, or null where the hardware file gives none (or only a range). */
export function tdpOf(a: Accelerator | undefined): number | null {
  const v = a?.figures.tdp_w.value;
  return typeof v === 'number' ? v : null;
}

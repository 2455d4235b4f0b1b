import { z } from 'zod';
import { expecting, sourceSchema, text } from './common.ts';

export const FIGURE_STATUSES = ['confirmed', 'partially_confirmed', 'unconfirmed'] as const;

/** One published fact about a piece of hardware, with where it comes from and how sure we are. */
export const figureSchema = z.strictObject({
  /** The value: a number, a text where the vendor gives a range or a phrase, or null where none exists. */
  value: z.union([z.number().refine(Number.isFinite, { error: 'expected a finite number' }), z.string()]).nullable(),
  /** Unit of the value, e.g. "W", "TB/s". Empty for unitless text. */
  unit: z.string(),
  source: text(),
  /** Where the figure was corroborated, if anywhere. */
  corroboration: z.string(),
  /** How sure: "confirmed", "partially_confirmed" or "unconfirmed" (shown as such, never as confirmed). */
  status: z.enum(FIGURE_STATUSES, expecting(`one of ${FIGURE_STATUSES.join(', ')}`)),
  /** Free-text note, e.g. "dense = sparse / 2". */
  note: z.string(),
});
export type Figure = z.infer<typeof figureSchema>;

const numericFigure = figureSchema.refine((f) => f.value === null || typeof f.value === 'number', {
  error: 'expected a number or null',
});

export const acceleratorSchema = z.strictObject({
  /** URL-safe id, e.g. "h100-sxm". */
  id: z.string().regex(/^[a-z0-9-]+$/, { error: 'expected a lowercase slug' }),
  /** Full name, e.g. "NVIDIA H100 80GB HBM3 SXM5". */
  name: text(),
  /** Short names rows use for this card, e.g. ["H100"]. */
  aliases: z.array(text()),
  /** Key figures; text where the vendor gives a range. */
  figures: z.strictObject({
    /** Rated TDP or maximum board power per card, W. */
    tdp_w: figureSchema,
    memory_gb: numericFigure,
    mem_bw_tbs: numericFigure,
    bf16_dense_tflops: numericFigure,
    /** Dense FP8 tensor throughput, TFLOPS (null where the card has none). */
    fp8_dense_tflops: numericFigure,
    release_year: numericFigure,
  }),
  /** Every other figure the source lists (sparse throughput...). */
  other_figures: z.record(z.string(), figureSchema),
});
export type Accelerator = z.infer<typeof acceleratorSchema>;

/** A system or board that holds accelerators: nameplate power, embodied carbon. */
export const systemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, { error: 'expected a lowercase slug' }),
  name: text(),
  /** True when listed for comparison only (e.g. the H100 generation). */
  context_only: z.boolean(),
  figures: z.record(z.string(), figureSchema),
});
export type System = z.infer<typeof systemSchema>;

export const hardwareFileSchema = z.strictObject({
  sources: z.array(sourceSchema).min(1),
  accelerators: z.array(acceleratorSchema).min(1),
  systems: z.array(systemSchema),
});
export type HardwareFile = z.infer<typeof hardwareFileSchema>;

/** How sure a hardware figure is, in words: anything less than confirmed is spelled out, never shortened. */
export function statusWords(f: Pick<Figure, 'status'>): string {
  return f.status.replace('_', ' ');
}

/**
 * The system's name carries the GPU's short name as a whole word: a substring test would count "GB200 NVL72" as B200.
 */
export function systemHasGpu(system: { name: string }, gpu: string): boolean {
  const escaped = gpu.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9])${escaped}([^A-Za-z0-9]|$)`).test(system.name);
}

import { z } from 'zod';
import { isoDate, sourceSchema, text } from './common.ts';
import { rowSchema, taskIdSchema } from './row.ts';

export const taskSchema = z.strictObject({
  /** Upstream task id, e.g. "lm-arena-chat". */
  id: taskIdSchema,
  /** Name shown on the site, e.g. "Text Conversation". */
  name: text(),
  /** Upstream display name, kept for traceability. */
  upstream_name: text(),
  description: text(),
});
export type Task = z.infer<typeof taskSchema>;

/** The release header: what this data set is, how it was measured, and whom to credit. */
export const releaseSchema = z.strictObject({
  /** Release id, stable forever once published, e.g. "2026-02-16". */
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    error: 'expected a release id of letters, digits, dots, dashes and underscores',
  }),
  /** Date the data in this release were compiled upstream. */
  date: isoDate(),
  title: text(),
  notes: text(),
  /** Where the watts were read. This index publishes GPU board energy only. */
  boundary: z.literal('board (GPU)', { error: (i) => `expected "board (GPU)", got ${JSON.stringify(i.input)}` }),
  /** How the energy was obtained. This index publishes measured energy only. */
  basis: z.literal('measured', { error: (i) => `expected "measured", got ${JSON.stringify(i.input)}` }),
  meter: text(),
  serving_stack: text(),
  /** Full hardware names by the short GPU name the rows use. */
  hardware: z.record(z.string(), text()),
  sources: z.array(sourceSchema).min(1),
});
export type Release = z.infer<typeof releaseSchema>;

export const indexFileSchema = z.strictObject({
  release: releaseSchema,
  /** Tasks covered, in display order. */
  tasks: z.array(taskSchema).min(1),
  /** Unit of each numeric row field, by field name. */
  units: z.record(z.string(), text()),
  rows: z.array(rowSchema),
});
export type IndexFile = z.infer<typeof indexFileSchema>;

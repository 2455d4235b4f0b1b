import { z } from 'zod';
import { issue, nonNegative, sourceSchema, text } from './common.ts';

/** One country or aggregate region with its latest grid carbon intensity. */
export const gridEntitySchema = z.strictObject({
  /** URL-safe id, e.g. "world", "germany". */
  id: z.string().regex(/^[a-z0-9-]+$/, { error: 'expected a lowercase slug' }),
  /** Name as Ember spells it, e.g. "World". */
  name: text(),
  /** ISO 3166-1 alpha-3 code, or null for aggregates such as World or EU. */
  iso3: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'expected a three-letter ISO code' })
    .nullable(),
  /** True for aggregates (World, EU, G20...), false for countries. */
  aggregate: z.boolean(),
  /** Lifecycle carbon intensity of electricity generated there, gCO2e/kWh. */
  intensity_gco2_per_kwh: nonNegative(),
  /** Year the intensity is for (the latest at or before the cut-off). */
  year: z.number().int().min(1990).max(2100),
});
export type GridEntity = z.infer<typeof gridEntitySchema>;

export const gridFileSchema = z
  .strictObject({
    cutoff_year: z.number().int(),
    /** The source credited for every figure here. */
    source: sourceSchema,
    /** Every entity, sorted by name. */
    entities: z.array(gridEntitySchema).min(1),
  })
  .superRefine((g, ctx) => {
    g.entities.forEach((e, i) => {
      if (e.year > g.cutoff_year)
        ctx.addIssue(issue(['entities', i, 'year'], `expected a year at or before ${g.cutoff_year}, got ${e.year}`));
    });
  });
export type GridFile = z.infer<typeof gridFileSchema>;

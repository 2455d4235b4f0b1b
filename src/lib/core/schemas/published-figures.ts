// Energy figures for AI text inference others published, reproduced with attribution (data/published-figures.json).
// Never ranked with the index's rows: set beside it, scope by scope.
import { z } from 'zod';
import { expecting, finite, issue, nonNegative, positive, positiveInt, text } from './common.ts';

/** Where the publisher counted the watts, inner to outer; null in the data when the publisher does not say. */
export const PUBLISHED_BOUNDARIES = ['die', 'board', 'system', 'facility'] as const;
export type PublishedBoundary = (typeof PUBLISHED_BOUNDARIES)[number];
/** How the publisher obtained the energy; null in the data when it does not say. */
export const PUBLISHED_BASES = ['measured', 'provisioned', 'estimate'] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, expecting(`${what}: one of ${values.join(', ')} or null`));

/** A share of the whole, 0 to 1 (0.58 = 58%). */
const SHARE = 'a share from 0 to 1';
const share = () => z.number(expecting(SHARE)).min(0, expecting(SHARE)).max(1, expecting(SHARE));

/** Units of energy: a figure in one of them must not be negative. */
export const ENERGY_UNITS = ['J', 'Wh', 'kWh'] as const;

export const publishedValueSchema = z
  .strictObject({
    /** The number as published, in `unit` (a change in % may be negative; an energy may not). */
    value: finite(),
    /** Its unit: "Wh", "J", "kWh" or "%" (a relative change). */
    unit: text(),
    /** What it is per, in the publisher's word: "prompt", "query", "request", "email", or what a % changes. */
    per: text(),
    /** What exactly was counted, in words: "the median Gemini Apps text prompt, May 2025". */
    of: text(),
  })
  .superRefine((f, ctx) => {
    if ((ENERGY_UNITS as readonly string[]).includes(f.unit) && f.value < 0)
      ctx.addIssue(
        issue(['value'], `expected an energy of 0 ${f.unit} or more, got ${f.value} (an energy cannot be negative)`),
      );
  });

/** One published share of the figure by part of the stack (Google's 58/25/10/8). */
export const breakdownPartSchema = z.strictObject({
  part: text(),
  /** Its share of the figure, 0 to 1. */
  share: share(),
});

/** A second figure the same publisher gives for a narrower scope (Google's 0.10 Wh, accelerators only). */
export const narrowerSchema = z.strictObject({
  /** Energy, in `unit`: 0 or more. */
  value: nonNegative(),
  /** Energy unit, e.g. "Wh". */
  unit: z.enum(ENERGY_UNITS, expecting(`an energy unit (${ENERGY_UNITS.join(', ')})`)),
  /** What it is per, as `figure.per`. */
  per: text(),
  scope: text(),
});

/**
 * Compute-based estimate inputs (Epoch AI): FLOP per answer at a utilisation of peak gives GPU-seconds, times power per
 * GPU gives energy. Every value as the publisher states it.
 */
export const computeEstimateSchema = z.strictObject({
  /** Parameters active per token, billions. */
  active_params_b: positive(),
  /** Output tokens per answer, tokens. */
  output_tokens: positiveInt(),
  /** The FLOP-per-token rule, in words ("2 x active parameters"). */
  flop_per_token: text(),
  gpu: text(),
  /** The GPU's peak dense throughput, FLOP/s. */
  gpu_peak_flop_s: positive(),
  /** Share of peak FLOP/s used, 0 to 1. */
  flop_utilization: share(),
  /** Power per GPU before partial use and PUE, W (a server's rated power over its GPUs). */
  power_per_gpu_w: nonNegative(),
  /** Where power_per_gpu_w comes from, in words. */
  power_per_gpu_note: text(),
  /** Share of power_per_gpu_w drawn while in use, 0 to 1. */
  power_fraction_in_use: share(),
  /** Data-centre power usage effectiveness, ratio (1 or more). */
  pue: z.number(expecting('a PUE of 1 or more')).min(1, expecting('a PUE of 1 or more')),
  /** The publisher's average power per GPU, W (power x fraction in use x PUE). */
  average_power_per_gpu_w: nonNegative(),
  /** The publisher's GPU-seconds per answer, s. */
  gpu_seconds_per_query: nonNegative(),
  /** The publisher's result, Wh per answer. */
  result_wh: nonNegative(),
});
export type ComputeEstimate = z.infer<typeof computeEstimateSchema>;

/** A fleet-based estimate's stated inputs (de Vries): servers at rated power all day over requests a day. */
export const fleetEstimateSchema = z.strictObject({
  /** Servers in the fleet, count. */
  servers: positiveInt(),
  server: text(),
  /** Rated power per server, kW. */
  power_per_server_kw: nonNegative(),
  /** Hours a day at that power, h. */
  hours_per_day: positive(),
  daily_active_users: positiveInt(),
  requests_per_user_per_day: positive(),
  /** The publisher's result, Wh per request. */
  result_wh: nonNegative(),
});
export type FleetEstimate = z.infer<typeof fleetEstimateSchema>;

/** Tokens the publisher states for one answer, when it states any. */
export const statedTokensSchema = z.strictObject({
  /** Output tokens per answer, tokens. */
  output: positiveInt().optional(),
  /** Input length, in the publisher's words (a number or a phrase). */
  input: z.union([positiveInt(), text()]).optional(),
  /** Output length in words, not tokens (the Washington Post): no token count may be made of it. */
  output_words: positiveInt().optional(),
});

/** Null where the publisher does not state it: the points of the scoring box. */
const stated = () => text().nullable();

/** What the figure states, point by point (null: not stated). */
export const statesSchema = z.strictObject({
  /** The model or models served. */
  model: stated(),
  hardware: stated(),
  window: stated(),
  workload: stated(),
  /** Tokens per answer. */
  tokens: statedTokensSchema.nullable(),
  /** Throughput and latency from the same run, in words. */
  throughput_and_latency: stated(),
});

export const publishedFigureSchema = z.strictObject({
  /** Stable id, the page's address: /published/<id>/. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: (i) => `expected a lowercase id of letters, digits and dashes, got ${JSON.stringify(i.input)}`,
  }),
  publisher: text(),
  title: text(),
  /** What kind of publication: "technical paper", "blog post", "vendor claim"... */
  kind: text(),
  /** Month (YYYY-MM) or day (YYYY-MM-DD) of publication as reported; null when undated. */
  published: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, expecting('a month (YYYY-MM) or a day'))
    .nullable(),
  /** Address of the original; null where it could not be confirmed (cite by publisher, authors and month). */
  url: z.url({ protocol: /^https?$/, ...expecting('an http or https URL or null') }).nullable(),
  cite: text(),
  figure: publishedValueSchema,
  /** How the publisher obtained it; null when not said. */
  basis: oneOf(PUBLISHED_BASES, 'a basis').nullable(),
  /** Where the publisher counted the watts; null when not said. */
  boundary: oneOf(PUBLISHED_BOUNDARIES, 'a boundary').nullable(),
  /** Where the energy was counted, in words; null when not said. */
  scope: text().nullable(),
  quote: text().optional(),
  breakdown: z.array(breakdownPartSchema).min(1).optional(),
  /** A note on the shares (rounding). */
  breakdown_note: text().optional(),
  narrower: narrowerSchema.optional(),
  /** Every input the publisher states, so the arithmetic can be redone. */
  assumptions: z.union([computeEstimateSchema, fleetEstimateSchema]).optional(),
  states: statesSchema,
  /**
   * The figures in the claim checker's units (claims/schema.ts), checked against it by validate/data-files.ts.
   */
  claim: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  also_published: z.array(text()).optional(),
  leaves_out: z.array(text()).min(1),
  checked_against: text(),
});
export type PublishedFigure = z.infer<typeof publishedFigureSchema>;

/** data/published-figures.json. */
export const publishedFiguresFileSchema = z
  .strictObject({
    /** What the file is, in words: facts reproduced with attribution. */
    about: text(),
    figures: z.array(publishedFigureSchema).min(1),
  })
  .superRefine((f, ctx) => {
    const seen = new Set<string>();
    f.figures.forEach((e, i) => {
      if (seen.has(e.id)) ctx.addIssue(issue(['figures', i, 'id'], `id ${e.id} is used twice`));
      seen.add(e.id);
    });
  });
export type PublishedFiguresFile = z.infer<typeof publishedFiguresFileSchema>;

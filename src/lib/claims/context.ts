// The context a claim leaves out: the six points of the scoring box, each with its claim field and why a comparison
// needs it. One table, read by missingContext.
import type { Claim } from './schema.ts';

const has = (v: unknown): boolean => v !== undefined;

/**
 * The six points of the scoring box, in order: the claim field that would carry each item (for --json and the form;
 * never shown in prose), what is missing in a reader's words, and why. An item is given when its field is (throughput:
 * any of its spellings).
 */
const CONTEXT: { point: number; item: keyof Claim; label: string; why: string; given?: (c: Claim) => boolean }[] = [
  {
    point: 1,
    item: 'boundary',
    label: 'where the watts were read (GPU, server or building)',
    why: 'a system or facility reading adds host, fans and cooling to the GPUs, so figures read at different places are not comparable',
  },
  {
    point: 1,
    item: 'basis',
    label: 'how the watts were obtained (measured, budgeted or estimated)',
    why: 'a measured reading, a provisioned budget and an estimate from rated power can differ several-fold for the same work',
  },
  {
    point: 2,
    item: 'gpu',
    label: 'the GPU model',
    why: 'energy per token differs by card generation: the same model can cost several times more on older hardware',
  },
  {
    point: 2,
    item: 'gpu_count',
    label: 'the number of GPUs',
    why: 'power must be summed over every card serving the model; one card missing from the sum halves the figure on a two-card setup',
  },
  {
    point: 3,
    item: 'window_s',
    label: 'the measurement window',
    why: 'idle time between bursts still draws power, so a figure without its window may mix busy and idle periods',
  },
  {
    point: 4,
    item: 'model',
    label: 'the language model served',
    why: 'a larger model costs more energy per token on the same hardware; without it the number cannot be placed',
  },
  {
    point: 4,
    item: 'workload',
    label: 'the workload (requests, prompt and output lengths)',
    why: 'output lengths and request mix change the batch a server can hold, and with it the energy per token',
  },
  {
    point: 4,
    item: 'serving_stack',
    label: 'the serving software and version',
    why: 'the serving software sets batching and kernels, which move energy per token at equal hardware',
  },
  {
    point: 5,
    item: 'settings',
    label: 'the settings (batch cap, power cap, parallelism)',
    why: 'one system at two settings gives two figures, not one; the setting says which was measured',
  },
  {
    point: 6,
    item: 'output_tokens_per_s',
    label: 'the throughput from the same run',
    why: 'a power cut bought with lost work also raises tokens per watt on paper; throughput from the same run shows whether work was lost',
    given: (c) => has(c.output_tokens_per_s) || (has(c.tokens) && has(c.window_s)) || has(c.throughput_change_pct),
  },
  {
    point: 6,
    item: 'p99_itl_ms',
    label: 'the tail latency (p99) from the same run',
    why: 'larger batches save energy per token at the cost of latency; the tail latency from the same run shows what the saving cost users',
  },
];

export function missingContext(c: Claim) {
  return CONTEXT.filter((k) => !(k.given ? k.given(c) : has(c[k.item]))).map(({ given: _given, ...item }) => item);
}
export type MissingItem = ReturnType<typeof missingContext>[number];

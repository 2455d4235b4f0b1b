// The /calculator/ form's fields (names the URL carries, through forms/url-state.ts) and workload modes.

export const CALC_FIELD_NAMES = [
  'row',
  'region',
  'mode',
  'tokens_per_day',
  'requests_per_day',
  'output_tokens',
  'system_multiplier',
  'pue',
  'load_factor',
] as const;
export type CalcField = (typeof CALC_FIELD_NAMES)[number];
export type CalcValues = Partial<Record<CalcField, string>>;

export const WORKLOAD_MODES = ['requests', 'tokens'] as const;
export type WorkloadMode = (typeof WORKLOAD_MODES)[number];

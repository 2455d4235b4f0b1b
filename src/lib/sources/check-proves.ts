// One sentence per kind of source, written into each source record (data/sources.json, `check_proves`).
/**
 * What passing the checks proves, per kind of source, given how each source computes its figures: said on
 * every figure page, the methodology and the source page, so "passed" is never read for more than it is.
 */
export const CHECK_PROVES = {
  'ml-energy-v3':
    'ML.ENERGY computes energy per token from the same average power and throughput it publishes, so the identity check cannot disagree with a faithful copy: passing confirms the transcription, not the measurement.',
  'mlperf-inference':
    "The power is recomputed here from the analyzer's own samples over loadgen's window and must match the published Power_Result, so passing confirms the published wall power from its raw samples; the token rate is MLPerf's own.",
  'ml-energy-v2':
    'ML.ENERGY v2 publishes no average power, so no identity check is possible: these rows are transcribed and converted, and nothing in them is confirmed by a second figure.',
  contributed:
    "The identity check tests the lab's own figures against each other (average power / throughput against energy per token), so it catches an inconsistent submission, not a miscalibrated meter.",
} as const;

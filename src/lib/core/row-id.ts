import { slugify } from './slug.ts';

/** The settings that identify one measurement: same key, same experiment. */
export interface MeasurementKeyParts {
  task: string;
  model: string;
  gpu: string;
  num_gpus: number;
  tensor_parallel: number;
  expert_parallel: number;
  data_parallel: number;
  batch: number;
}

export function measurementKey(k: MeasurementKeyParts): string {
  return [
    k.task,
    slugify(k.model),
    `${slugify(k.gpu)}x${k.num_gpus}`,
    `tp${k.tensor_parallel}ep${k.expert_parallel}dp${k.data_parallel}`,
    `b${k.batch}`,
  ].join('.');
}

/**
 * A row id is its measurement key, so it survives re-ingest and reordering upstream. A repeated
 * measurement (same key, different values) gets ".r2", ".r3"... in upstream order.
 */
export function rowIdFor(k: MeasurementKeyParts, ordinal: number): string {
  const key = measurementKey(k);
  return ordinal === 1 ? key : `${key}.r${ordinal}`;
}

/** The same key without slugging, for grouping many rows fast (slugging is the slow part). */
export function rawMeasurementKey(k: MeasurementKeyParts): string {
  return `${k.task}\u0000${k.model}\u0000${k.gpu}\u0000${k.num_gpus}\u0000${k.tensor_parallel}\u0000${k.expert_parallel}\u0000${k.data_parallel}\u0000${k.batch}`;
}

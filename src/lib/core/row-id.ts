import { slugify } from './slug.ts';
import { SEP, hashEnd, hashNumber, hashStart, hashText, type CompositeKey } from './key-groups.ts';

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

/** A row id is its measurement key, so it survives re-ingest and reordering upstream; repeats get ".r2", ".r3"... */
export function rowIdFor(k: MeasurementKeyParts, ordinal: number): string {
  const key = measurementKey(k);
  return ordinal === 1 ? key : `${key}.r${ordinal}`;
}

/** The same key without slugging, for grouping many rows fast (slugging is the slow part). */
export function rawMeasurementKey(k: MeasurementKeyParts): string {
  return `${k.task}\u0000${k.model}\u0000${k.gpu}\u0000${k.num_gpus}\u0000${k.tensor_parallel}\u0000${k.expert_parallel}\u0000${k.data_parallel}\u0000${k.batch}`;
}

/** The raw measurement key as a composite key: rows grouped by it without building its string per row. */
export const MEASUREMENT_KEY: CompositeKey<MeasurementKeyParts> = {
  hash: (k) => {
    let h = hashStart();
    h = hashText(hashText(h, k.task), SEP);
    h = hashText(hashText(h, k.model), SEP);
    h = hashText(hashText(h, k.gpu), SEP);
    h = hashText(hashNumber(h, k.num_gpus), SEP);
    h = hashText(hashNumber(h, k.tensor_parallel), SEP);
    h = hashText(hashNumber(h, k.expert_parallel), SEP);
    h = hashText(hashNumber(h, k.data_parallel), SEP);
    return hashEnd(hashNumber(h, k.batch));
  },
  sameFields: (a, b) =>
    a.task === b.task &&
    a.model === b.model &&
    a.gpu === b.gpu &&
    a.num_gpus === b.num_gpus &&
    a.tensor_parallel === b.tensor_parallel &&
    a.expert_parallel === b.expert_parallel &&
    a.data_parallel === b.data_parallel &&
    a.batch === b.batch,
  text: rawMeasurementKey,
};

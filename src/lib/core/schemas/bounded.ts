// Full-zod numbers checked against the bounds table (core/bounds.ts). Built-in min/max checks, not
// refine closures: zod compiles them (a million rows stay fast) and they appear in the JSON Schema.
import { z } from 'zod';
import { BOUNDS, aboveMessage, belowMessage, type BoundedField } from '../bounds.ts';
import { expecting } from './describe.ts';

/** A positive number within its field's bounds; below zero it is still "a positive number". */
export const bounded = (field: BoundedField) => {
  const bound = BOUNDS[field];
  const positive = 'a positive number';
  return z
    .number(expecting(positive))
    .min(bound.min, { error: (i) => belowMessage(bound, i.input, positive) })
    .max(bound.max, { error: (i) => aboveMessage(bound, i.input) });
};

/** A whole number of 1 or more within its field's bounds. */
export const boundedInt = (field: BoundedField) => {
  const bound = BOUNDS[field];
  const whole = 'a whole number of 1 or more';
  return z
    .number(expecting(whole))
    .int(expecting(whole))
    .min(Math.max(1, bound.min), expecting(whole))
    .max(bound.max, { error: (i) => aboveMessage(bound, i.input) });
};

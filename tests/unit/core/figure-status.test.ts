// statusWords (src/lib/core/schemas/hardware-file.ts).
import { describe, expect, it } from 'vitest';
import { statusWords } from '../../../src/lib/core/schemas/hardware-file.ts';

describe('statusWords', () => {
  it.each([
    ['confirmed', 'confirmed'],
    ['partially_confirmed', 'partially confirmed'],
    ['unconfirmed', 'unconfirmed'],
  ] as const)('%s reads "%s"', (status, words) => expect(statusWords({ status })).toBe(words));
});

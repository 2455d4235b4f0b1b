// Number formatting (src/lib/text/format.ts): residuals.
import { describe, expect, it } from 'vitest';
import { fmtResidual } from '../../../src/lib/text/format.ts';

describe('fmtResidual', () => {
  it.each([
    [0, '0'],
    [3.2e-16, '3.2e-16'],
    [-0.00123, '-1.2e-3'],
  ])('%d prints as %s', (n, text) => expect(fmtResidual(n)).toBe(text));
});

// Real data: the committed snapshot (tests/snapshot/real-figures.json) is what the domain code computes from
// the committed data/, so every test that compares with it compares with today's data. A stale snapshot fails
// here first, saying which command rewrites it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { realFigures, realFiguresText } from '../../../scripts/lib/real-figures.ts';
import { REAL_DATA_DIR, REAL_FIGURES_PATH } from '../../fixtures/real-figures.ts';

describe(`the snapshot of real figures (${REAL_FIGURES_PATH}, from ${REAL_DATA_DIR}/)`, () => {
  it('equals what the domain code computes from the data, byte for byte', () => {
    const committed = readFileSync(REAL_FIGURES_PATH, 'utf8');
    const computed = realFiguresText(realFigures(REAL_DATA_DIR));
    expect(
      committed,
      `${REAL_FIGURES_PATH} is stale: run \`npm run snapshot\` (npm run ingest does it too) and review its diff`,
    ).toBe(computed);
  });
});

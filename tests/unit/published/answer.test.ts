// The published figure page's first sentence, on a hand-made ladder: board 3,600-36,000 J (1-10 Wh), facility
// twice that (2-20 Wh); figures of 5, 1 and 40 Wh (18,000, 3,600 and 144,000 J).
import { describe, expect, it } from 'vitest';
import { ladderAnswer } from '../../../src/lib/published/answer.ts';
import type { Ladder, LadderStep, Scope } from '../../../src/lib/published/ladder.ts';
import type { CheckedRow } from '../../../src/lib/core/dataset.ts';

const row = { id: 'r', model_name: 'M', gpu: 'H100' } as CheckedRow;
const step = (scope: Scope, lo: number, hi: number): LadderStep => ({
  scope,
  factor: null,
  lo: { row, joules: lo },
  hi: { row, joules: hi },
  named: [],
  dropped: [],
});
const ladder = (
  joules: number,
  scope: Scope | null,
  steps = [step('board', 3600, 36000), step('facility', 7200, 72000)],
): Ladder => ({
  task: { id: 'lm-arena-chat', name: 'Chat' },
  steps,
  mark: { joules, scope },
  lengths: [],
  atStatedTokens: [],
  notes: [],
});

describe('ladderAnswer', () => {
  it('sets the figure against the range at the scope it was counted at', () => {
    expect(ladderAnswer(ladder(18000, 'facility'), 'Acme', '5 Wh')).toBe(
      "Acme counted at the facility, where the index's energy per answer in Chat runs from 2.00 to 20.0 Wh: 5 Wh is inside that range.",
    );
    expect(ladderAnswer(ladder(3600, 'facility'), 'Acme', '1 Wh')).toBe(
      "Acme counted at the facility, where the index's energy per answer in Chat runs from 2.00 to 20.0 Wh: 1 Wh is below that range (its lowest is 2x 1 Wh).",
    );
    expect(ladderAnswer(ladder(144000, 'board'), 'Acme', '40 Wh')).toBe(
      "Acme counted at the GPU board, where the index's energy per answer in Chat runs from 1.00 to 10.0 Wh: 40 Wh is above that range (4x its highest).",
    );
  });
  it('says so when the scope is not stated, or the ladder stops below it, and uses the widest step', () => {
    expect(ladderAnswer(ladder(18000, null), 'Acme', '5 Wh')).toBe(
      "Acme does not say where it counted. At the facility, the widest scope here, the index's energy per answer in Chat runs from 2.00 to 20.0 Wh: 5 Wh is inside that range.",
    );
    expect(ladderAnswer(ladder(18000, 'facility', [step('board', 3600, 36000)]), 'Acme', '5 Wh')).toBe(
      "Acme counted at the facility, which the cited factors do not reach. At the GPU board, the widest scope here, the index's energy per answer in Chat runs from 1.00 to 10.0 Wh: 5 Wh is inside that range.",
    );
  });
});

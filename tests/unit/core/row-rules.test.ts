// The parallelism rule of a row (src/lib/core/row-rules.ts): num_gpus = max(TP x DP, EP).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rowRuleProblems } from '../../../src/lib/core/row-rules.ts';

const realIndex = JSON.parse(readFileSync('data/index.json', 'utf8'));

describe('the parallelism rule: num_gpus = max(TP x DP, EP)', () => {
  const base = {
    total_params_b: 8,
    active_params_b: 8,
    batch: 64,
    mean_batch: 60,
    avg_power_w: 1000,
    median_itl_ms: 20,
    p99_itl_ms: 40,
  };
  it.each([
    [1, 1, 1, 1, true],
    [2, 2, 1, 1, true],
    [4, 1, 4, 1, true], // experts over 4 cards
    [4, 1, 4, 4, true], // DP 4 x TP 1, experts over the same 4 cards (in v3)
    [8, 8, 1, 1, true],
    [2, 1, 1, 1, false], // a card counted that serves nothing
    [4, 2, 1, 1, false],
    [4, 2, 1, 2, true],
  ])('%i GPUs at TP %i, EP %i, DP %i: %s', (num_gpus, tensor_parallel, expert_parallel, data_parallel, ok) => {
    const problems = rowRuleProblems({ ...base, num_gpus, tensor_parallel, expert_parallel, data_parallel });
    expect(problems.length === 0).toBe(ok);
  });
  it('names the rule, the degrees and the count', () => {
    expect(rowRuleProblems({ ...base, num_gpus: 4, tensor_parallel: 2, expert_parallel: 1, data_parallel: 1 })).toEqual(
      [
        {
          field: 'num_gpus',
          message:
            'expected max(tensor_parallel x data_parallel, expert_parallel) = max(2 x 1, 1) = 2 GPUs, got 4: power must be summed over exactly the cards that serve the model',
        },
      ],
    );
  });
  it('holds on every row of the real data', () => {
    for (const r of realIndex.rows) expect(rowRuleProblems(r), r.id).toEqual([]);
  });
});

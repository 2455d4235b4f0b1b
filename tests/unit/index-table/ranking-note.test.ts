// The note beside a task's table: per answer mixes answer length in, and whether per output token orders the
// rows otherwise. Tiny named rows, values worked out by hand.
import { describe, expect, it } from 'vitest';
import { rankingNote } from '../../../src/lib/index-table/ranking-note.ts';

const row = (id: string, energy_per_token_j: number, mean_output_tokens: number) => ({
  id,
  model_name: id.toUpperCase(),
  gpu: 'H100',
  num_gpus: 1,
  energy_per_token_j,
  mean_output_tokens,
});
const MIXES =
  'Ranking per answer mixes answer length with efficiency: answers here average 100 to 400 output tokens (prompt ' +
  'tokens not counted), and a model that answers at length uses more per answer at the same energy per token.';

describe('rankingNote', () => {
  it('names the leader per output token when it differs from the leader per answer', () => {
    // Per answer: a 0.2 x 400 = 80 J, b 0.3 x 100 = 30 J, c 0.4 x 100 = 40 J: b, c, a. Per token: a, b, c.
    expect(rankingNote([row('a', 0.2, 400), row('b', 0.3, 100), row('c', 0.4, 100)])).toBe(
      `${MIXES} Ranked per output token (the unit switch above the table), the order differs: A on 1 x H100 leads, ` +
        'where per answer B on 1 x H100 does; 3 of 3 rows change place.',
    );
  });
  it('says when the leader is the same but places change, and when the order is the same', () => {
    // Per answer: a 0.1 x 100 = 10 J, b 0.2 x 400 = 80 J, c 0.3 x 100 = 30 J: a, c, b. Per token: a, b, c.
    expect(rankingNote([row('a', 0.1, 100), row('b', 0.2, 400), row('c', 0.3, 100)])).toContain(
      'the order differs: A on 1 x H100 leads both; 2 of 3 rows change place.',
    );
    expect(rankingNote([row('a', 0.1, 100), row('b', 0.2, 400)])).toContain(', the order is the same.');
    expect(rankingNote([row('a', 0.1, 100)])).toBeNull();
  });
});

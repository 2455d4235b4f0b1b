// The data set's shortcuts (src/lib/core/dataset.ts) give exactly what the plain versions give: the row
// copy with its identity check, and the per-model grouping model pages read. Real data.
import { describe, expect, it } from 'vitest';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset, checkedRow, modelRows } from '../../../src/lib/core/dataset.ts';
import { checkIdentity } from '../../../src/lib/core/identity.ts';
import { rowSchema } from '../../../src/lib/core/schemas/row.ts';

const data = loadDataDir('data');
const real = buildDataset(data.index, data.grid, data.hardware);

describe('checkedRow (real data)', () => {
  it('equals the row spread with its identity, key for key and in the same order', () => {
    for (const r of data.index.rows) {
      const plain = { ...r, identity: checkIdentity(r), release_id: data.index.release.id };
      const fast = checkedRow(r, data.index.release.id);
      expect(Object.keys(fast)).toEqual(Object.keys(plain));
      expect(fast).toEqual(plain);
    }
  });
  it('copies every field of the row schema', () => {
    expect(
      Object.keys(checkedRow(data.index.rows[0], 'r1'))
        .filter((k) => k !== 'identity' && k !== 'release_id')
        .sort(),
    ).toEqual(Object.keys(rowSchema.shape).sort());
  });
  it('does not touch the rows it is given', () => {
    const r = data.index.rows[0];
    checkedRow(r, 'r1');
    expect('identity' in r).toBe(false);
  });
});

describe('modelRows (real data)', () => {
  it("is each model's rows and selections, as filtering would give, in the same order", () => {
    for (const m of real.models) {
      const { rows, selected } = modelRows(real, m.id);
      expect(rows).toEqual(real.rows.filter((r) => r.model === m.id));
      expect(selected).toEqual(real.selected.filter((r) => r.model === m.id));
    }
    expect(modelRows(real, 'no/such-model')).toEqual({ rows: [], selected: [] });
  });
});

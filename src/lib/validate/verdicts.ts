// What the build would withhold or leave out, for `npm run validate`: not errors, but heard before the build. Computed
// by the build's own code (buildDataset), as src/data.ts does.
import type { Row } from '../core/schemas/row.ts';
import type { IndexFile } from '../core/schemas/index-file.ts';
import type { GridFile } from '../core/schemas/grid-file.ts';
import type { HardwareFile } from '../core/schemas/hardware-file.ts';
import { buildDataset } from '../core/dataset.ts';
import { IDENTITY_TOLERANCE } from '../core/identity.ts';

/**
 * One side of the identity, as the build computed it: the value computed from the other fields beside the stated one,
 * and residual = computed / stated - 1.
 */
const side = (
  computed_as: string,
  field: 'energy_per_token_j' | 'energy_per_request_j',
  computed: number,
  stated: number,
  residual: number,
) => ({ computed_as, field, computed, stated, residual, within_tolerance: Math.abs(residual) <= IDENTITY_TOLERANCE });

export type Verdicts = ReturnType<typeof verdictsOf>;

const NO_GRID: GridFile = {
  cutoff_year: 0,
  source: { name: '-', publisher: '-', licence: '-', citation: '-', url: 'https://example.org/' },
  entities: [],
};
const NO_HARDWARE: HardwareFile = { sources: [], accelerators: [], systems: [] };

/**
 * Identity check and selection over rows that passed their schema (`rows` keeps positions, null where failed), so a
 * file with errors still hears which sound rows would be withheld.
 */
export function verdictsOf(
  file: string,
  rows: readonly (Row | null)[],
  grid: GridFile | undefined,
  hardware: HardwareFile | undefined,
) {
  const valid = rows.filter((r): r is Row => r !== null);
  const position = new Map<Row, number>();
  rows.forEach((r, i) => r && position.set(r, i));
  // Only rows, tasks and units matter to the checks; the release header was validated (or refused) already.
  const index = { release: {}, tasks: [], units: {}, rows: valid } as unknown as IndexFile;
  const d = buildDataset(index, grid ?? NO_GRID, hardware ?? NO_HARDWARE);
  const withheld = d.withheld.map((r) => ({
    /** Where the row is: "data/index.json", and its position there. */
    file,
    // d.rows are copies of `valid`, in the same order.
    position: position.get(valid[d.rows.indexOf(r)]) ?? -1,
    id: r.id,
    sides: [
      side(
        'average power / throughput',
        'energy_per_token_j',
        r.avg_power_w / r.output_tokens_per_s,
        r.energy_per_token_j,
        r.identity.power_residual,
      ),
      side(
        'energy per token x mean output length',
        'energy_per_request_j',
        r.energy_per_token_j * r.mean_output_tokens,
        r.energy_per_request_j,
        r.identity.request_residual,
      ),
    ],
    tolerance: IDENTITY_TOLERANCE,
    /** The build's own words, as the methodology page and the build log show them. */
    reason: r.identity.withheld_reason!,
  }));
  return {
    /** Rows that passed their schema, and so reached the identity check. */
    checked_rows: valid.length,
    withheld,
    ceiling_ms: d.ceilingMs,
    left_out: d.leftOut,
    set_aside_repeats: d.setAsideRepeats,
  };
}

/** One line per withheld row: where, which side disagrees, by how much, against which tolerance. */
export function withheldLines(v: Verdicts): string[] {
  return v.withheld.map(
    (w) => `${w.file}: rows[${w.position}] (id ${w.id}): would be withheld by the identity check: ${w.reason}`,
  );
}

export function leftOutLines(v: Verdicts): string[] {
  return v.left_out.map((l) => `left out of the index: ${l.task}, ${l.model} on ${l.gpu}: ${l.reason}`);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "838 rows checked; 0 would be withheld by the identity check (tolerance ±0.1%); ..." */
export function verdictSummary(v: Verdicts): string {
  return [
    `${plural(v.checked_rows, 'row')} checked`,
    `${v.withheld.length} would be withheld by the identity check (tolerance ±${IDENTITY_TOLERANCE * 100}%)`,
    `${plural(v.left_out.length, 'pair')} (task, model, GPU) left out at the ${v.ceiling_ms} ms ceiling`,
    `${plural(v.set_aside_repeats.length, 'repeat')} counted once`,
  ].join('; ');
}

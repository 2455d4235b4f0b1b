// What the build would withhold or leave out, for `npm run validate`: not errors, but heard before the build. Computed
// by the build's own rules (checkIdentity, selectIndex), as buildDataset applies them.
import type { Row } from '../core/schemas/row.ts';
import { IDENTITY_TOLERANCE, checkIdentity } from '../core/identity.ts';
import { DEFAULT_CEILING_MS, selectIndex } from '../core/index-selection.ts';

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

/**
 * Identity check and selection over rows that passed their schema (`rows` keeps positions, null where failed), so a
 * file with errors still hears which sound rows would be withheld.
 */
export function verdictsOf(file: string, rows: readonly (Row | null)[]) {
  const publishable: Row[] = [];
  const withheld = rows.flatMap((r, position) => {
    if (!r) return [];
    const identity = checkIdentity(r);
    if (identity.withheld_reason === null) {
      publishable.push(r);
      return [];
    }
    return {
      /** Where the row is: "data/index.json", and its position there. */
      file,
      position,
      id: r.id,
      sides: [
        side(
          'average power / throughput',
          'energy_per_token_j',
          r.avg_power_w / r.output_tokens_per_s,
          r.energy_per_token_j,
          identity.power_residual,
        ),
        side(
          'energy per token x mean output length',
          'energy_per_request_j',
          r.energy_per_token_j * r.mean_output_tokens,
          r.energy_per_request_j,
          identity.request_residual,
        ),
      ],
      tolerance: IDENTITY_TOLERANCE,
      /** The build's own words, as the methodology page and the build log show them. */
      reason: identity.withheld_reason,
    };
  });
  const { leftOut, setAsideRepeats } = selectIndex(publishable);
  return {
    /** Rows that passed their schema, and so reached the identity check. */
    checked_rows: publishable.length + withheld.length,
    withheld,
    ceiling_ms: DEFAULT_CEILING_MS,
    left_out: leftOut,
    set_aside_repeats: setAsideRepeats,
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

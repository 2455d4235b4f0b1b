// What the methodology page states from the data, computed once: the largest identity-check residuals
// and each repeated measurement set aside beside the run kept.
import { group, max } from 'd3';
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { rawMeasurementKey } from '../core/row-id.ts';

export interface MethodologyView {
  /** Largest |residual| of each side of the identity check over every row. */
  maxPowerResidual: number;
  maxRequestResidual: number;
  /** Each set-aside repeat beside the run kept: the first other row with the same measurement key. */
  repeats: { aside: CheckedRow; kept: CheckedRow }[];
}

export function methodologyView(d: Dataset): MethodologyView {
  // Indexed once by id and by key, so the pairing stays linear in the rows.
  const byId = new Map(d.rows.map((r) => [r.id, r]));
  const byKey = group(d.rows, rawMeasurementKey);
  return {
    maxPowerResidual: max(d.rows, (r) => Math.abs(r.identity.power_residual)) ?? -Infinity,
    maxRequestResidual: max(d.rows, (r) => Math.abs(r.identity.request_residual)) ?? -Infinity,
    repeats: d.setAsideRepeats.map((id) => {
      const aside = byId.get(id)!;
      return { aside, kept: byKey.get(rawMeasurementKey(aside))!.find((r) => r.id !== id)! };
    }),
  };
}

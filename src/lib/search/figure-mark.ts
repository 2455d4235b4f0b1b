// A figure page's search entry: its names, and a line of its conditions under the result, so a result is never a bare
// number. Names are isolated, so a right-to-left one cannot reorder the line.
import type { Figure } from '../figures/figure.ts';
import type { SourceFigure } from '../figures/source-figure.ts';
import type { SearchMark } from './search-mark.ts';
import { SECONDS_PER_HOUR, whPerAnswer } from '../core/units.ts';
import { fmtCount, fmtEnergy } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';

/** An ML.ENERGY v3 figure of the index: GPU board energy per answer at its configuration. */
export function figureMark(f: Figure): SearchMark {
  const r = f.row;
  const energy =
    f.status === 'withheld'
      ? 'withheld (its check failed)'
      : `${fmtEnergy(whPerAnswer(r.energy_per_token_j, r.mean_output_tokens))} Wh per answer (GPU board energy)`;
  return {
    kind: 'Figure',
    names: [r.model_name, r.model, r.gpu, f.gpuName, f.taskName],
    details: [
      isolate(f.taskName),
      `${r.num_gpus} x ${isolate(r.gpu)}`,
      `batch cap ${fmtCount(r.batch)}, ${isolate(r.weight_precision)}`,
      energy,
      `release ${f.release.id}`,
    ].join(' · '),
  };
}

/** A row of another source (an MLPerf run, an ML.ENERGY v2 setting), at that source's own boundary. */
export function sourceFigureMark(sf: SourceFigure): SearchMark {
  const r = sf.row;
  const setting =
    sf.kind === 'mlperf-inference'
      ? `${isolate(sf.row.benchmark)}, ${isolate(sf.row.scenario)}`
      : `${isolate(sf.row.task)}, batch cap ${fmtCount(sf.row.batch)}`;
  const energy =
    sf.kind === 'ml-energy-v2' && r.check.status !== 'withheld'
      ? `${fmtEnergy(sf.row.energy_per_request_j / SECONDS_PER_HOUR)} Wh per answer`
      : sf.whPerMillion !== null && r.check.status !== 'withheld'
        ? `${fmtEnergy(sf.whPerMillion)} Wh per million output tokens`
        : 'withheld (its check failed)';
  return {
    kind: 'Figure',
    names: [r.model_name, r.model, r.gpu, sf.record.name],
    details: [
      setting,
      `${r.num_gpus} x ${isolate(r.gpu)}`,
      `${energy} (${sf.record.boundary})`,
      isolate(sf.record.name),
      `release ${sf.release.id}`,
    ].join(' · '),
  };
}

// Example claims for /check/, built from the data so their figures are the data's: an index row quoted, one card left
// out of the power sum, the same run at the wall, and the scoring box's relative example.
import type { Claim } from './schema.ts';
import type { Dataset } from '../core/dataset.ts';
import { referenceRow } from '../core/reference-row.ts';
import { isolate } from '../text/bidi.ts';
import { taskName } from '../core/task-name.ts';
import { statusWords, systemHasGpu } from '../core/schemas/hardware-file.ts';
import { fmtRatio } from '../text/format.ts';
import { gpuFindingsOf } from './data.ts';

/** Six significant digits: the form shows what a press release would print, well inside the tolerance. */
const sig6 = (n: number) => Number(n.toPrecision(6));

/**
 * Server-to-GPU power ratio of a system built on the row's GPU, with the figure's status; none when no system matches.
 */
function systemRatioFor(d: Dataset, gpu: string): { name: string; ratio: number; status: string } | undefined {
  for (const s of d.hardware.systems) {
    const f = s.figures.system_to_gpu_power_ratio;
    if (f && typeof f.value === 'number' && systemHasGpu(s, gpu))
      return { name: s.name, ratio: f.value, status: statusWords(f) };
  }
  return undefined;
}

export function exampleClaims(d: Dataset) {
  const out: { id: string; title: string; about: string; claim: Claim }[] = [];
  const r = referenceRow(d);
  if (r) {
    const task = taskName(d, r.task);
    const quoted: Claim = {
      model: r.model,
      gpu: r.gpu,
      gpu_count: r.num_gpus,
      boundary: 'board',
      basis: 'measured',
      workload: `${isolate(task)} (${isolate(d.release.sources[0].name)})`,
      serving_stack: d.release.serving_stack,
      settings: {
        batch: r.batch,
        tensor_parallel: r.tensor_parallel,
        expert_parallel: r.expert_parallel,
        data_parallel: r.data_parallel,
      },
      avg_power_w: sig6(r.avg_power_w),
      output_tokens_per_s: sig6(r.output_tokens_per_s),
      energy_per_token_j: sig6(r.energy_per_token_j),
      median_itl_ms: sig6(r.median_itl_ms),
      p99_itl_ms: sig6(r.p99_itl_ms),
    };
    out.push({
      id: 'index-row',
      title: 'An index row, quoted as a claim',
      about: 'The index’s own figures for one configuration, with the context this release states.',
      claim: quoted,
    });
    if (r.num_gpus > 1) {
      out.push({
        id: 'card-left-out',
        title: 'The same claim with one card’s power',
        about: `Power read from one of the ${r.num_gpus} cards while throughput counts all of them: the identity catches it.`,
        claim: { ...quoted, avg_power_w: sig6(r.avg_power_w / r.num_gpus) },
      });
    }
    const system = systemRatioFor(d, r.gpu);
    if (system) {
      out.push({
        id: 'system-boundary',
        title: 'The same run quoted at the server',
        about: `Board power scaled by the ${isolate(system.name)} nameplate ratio (${fmtRatio(system.ratio)}, ${system.status}): consistent, but not comparable with the index’s board figures.`,
        claim: {
          model: r.model,
          gpu: r.gpu,
          boundary: 'system',
          avg_power_w: sig6(r.avg_power_w * system.ratio),
          output_tokens_per_s: sig6(r.output_tokens_per_s),
          energy_per_token_j: sig6(r.energy_per_token_j * system.ratio),
        },
      });
    }
  }
  // As a press release says it: the index's headline change rounded to a whole percent, nothing else stated.
  const finding = gpuFindingsOf(d)[0];
  if (finding) {
    const pct = Math.round((1 - 1 / finding.own.median) * 100);
    out.push({
      id: 'relative-gpu',
      title: 'One GPU against another',
      about: `“${isolate(finding.other_gpu)} uses ${pct}% less energy per token than ${isolate(finding.base_gpu)}” in ${isolate(finding.task_name)}: set beside the index’s comparison at each GPU’s own setting and at the same setting.`,
      claim: {
        gpu: finding.other_gpu,
        baseline_gpu: finding.base_gpu,
        task: finding.task_name,
        energy_per_token_change_pct: -pct,
      },
    });
  }
  // The scoring box's own example: at equal throughput, 21% less power is +26.6% tokens per watt, not +22%.
  out.push({
    id: 'relative',
    title: 'A relative claim',
    about: '“21% less power at the same throughput, 22% more tokens per watt”: the two changes do not fit together.',
    claim: { power_change_pct: -21, throughput_change_pct: 0, tokens_per_watt_change_pct: 22 },
  });
  return out;
}

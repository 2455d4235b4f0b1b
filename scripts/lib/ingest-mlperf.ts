// MLPerf Inference results (v4.1, v5.1) into rows: power recomputed from the analyzer's samples over loadgen's
// window, token rate from loadgen's summary. Deterministic: folders are read in sorted order.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure, System } from '../../src/lib/core/schemas/hardware-file.ts';
import type { MlperfRow } from '../../src/lib/core/schemas/sources.ts';
import { parsePowerWindow, parseSpl, parseSummary, windowMean } from '../../src/lib/sources/mlperf-power.ts';
import { BENCHMARKS, benchmarkOf } from '../../src/lib/sources/benchmarks.ts';
import { slugify } from '../../src/lib/core/slug.ts';
import { compareCodeUnits } from '../../src/lib/core/order.ts';
import { group } from 'd3';

/** Accelerator names as submitted -> the short GPU names the index uses (hardware.json aliases). */
const GPU_ALIAS: Record<string, string> = {
  'NVIDIA H200-SXM-141GB': 'H200',
  'NVIDIA B200-SXM-180GB': 'B200',
};

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The fields of a system description (closed/<submitter>/systems/<system>.json) this ingest reads. */
interface SystemDesc {
  system_name: string;
  submitter: string;
  accelerator_model_name: string;
  accelerators_per_node: number | string;
  number_of_nodes?: number | string;
  host_processors_per_node: number | string;
  host_processor_model_name: string;
  host_processor_core_count: number | string;
  host_memory_capacity: string;
  cooling: string;
  framework: string;
  other_software_stack: string;
  operating_system: string;
  hw_notes?: string;
}
/** The fields of one summary_results.json entry this ingest reads. */
interface SummaryEntry {
  ID: string;
  Location: string;
  Power_Result: number | string;
  weight_data_types: string;
}
const sorted = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
/** A performance run's files this ingest reads: the analyzer's samples, loadgen's detail log and its summary. */
const RUN_FILES = ['spl.txt', 'mlperf_log_detail.txt', 'mlperf_log_summary.txt'] as const;
/** Where a run was submitted, as ingestMlperf reads it. */
interface SystemAt {
  roundDir: string;
  round: string;
  commit: string;
  division: string;
  submitter: string;
  desc: SystemDesc;
  systemId: string;
}
/** A run's folder and the texts of its RUN_FILES. */
type RunFiles = { target: string; scenario: string; folder: string; texts: string[] };

export const MLPERF_UNITS: Record<string, string> = {
  avg_power_w: 'W (whole system at the wall, mean over the power window)',
  published_power_w: 'W (MLCommons Power_Result)',
  power_samples: 'analyzer samples (one a second)',
  window_s: 's',
  output_tokens_per_s: 'output tokens/s (loadgen)',
  energy_per_token_j: 'J per output token (system at the wall)',
  num_gpus: 'GPUs',
  'latency.ttft_p99_limit_ms': 'ms',
  'latency.ttft_p99_ms': 'ms',
  'latency.tpot_p99_limit_ms': 'ms',
  'latency.tpot_p99_ms': 'ms',
  'latency.latency_p99_limit_ms': 'ms',
  'latency.latency_p99_ms': 'ms',
};

/** `dir`: upstream's mlperf-inference folder (rounds: its v* subfolders); `commitOf`: each round's pinned commit. */
export function ingestMlperf(dir: string, commitOf: (round: string) => string) {
  const rows: MlperfRow[] = [];
  const systems = new Map<string, System>();
  for (const round of sorted(dir).filter((r) => /^v\d/.test(r))) {
    const roundDir = join(dir, round);
    const commit = commitOf(round);
    const summary = readJson<SummaryEntry[]>(join(roundDir, 'summary_results.json'));
    const byLocation = new Map(summary.map((s) => [s.Location, s]));
    for (const division of sorted(roundDir).filter((d) => d === 'closed' || d === 'open')) {
      for (const submitter of sorted(join(roundDir, division))) {
        const base = join(roundDir, division, submitter);
        for (const system of sorted(join(base, 'results'))) {
          const desc = readJson<SystemDesc>(join(base, 'systems', `${system}.json`));
          const systemId = slugify(`${submitter} ${system}`);
          systems.set(
            systemId,
            systemRecord(systemId, desc, `${round}/${division}/${submitter}/systems/${system}.json`),
          );
          const at = { roundDir, round, commit, division, submitter, desc, systemId };
          const runs: RunFiles[] = [];
          for (const target of sorted(join(base, 'results', system))) {
            for (const scenario of sorted(join(base, 'results', system, target))) {
              const folder = `${division}/${submitter}/results/${system}/${target}/${scenario}`;
              const run = join(roundDir, folder, 'performance', 'run_1');
              if (!existsSync(join(run, 'spl.txt'))) continue;
              runs.push({ target, scenario, folder, texts: RUN_FILES.map((f) => readFileSync(join(run, f), 'utf8')) });
            }
          }
          // Accuracy targets of one benchmark and scenario whose run files are identical are one run; runs of one
          // benchmark and scenario that differ are told apart by their accuracy target.
          for (const ofBench of group(runs, (r) => `${benchmarkOf(r.target)}|${r.scenario}`).values()) {
            const distinctRuns = group(ofBench, (r) => r.texts.join('\u0000'));
            for (const same of distinctRuns.values()) {
              const entry = byLocation.get(same[0].folder);
              if (!entry) throw new Error(`${round}/summary_results.json: no result with Location ${same[0].folder}`);
              rows.push(runRow(at, entry, same, distinctRuns.size > 1));
            }
          }
        }
      }
    }
  }
  rows.sort((a, b) => compareCodeUnits(a.id, b.id));
  return {
    file: {
      units: MLPERF_UNITS,
      benchmarks: BENCHMARKS,
      rows,
    },
    systems: [...systems.values()].sort((a, b) => compareCodeUnits(a.id, b.id)),
  };
}

/** One performance run of the system (`same`: its accuracy targets whose run files are identical). */
function runRow(a: SystemAt, entry: SummaryEntry, same: RunFiles[], distinct: boolean): MlperfRow {
  const { folder, texts } = same[0];
  const targets = same.map((r) => r.target).sort();
  const perf = join(a.roundDir, folder, 'performance');
  const where = `${a.round}/${folder}/performance`;
  const [spl, detail, summary] = texts;
  const samples = parseSpl(spl, `${where}/run_1/${RUN_FILES[0]}`);
  const window = parsePowerWindow(detail, `${where}/run_1/${RUN_FILES[1]}`);
  // The power client's and server's settings: only their clock offsets matter here.
  const offset = (side: string) =>
    Number(readJson<{ timezone?: number | string }>(join(perf, 'power', `${side}.json`)).timezone ?? 0);
  const power = windowMean(samples, window, offset('client'), offset('server'));
  const s = parseSummary(summary, `${where}/run_1/${RUN_FILES[2]}`);
  const bench = BENCHMARKS.find((b) => b.benchmark === benchmarkOf(targets[0]));
  if (!bench)
    throw new Error(`${where}: benchmark ${targets[0]} is not in the benchmark table (src/lib/sources/benchmarks.ts)`);
  const gpu = GPU_ALIAS[a.desc.accelerator_model_name];
  if (!gpu)
    throw new Error(`${a.round}: accelerator ${a.desc.accelerator_model_name} has no short name in ingest-mlperf.ts`);
  const suffix = distinct ? `.acc${targets[0].slice(bench.benchmark.length + 1).replace('.', '-')}` : '';
  const latency: MlperfRow['latency'] =
    s.scenario === 'Offline'
      ? {
          kind: 'none',
          note: 'Offline runs have no latency limit: all queries are sent at once and only throughput counts.',
        }
      : s.ttftLimitMs !== null && s.tpotLimitMs !== null && s.ttftP99Ms !== null && s.tpotP99Ms !== null
        ? {
            kind: 'ttft-tpot',
            ttft_p99_limit_ms: s.ttftLimitMs,
            ttft_p99_ms: s.ttftP99Ms,
            tpot_p99_limit_ms: s.tpotLimitMs,
            tpot_p99_ms: s.tpotP99Ms,
          }
        : { kind: 'query', latency_p99_limit_ms: s.latencyLimitMs!, latency_p99_ms: s.latencyP99Ms! };
  return {
    id: `mlperf-${a.round}.${a.systemId}.${bench.benchmark}.${s.scenario.toLowerCase()}${suffix}`,
    source: `mlperf-inference-${a.round}`,
    boundary: 'system (wall, AC)',
    basis: 'measured',
    model: bench.model,
    model_name: bench.model_name,
    weight_precision: String(entry.weight_data_types),
    gpu,
    num_gpus: Number(a.desc.accelerators_per_node) * Number(a.desc.number_of_nodes ?? 1),
    output_tokens_per_s: s.tokensPerS,
    energy_per_token_j: power.meanW / s.tokensPerS,
    round: a.round,
    division: a.division,
    submitter: a.submitter,
    // MLCommons writes result IDs as "4.1-0049"; the v4.1 summary spells them "v4.1-0049": one spelling here.
    result_id: String(entry.ID).replace(/^v/, ''),
    benchmark: bench.benchmark,
    accuracy_targets: targets,
    scenario: s.scenario,
    system_name: a.desc.system_name,
    system_id: a.systemId,
    accelerator_name: a.desc.accelerator_model_name,
    host_cpus: `${a.desc.host_processors_per_node}x ${a.desc.host_processor_model_name} (${a.desc.host_processor_core_count} cores each)`,
    cooling: a.desc.cooling,
    software: a.desc.other_software_stack || a.desc.framework,
    hw_notes: a.desc.hw_notes ?? '',
    avg_power_w: power.meanW,
    published_power_w: Number(entry.Power_Result),
    power_samples: power.samples,
    window_start: window.begin,
    window_end: window.end,
    window_s: power.windowS,
    tokens_inferred: s.inferred,
    result_validity: s.validity,
    latency,
    provenance: { folder: `${a.round}/${folder}`, commit: a.commit },
  };
}

function systemRecord(id: string, d: SystemDesc, file: string): System {
  const fig = (value: string | number, unit = ''): Figure => ({
    value,
    unit,
    source: `MLPerf Inference system description, ${file}`,
    corroboration: "the round's summary_results.json (MLCommons) lists the same system",
    status: 'confirmed',
    note: '',
  });
  return {
    id,
    name: d.system_name,
    context_only: false,
    figures: {
      submitter: fig(d.submitter),
      accelerator: fig(d.accelerator_model_name),
      accelerators_per_node: fig(Number(d.accelerators_per_node), 'GPUs'),
      host_processors: fig(`${d.host_processors_per_node}x ${d.host_processor_model_name}`),
      host_processor_core_count: fig(Number(d.host_processor_core_count), 'cores per processor'),
      host_memory: fig(d.host_memory_capacity),
      cooling: fig(d.cooling),
      software: fig(d.other_software_stack || d.framework),
      operating_system: fig(d.operating_system),
      ...(d.hw_notes ? { hw_notes: fig(d.hw_notes) } : {}),
    },
  };
}

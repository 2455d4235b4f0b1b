// npm run select -- [--task lm-arena-chat] [--ceiling-ms 500] [--format csv|json] [--data data] [--source ID]
// --source picks another source's own index (its own latency statistic and ceiling rule); default ML.ENERGY v3.
// Prints the index: the lowest-energy configuration per (task, model, GPU) under the latency ceiling.
import { argsOr, exitWith } from './lib/cli.ts';
import { loadDataDir, dataDir } from '../src/lib/node/read-data.ts';
import { buildDataset } from '../src/lib/core/dataset.ts';
import { TASK_IDS } from '../src/lib/core/schemas/row.ts';
import { DEFAULT_CEILING_MS } from '../src/lib/core/index-selection.ts';
import { toCsv } from '../src/lib/text/csv.ts';

function fail(message: string): never {
  return exitWith(2, `select: ${message}`);
}

// parseArgs reads "-5" as an option; join a dash-led value to its flag so the range check can answer.
const argv = process.argv.slice(2);
const at = argv.indexOf('--ceiling-ms');
if (at >= 0 && /^-/.test(argv[at + 1] ?? '')) argv.splice(at, 2, `--ceiling-ms=${argv[at + 1]}`);
const { values: args } = argsOr(
  {
    args: argv,
    options: {
      task: { type: 'string' },
      'ceiling-ms': { type: 'string' },
      format: { type: 'string', default: 'csv' },
      data: { type: 'string' },
      source: { type: 'string' },
    },
  },
  (why) =>
    fail(
      `${why}. Usage: npm run select -- [--task ${TASK_IDS[0]}] [--ceiling-ms ${DEFAULT_CEILING_MS}] [--format csv|json]`,
    ),
);
const task = args.task;
const otherSource = args.source !== undefined && args.source !== 'ml-energy-v3';
if (!otherSource && task !== undefined && !(TASK_IDS as readonly string[]).includes(task))
  fail(`unknown task ${JSON.stringify(task)}: expected one of ${TASK_IDS.join(', ')}`);
const ceilingText = args['ceiling-ms'] ?? String(DEFAULT_CEILING_MS);
const ceiling = Number(ceilingText);
if (ceilingText.trim() === '' || !Number.isFinite(ceiling) || ceiling <= 0)
  fail(`--ceiling-ms: expected a positive number of milliseconds, got ${JSON.stringify(ceilingText)}`);
if (args.format !== 'csv' && args.format !== 'json')
  fail(`--format: expected csv or json, got ${JSON.stringify(args.format)}`);

let data;
try {
  data = loadDataDir(dataDir(args.data));
} catch (e) {
  exitWith(1, (e as Error).message);
}
const d = buildDataset(data.index, data.grid, data.hardware, ceiling, data.sources);
if (otherSource) {
  const view = d.bySource[args.source!];
  if (!view || view.kind === 'ml-energy-v3')
    fail(`unknown source ${JSON.stringify(args.source)}: expected one of ${d.sources.map((s) => s.id).join(', ')}`);
  // One source only: its own selection, boundary and latency statistic, never merged with another's.
  const taskOf = (r: (typeof view.selected)[number]) =>
    'scenario' in r ? r.scenario.toLowerCase() : 'workload' in r ? (r.task ?? 'other') : r.task;
  const picked = view.selected.filter((r) => !task || taskOf(r) === task);
  const rowsOut = picked.map((r) => ({
    source: r.source,
    boundary: r.boundary,
    basis: r.basis,
    task: taskOf(r),
    model: r.model,
    model_name: r.model_name,
    gpu: r.gpu,
    num_gpus: r.num_gpus,
    energy_per_token_j: r.energy_per_token_j,
    output_tokens_per_s: r.output_tokens_per_s,
    latency:
      'scenario' in r
        ? r.latency.kind
        : 'median_itl_ms' in r
          ? `median ITL ${r.median_itl_ms} ms`
          : `mean TPOT ${r.mean_tpot_ms} ms`,
    result_id: 'result_id' in r ? r.result_id : '',
    check: r.check.status,
    id: r.id,
  }));
  print(
    {
      release: d.release.id,
      source: args.source,
      rule: view.record.ceiling_rule,
      selected: rowsOut,
      left_out: view.leftOut,
    },
    () => toCsv(rowsOut, Object.keys(rowsOut[0] ?? { source: '' }) as (keyof (typeof rowsOut)[number])[]),
    [`rule: ${view.record.ceiling_rule}`],
  );
  process.exit(0);
}
const rows = d.selected.filter((r) => !task || r.task === task);
const leftOut = d.leftOut.filter((l) => !task || l.task === task);
// The index's columns, in order; ceiling_ms is the run's, every other one the row's own field.
const COLUMNS = [
  'task',
  'model',
  'model_name',
  'gpu',
  'num_gpus',
  'batch',
  'energy_per_token_j',
  'median_itl_ms',
  'avg_power_w',
  'output_tokens_per_s',
  'ceiling_ms',
  'id',
] as const;
const out = rows.map((r) => Object.fromEntries(COLUMNS.map((c) => [c, c === 'ceiling_ms' ? ceiling : r[c]])));
print(
  { release: d.release.id, ceiling_ms: ceiling, selected: out, left_out: leftOut },
  () => toCsv(out, COLUMNS),
  leftOut.map((l) => `left out: ${l.task} ${l.model} on ${l.gpu}: ${l.reason}`),
);

/** JSON on stdout; or CSV on stdout and the notes on stderr, so the CSV stays clean for a pipe. */
function print(json: object, csv: () => string, notes: string[]): void {
  if (args.format === 'json') return console.log(JSON.stringify(json, null, 2));
  process.stdout.write(csv());
  for (const note of notes) console.error(note);
}

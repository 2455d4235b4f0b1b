// npm run check-claim -- <claim.json> [--json] [--data data]
// Checks an outside energy-per-token claim: its own numbers against each other, the context it leaves
// out, its figure in the index's units and beside the index's lowest figure for the same model and GPU.
// Exit codes: 0 consistent and complete; 1 inconsistent; 2 consistent (or not checkable) but missing
// context; 3 invalid input (usage, unreadable file, malformed JSON, schema errors).
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { claimSchema } from '../src/lib/schemas/claim.ts';
import { parseJsonText } from '../src/lib/validate/parse-json.ts';
import { formatIssues } from '../src/lib/validate/format-issues.ts';
import { checkClaim, exitCodeOf, type ClaimCheckResult, type ConsistencyCheck } from '../src/lib/claim-check.ts';
import { loadDataDir } from '../src/lib/node/read-data.ts';
import { buildDataset, type Dataset } from '../src/lib/dataset.ts';
import { fmtEnergy } from '../src/lib/format.ts';

const USAGE = 'usage: npm run check-claim -- <claim.json> [--json] [--data data]';

function invalid(lines: string[]): never {
  for (const l of lines) console.error(l);
  process.exit(3);
}

let args;
try {
  args = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { json: { type: 'boolean', default: false }, data: { type: 'string' } } });
} catch (e) {
  invalid([`check-claim: ${(e as Error).message}. ${USAGE}`]);
}
if (args.positionals.length !== 1) invalid([`check-claim: expected one claim file, got ${args.positionals.length}. ${USAGE}`]);
const file = args.positionals[0];

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  const code = (e as NodeJS.ErrnoException).code;
  invalid([`${file}: ${code === 'ENOENT' ? 'not found' : code === 'EISDIR' ? 'is a folder, expected a JSON file' : `cannot be read (${code ?? (e as Error).message})`}`]);
}
const parsed = parseJsonText(file, text);
if (!parsed.ok) invalid([parsed.error]);
const result = claimSchema.safeParse(parsed.value);
if (!result.success) invalid(formatIssues(file, parsed.value, result.error.issues));

// The comparison needs the index. An explicit --data that fails is invalid input; a missing default
// data/ (running from elsewhere) only skips the comparison, with a note.
let dataset: Dataset | undefined;
const dataDir = args.values.data ?? 'data';
try {
  const d = loadDataDir(dataDir);
  dataset = buildDataset(d.index, d.grid, d.hardware);
} catch (e) {
  if (args.values.data !== undefined) invalid([`check-claim: --data ${dataDir}: ${(e as Error).message}`]);
  console.error(`check-claim: no comparison: ${dataDir}/ could not be loaded`);
}

const report = checkClaim(result.data, dataset);
if (args.values.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(humanReport(report));
}
process.exit(exitCodeOf(report));

function residualText(k: ConsistencyCheck): string {
  if (k.residual_kind === 'percentage_points') {
    const pts = Number(k.residual.toFixed(1));
    return `stated ${signed(k.stated)}%, implied ${signed(Number(k.implied.toFixed(1)))}%, off by ${signed(pts)} points (tolerance ±${k.tolerance} points)`;
  }
  return `stated ${fmtEnergy(k.stated)} ${k.unit}, implied ${fmtEnergy(k.implied)} ${k.unit}, residual ${signed(Number((k.residual * 100).toPrecision(3)))}% (tolerance ±${k.tolerance * 100}%)`;
}

function signed(n: number): string {
  return `${n > 0 ? '+' : ''}${n}`;
}

function humanReport(r: ClaimCheckResult): string {
  const out: string[] = [r.verdict, '', `consistency: ${r.consistency.status}`];
  for (const k of r.consistency.checks) out.push(`  ${k.ok ? 'ok  ' : 'FAIL'} ${k.name}: ${residualText(k)}`);
  if (r.consistency.checks.length === 0) out.push('  (no two figures to check against each other)');
  out.push('', r.missing.length ? `missing context (${r.missing.length}):` : 'missing context: none');
  for (const m of r.missing) out.push(`  - ${m.item} (point ${m.point}): ${m.why}`);
  const c = r.conversions;
  out.push('', 'conversions:');
  if (c.energy_per_token_j !== undefined) {
    out.push(`  energy per token: ${fmtEnergy(c.energy_per_token_j)} J (from ${c.energy_per_token_from})`);
    out.push(`  Wh per million output tokens: ${fmtEnergy(c.wh_per_million!)}`);
    out.push(`  tokens per joule (= tokens per watt, derived): ${fmtEnergy(c.tokens_per_joule!)}`);
  }
  if (c.power_per_gpu_w !== undefined) out.push(`  average power per GPU: ${fmtEnergy(c.power_per_gpu_w)} W`);
  if (c.implied_tokens_per_watt_change_pct !== undefined) out.push(`  implied tokens-per-watt change: ${signed(Number(c.implied_tokens_per_watt_change_pct.toFixed(1)))}%`);
  if (out[out.length - 1] === 'conversions:') out.push('  (none: the claim gives no energy per token in any spelling)');
  out.push('', 'comparison:');
  if (r.comparison) {
    out.push(`  ${r.comparison.sentence}`);
    if (r.comparison.boundary_warning) out.push(`  warning: ${r.comparison.boundary_warning}`);
  } else {
    out.push(`  ${r.comparison_note ?? 'none: the claim needs a model and a GPU to be set beside the index'}`);
  }
  return out.join('\n');
}

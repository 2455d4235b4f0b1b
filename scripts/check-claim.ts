// npm run check-claim -- <claim.json> [--json] [--data data]
// Checks an outside energy-per-token claim against itself and the index. Exit 0 consistent and complete;
// 1 inconsistent; 2 otherwise (context missing, or nothing to cross-check); 3 invalid input.
import { argsOr, exitWith } from './lib/cli.ts';
import { readFileSync } from 'node:fs';
import { claimSchema } from '../src/lib/claims/schema.ts';
import { parseJsonText } from '../src/lib/text/parse-json.ts';
import { formatIssues } from '../src/lib/text/format-issues.ts';
import { checkClaim, exitCodeOf } from '../src/lib/claims/check.ts';
import { reportText } from '../src/lib/claims/report.ts';
import { loadDataDir, dataDir, dataDirChosen } from '../src/lib/node/read-data.ts';
import { buildDataset, type Dataset } from '../src/lib/core/dataset.ts';
import { claimDataOf } from '../src/lib/claims/data.ts';

const USAGE = 'usage: npm run check-claim -- <claim.json> [--json] [--data data]';

function invalid(lines: string[]): never {
  return exitWith(3, ...lines);
}

const args = argsOr(
  { allowPositionals: true, options: { json: { type: 'boolean', default: false }, data: { type: 'string' } } },
  (why) => invalid([`check-claim: ${why}. ${USAGE}`]),
);
if (args.positionals.length !== 1)
  invalid([`check-claim: expected one claim file, got ${args.positionals.length}. ${USAGE}`]);
const file = args.positionals[0];

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  const code = (e as NodeJS.ErrnoException).code;
  invalid([
    `${file}: ${code === 'ENOENT' ? 'not found' : code === 'EISDIR' ? 'is a folder, expected a JSON file' : `cannot be read (${code ?? (e as Error).message})`}`,
  ]);
}
const parsed = parseJsonText(file, text);
if (!parsed.ok) invalid([parsed.error]);
const result = claimSchema.safeParse(parsed.value);
if (!result.success) invalid(formatIssues(file, parsed.value, result.error.issues));

// The comparison needs the index. An explicit --data that fails is invalid input; a missing default
// data/ (running from elsewhere) only skips the comparison, with a note.
let dataset: Dataset | undefined;
// DATA_DIR, as for the build and validate, so the CLI compares against the data the site was built from.
const folder = dataDir(args.values.data);
try {
  const d = loadDataDir(folder);
  dataset = buildDataset(d.index, d.grid, d.hardware);
} catch (e) {
  if (dataDirChosen(args.values.data)) invalid([`check-claim: data folder ${folder}: ${(e as Error).message}`]);
  console.error(`check-claim: no comparison: ${folder}/ could not be loaded`);
}

const report = checkClaim(result.data, dataset && claimDataOf(dataset));
console.log(args.values.json ? JSON.stringify(report, null, 2) : reportText(report));
process.exit(exitCodeOf(report));

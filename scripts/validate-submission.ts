// npm run validate-submission -- <submission.csv|json> [--json] [--data data]: the same validateSubmission as
// /contribute/; writes nothing. Exit 0 without problems, 1 with any, 2 on usage.
import { parseArgs } from 'node:util';
import { exitWith } from './lib/cli.ts';
import { readFileSync, statSync } from 'node:fs';
import { loadDataDir, dataDir } from '../src/lib/node/read-data.ts';
import { buildDataset } from '../src/lib/core/dataset.ts';
import { submissionContextOf } from '../src/lib/contribute/from-dataset.ts';
import { sizeProblem, validateSubmission, identityText } from '../src/lib/contribute/validate.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    data: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1)
  exitWith(2, 'validate-submission: expected one file: npm run validate-submission -- <submission.csv|json> [--json]');
const file = positionals[0];
let bytes: number;
try {
  bytes = statSync(file).size;
} catch {
  exitWith(1, `${file}: not found`);
}
// Refused by its size before it is read: a 50 MB file costs nothing.
const tooBig = sizeProblem(file, bytes);
if (tooBig) {
  if (values.json) console.log(JSON.stringify({ file, valid: false, problems: [tooBig] }, null, 2));
  else console.error(tooBig);
  process.exit(1);
}
const loaded = loadDataDir(dataDir(values.data));
const context = submissionContextOf(buildDataset(loaded.index, loaded.grid, loaded.hardware));
const report = validateSubmission(file, readFileSync(file, 'utf8'), context, bytes);
const valid = report.problems.length === 0;

if (values.json) {
  const { lines, ...rest } = report;
  console.log(JSON.stringify({ ...rest, valid, problems: lines, located: report.problems }, null, 2));
  process.exit(valid ? 0 : 1);
}
for (const line of report.identity.map(identityText)) console.log(line);
for (const p of report.preview) console.log(`preview: ${p.label}: ${p.text}`);
for (const line of report.lines) console.error(line);
(valid ? console.log : console.error)(`validate-submission: ${report.summary}`);
process.exit(valid ? 0 : 1);

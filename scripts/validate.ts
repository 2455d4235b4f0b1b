// npm run validate [-- <file>] [--json]: what the build would refuse (exit 1), withhold or leave out, by its own
// code. The folder is --data, else DATA_DIR (as the build reads it), else data/.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { dataDir as defaultDataDir } from '../src/lib/node/read-data.ts';
import { validateFileReport, validateForBuild, type FullReport } from '../src/lib/node/validate-report.ts';
import { leftOutLines, verdictSummary, withheldLines } from '../src/lib/validate/verdicts.ts';
import { fmtOne } from '../src/lib/text/format.ts';
import { exitWith } from './lib/cli.ts';

// The stage line of `npm run build` says how long the check took, as the build's other stage lines do.
const started = performance.now();

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    data: { type: 'string', default: defaultDataDir() },
    json: { type: 'boolean', default: false },
  },
});
const dataDir = values.data!;
const reports: FullReport[] = positionals.length
  ? positionals.map((f) => validateFileReport(f, dataDir))
  : [validateForBuild(dataDir, process.env.RELEASES_DIR || join(dataDir, 'releases'))];
const errors = reports.flatMap((r) => r.errors);
const problems = `${errors.length} problem${errors.length === 1 ? '' : 's'} found`;

if (values.json) {
  const out = {
    target: reports.map((r) => r.target).join(', '),
    valid: errors.length === 0,
    errors,
    notes: reports.flatMap((r) => r.notes),
    files: reports.map((r) => ({ target: r.target, verdicts: r.verdicts })),
    summary: summaryLine(),
  };
  console.log(JSON.stringify(out, null, 2));
  process.exit(errors.length ? 1 : 0);
}

function summaryLine(): string {
  const verdicts = reports.flatMap((r) =>
    r.verdicts ? [`${reports.length > 1 ? `${r.target}: ` : ''}${verdictSummary(r.verdicts)}`] : [],
  );
  const head = errors.length ? problems : `${reports.map((r) => r.target).join(', ')} valid`;
  return `validate: ${head}${verdicts.length ? `; ${verdicts.join('; ')}` : ''}`;
}

for (const r of reports) {
  for (const note of r.notes) console.log(`note: ${note}`);
  if (!r.verdicts) continue;
  for (const line of withheldLines(r.verdicts)) console.log(`withheld: ${line}`);
  for (const line of leftOutLines(r.verdicts)) console.log(`note: ${line}`);
}
if (errors.length) exitWith(1, ...errors, summaryLine());
console.log(`${summaryLine()} (${fmtOne((performance.now() - started) / 1000)} s)`);

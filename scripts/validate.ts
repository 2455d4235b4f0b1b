// npm run validate [-- <file>]: check data/ (or one file of any kind) and report every problem.
// The folder is --data, else DATA_DIR (as the build reads it, so `DATA_DIR=x npm run build` validates
// what it builds), else data/.
import { parseArgs } from 'node:util';
import { dataDir } from '../src/lib/node/data-dir.ts';
import { validateDataDir, validateOneFile } from '../src/lib/node/read-data.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { data: { type: 'string', default: dataDir() } },
});
const report = positionals.length
  ? positionals.map((f) => validateOneFile(f, values.data!))
  : [validateDataDir(values.data!)];
const errors = report.flatMap((r) => r.errors);
const notes = report.flatMap((r) => r.notes);
for (const note of notes) console.log(`note: ${note}`);
if (errors.length) {
  for (const e of errors) console.error(e);
  console.error(`validate: ${errors.length} problem${errors.length > 1 ? 's' : ''} found`);
  process.exit(1);
}
console.log(`validate: ${positionals.length ? positionals.join(', ') : `${values.data}/`} valid`);

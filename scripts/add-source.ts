// npm run add-source -- <submission.csv|json> --source-id <id> [--data data] [--received YYYY-MM-DD]
// Adds a lab's submission as a new source only when validateSubmission finds nothing wrong; all files written or
// none. Exit 0 added, 1 refused, 2 usage.
import { argsOr, exitWith } from './lib/cli.ts';
import { dataDir } from '../src/lib/node/read-data.ts';
import { addSource } from '../src/lib/node/write-new-source.ts';
import { identityText } from '../src/lib/contribute/validate.ts';

const { positionals, values } = argsOr(
  {
    allowPositionals: true,
    options: {
      'source-id': { type: 'string' },
      data: { type: 'string' },
      received: { type: 'string' },
    },
  },
  usage,
);
if (positionals.length !== 1 || !values['source-id']) usage();

const run = addSource({
  file: positionals[0],
  sourceId: values['source-id']!,
  dataDir: dataDir(values.data),
  received: values.received,
});
for (const line of run.plan?.report?.identity.map(identityText) ?? []) console.log(line);
if (!run.ok)
  exitWith(
    1,
    ...run.problems,
    `add-source: refused: ${run.problems.length} problem${run.problems.length === 1 ? '' : 's'}; nothing was written`,
  );
const plan = run.plan!;
if (plan.ok) {
  const withheld = plan.rows.length - plan.report.identity.filter((x) => !x.withheld).length;
  console.log(
    `add-source: added source ${plan.record.id} (${plan.record.name}, ${plan.record.boundary}, ${plan.record.licence}) with ${plan.rows.length} row${plan.rows.length === 1 ? '' : 's'} (${withheld} would be withheld by the identity check); wrote ${run.written.join(', ')} in ${dataDir(values.data)}/`,
  );
  console.log(
    'add-source: next: review `git diff data/`, run `npm run cff` (CITATION.cff credits every source), then `npm run validate`, `npm run build` and `npm test` (see docs/contributed-sources.md)',
  );
}

function usage(why?: string): never {
  const line =
    'usage: npm run add-source -- <submission.csv|json> --source-id <id> [--data data] [--received YYYY-MM-DD]';
  return exitWith(2, ...(why ? [`add-source: ${why}`] : []), line);
}

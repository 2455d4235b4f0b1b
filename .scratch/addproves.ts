import { readFileSync, writeFileSync } from 'node:fs';
import { formatJson } from '../src/lib/text/json-format.ts';
import { CHECK_PROVES } from '../src/lib/sources/check-proves.ts';
const file = 'data/sources.json';
const before = readFileSync(file, 'utf8');
const d = JSON.parse(before);
if (`${formatJson(d)}\n` !== before) throw new Error('formatJson does not reproduce the file');
d.sources = d.sources.map((s: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    out[k] = v;
    if (k === 'checks') out.check_proves = CHECK_PROVES[s.kind as keyof typeof CHECK_PROVES];
  }
  return out;
});
writeFileSync(file, `${formatJson(d)}\n`);

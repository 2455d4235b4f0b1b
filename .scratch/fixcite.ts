import { readFileSync, writeFileSync } from 'node:fs';
import { mlperfCitation } from '../src/lib/sources/mlperf-citation.ts';
const rows = JSON.parse(readFileSync('data/mlperf-inference.json', 'utf8')).rows;
const sources = JSON.parse(readFileSync('data/sources.json', 'utf8')).sources;
for (const file of ['data/sources.json', 'data/index.json']) {
  let text = readFileSync(file, 'utf8');
  for (const s of sources.filter((s: any) => s.kind === 'mlperf-inference')) {
    const next = mlperfCitation(s.round, s.division, rows.filter((r: any) => r.source === s.id), s.retrieved);
    const old = JSON.stringify(s.citation).slice(1, -1);
    if (!text.includes(old)) throw new Error(`${file}: no ${old}`);
    text = text.split(old).join(JSON.stringify(next).slice(1, -1));
    console.log(file, next);
  }
  writeFileSync(file, text);
}

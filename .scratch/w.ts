import { writeFileSync } from 'node:fs';
import { loadDataset } from '../src/lib/node/read-data.ts';
import { releaseFiles } from '../src/lib/downloads/package.ts';
const { dataset } = loadDataset('data');
for (const f of releaseFiles(dataset, 'https://gpu-energy-index.example/')) writeFileSync(`/tmp/fl-src/${f.name}`, f.bytes);

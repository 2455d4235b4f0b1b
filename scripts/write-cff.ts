// Rewrite CITATION.cff from the latest release in data/ (npm run cff), with the default public address.
import { writeFileSync } from 'node:fs';
import { loadDataDir } from '../src/lib/node/read-data.ts';
import { buildDataset } from '../src/lib/core/dataset.ts';
import { citationCff } from '../src/lib/citation/cff.ts';

const l = loadDataDir('data');
writeFileSync('CITATION.cff', citationCff(buildDataset(l.index, l.grid, l.hardware), process.env.SITE_URL));
console.log('CITATION.cff written');

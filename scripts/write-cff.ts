// npm run cff [-- --out <file>]: CITATION.cff from the latest release, the same as the release's own (which names
// no address: a release's files are the same wherever it is served).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadDataDir } from '../src/lib/node/read-data.ts';
import { buildDataset } from '../src/lib/core/dataset.ts';
import { citationCff } from '../src/lib/citation/cff.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'CITATION.cff' } } });
const l = loadDataDir('data');
writeFileSync(values.out!, citationCff(buildDataset(l.index, l.grid, l.hardware)));
console.log(`${values.out} written for release ${l.index.release.id}`);

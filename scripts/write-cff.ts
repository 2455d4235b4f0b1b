// Rewrite CITATION.cff from the latest release in data/ (npm run cff) at the site's public address: SITE_URL and
// BASE_PATH as for a deploy build (src/lib/text/site-address.ts), so the file cites where readers find the
// release. `--out <file>` writes elsewhere.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadDataDir } from '../src/lib/node/read-data.ts';
import { buildDataset } from '../src/lib/core/dataset.ts';
import { citationCff } from '../src/lib/citation/cff.ts';
import { siteAddressFrom } from '../src/lib/text/site-address.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'CITATION.cff' } } });
let origin: string;
try {
  ({ origin } = siteAddressFrom({ ...process.env, DEPLOY: '1' }));
} catch (e) {
  console.error(`cff: ${(e as Error).message}`);
  process.exit(1);
}
const l = loadDataDir('data');
writeFileSync(values.out, citationCff(buildDataset(l.index, l.grid, l.hardware), origin));
console.log(`${values.out} written`);

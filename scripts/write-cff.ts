// Rewrite CITATION.cff from the latest release in data/ (npm run cff) at the site's public address: SITE_URL and
// BASE_PATH as for a deploy build (src/lib/text/site-address.ts) when SITE_URL is set, else the address the file
// already cites (its `url:`, the release's permanent page), so adding a release keeps it. `--out <file>` writes
// elsewhere (the address is then read from that file).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { siteAddressFrom, type SiteAddress } from '../src/lib/text/site-address.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'CITATION.cff' } } });

/** The origin and base of the address an existing CITATION.cff cites: its url is <origin><base>releases/<id>/. */
function addressInFile(file: string): SiteAddress | null {
  if (!existsSync(file)) return null;
  const url = /^url: "([^"]+)"$/m.exec(readFileSync(file, 'utf8'))?.[1];
  const m = url ? /^(https?:\/\/[^/]+)(\/(?:.*\/)?)releases\/[^/]+\/$/.exec(url) : null;
  return m ? { origin: m[1], base: m[2] } : null;
}

let address: SiteAddress;
try {
  const kept = process.env.SITE_URL ? null : addressInFile(values.out!);
  address = kept ?? siteAddressFrom({ ...process.env, DEPLOY: '1' });
} catch (e) {
  console.error(`cff: ${(e as Error).message}`);
  process.exit(1);
}
// The release URL is built on the base (site-links.ts reads BASE_PATH when first imported).
process.env.BASE_PATH = address.base;
const { loadDataDir } = await import('../src/lib/node/read-data.ts');
const { buildDataset } = await import('../src/lib/core/dataset.ts');
const { citationCff } = await import('../src/lib/citation/cff.ts');
const l = loadDataDir('data');
writeFileSync(values.out!, citationCff(buildDataset(l.index, l.grid, l.hardware), address.origin));
console.log(`${values.out} written for ${address.origin}${address.base}`);

// npm run freeze: records the latest release's SHA256SUMS (frozen.test.ts holds builds to them); -- --archive, before
// data/ moves on, also stores its data and published files (docs/releases.md). A record is never overwritten.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDataset, DATA_FILES } from '../src/lib/node/read-data.ts';
import { SOURCE_FILES } from '../src/lib/validate/source-files.ts';
import { FROZEN_FILES, releasesDir } from '../src/lib/node/releases-load.ts';
import { SUMS, releaseFiles } from '../src/lib/downloads/package.ts';
import { exitWith } from './lib/cli.ts';

const data = 'data';
const archive = process.argv.includes('--archive');
const { dataset } = loadDataset(data);
const id = dataset.release.id;
const folder = join(releasesDir(), id);
const files = releaseFiles(dataset);
const sums = files.find((f) => f.name === SUMS)!;
const recordPath = join(folder, SUMS);
if (existsSync(recordPath) && readFileSync(recordPath, 'utf8') !== new TextDecoder().decode(sums.bytes))
  exitWith(
    1,
    `${recordPath}: release ${id} was frozen with other files than this build writes; a published release does not change (make a new release, or restore what changed)`,
  );
mkdirSync(folder, { recursive: true });
writeFileSync(recordPath, sums.bytes);
console.log(`${recordPath}: recorded`);
if (archive) {
  for (const name of [...Object.values(DATA_FILES), ...Object.values(SOURCE_FILES)])
    if (existsSync(join(data, name))) cpSync(join(data, name), join(folder, name));
  mkdirSync(join(folder, FROZEN_FILES), { recursive: true });
  for (const f of files) if (f.name !== SUMS) writeFileSync(join(folder, FROZEN_FILES, f.name), f.bytes);
  console.log(`${folder}: data and ${files.length - 1} published files stored`);
}

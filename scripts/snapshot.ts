// npm run snapshot [-- --data <folder>] [--out <file>]
// Rewrites the reviewed snapshot of real figures (tests/snapshot/real-figures.json) from data/, as
// `npm run ingest` does after it writes data/: for a maintainer who changed data/ some other way (add-source,
// a hand edit of the curated files) and only wants the snapshot again. Review its diff with the release.
import { parseArgs } from 'node:util';
import { REAL_FIGURES_FILE, writeRealFigures } from './lib/real-figures.ts';

const { values } = parseArgs({
  options: { data: { type: 'string', default: 'data' }, out: { type: 'string', default: REAL_FIGURES_FILE } },
});
try {
  const figures = writeRealFigures(values.data!, values.out!);
  console.log(`snapshot: wrote ${values.out} from ${values.data}/ (release ${figures.release.id})`);
} catch (e) {
  console.error(`snapshot: ${(e as Error).message}`);
  process.exit(1);
}

// npm run snapshot [-- --data <folder>] [--out <file>]
// Rewrites tests/snapshot/real-figures.json from data/ as ingest does, after data/ changed some other way
// (add-source, a hand edit). Review its diff with the release.
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

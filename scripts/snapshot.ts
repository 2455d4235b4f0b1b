// npm run snapshot [-- --data <folder>] [--out <file>]
// Rewrites tests/snapshot/real-figures.json from data/ as ingest does, after data/ changed some other way
// (add-source, a hand edit). Review its diff with the release.
import { parseArgs } from 'node:util';
import { REAL_FIGURES_FILE, writeRealFigures } from './lib/real-figures.ts';
import { exitWith } from './lib/cli.ts';

const { values } = parseArgs({
  options: { data: { type: 'string', default: 'data' }, out: { type: 'string', default: REAL_FIGURES_FILE } },
});
try {
  const figures = writeRealFigures(values.data!, values.out!);
  console.log(`snapshot: wrote ${values.out} from ${values.data}/ (release ${figures.release.id})`);
} catch (e) {
  exitWith(1, `snapshot: ${(e as Error).message}`);
}

// `npm run build:next-release`: makes and builds the synthetic next release (tests/next-release/next-release.ts)
// into NEXT_RELEASE.work, so that `npm test` can build it beside the unit tests, as it does the fixture site.
import { buildNextRelease } from './next-release.ts';

const started = performance.now();
const site = buildNextRelease();
console.log(`next release built in ${site.out} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

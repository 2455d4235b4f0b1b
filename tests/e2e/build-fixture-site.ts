// `npm run build:fixture-site`: builds the browser tests' fixture site into PREBUILT_FIXTURE_SITE, so that
// `npm test` can build it beside the unit tests instead of before the browser tests start.
import { buildFixtureSite, PREBUILT_FIXTURE_SITE } from './fixture-site.ts';

const site = buildFixtureSite(PREBUILT_FIXTURE_SITE, {}, { subPath: true });
console.log(`fixture site built in ${site.out}`);

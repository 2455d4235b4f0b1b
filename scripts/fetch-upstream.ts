// npm run fetch-upstream [-- --from <folder>] [--cache .cache/upstream] [--timeout-ms 60000]
// Fills the cache with every file data/upstream.lock.json pins, checked by SHA-256: from its address, from
// UPSTREAM_MIRROR=<base> (<base>/<host>/<path>) or from --from. Exit 1 on any failure, naming the file.
import { parseArgs } from 'node:util';
import { readLock, UPSTREAM_CACHE } from '../src/lib/node/upstream-lock.ts';
import { fetchUpstream } from '../src/lib/node/upstream-fetch.ts';
import { exitWith } from './lib/cli.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    cache: { type: 'string', default: UPSTREAM_CACHE },
    'timeout-ms': { type: 'string', default: '60000' },
  },
});
const timeoutMs = Number(values['timeout-ms']);
if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
  exitWith(1, `fetch-upstream: --timeout-ms: expected a whole number of milliseconds, got ${values['timeout-ms']}`);

try {
  const lock = readLock();
  const mirror = process.env.UPSTREAM_MIRROR || undefined;
  if (mirror && values.from) exitWith(1, 'fetch-upstream: give either --from or UPSTREAM_MIRROR, not both');
  const done = await fetchUpstream(lock, {
    cache: values.cache!,
    from: values.from,
    mirror,
    timeoutMs,
    log: (l) => console.log(l),
  });
  console.log(
    `fetch-upstream: ${done.fetched} ${values.from ? 'copied' : 'fetched'}, ${done.cached} already cached, ${done.kept} kept in the repository; every file verified in ${values.cache}/`,
  );
} catch (e) {
  exitWith(1, `fetch-upstream: ${(e as Error).message}`);
}

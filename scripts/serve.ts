// npm start [-- --dir <folder>] [--port N]: serves dist/ at http://127.0.0.1:4321<BASE_PATH> with the tests' server
// (scripts/lib/static-server.ts), applying `_headers` and `_redirects` as a host would.
import { parseArgs } from 'node:util';
import { serveDir } from './lib/static-server.ts';
import { LOCAL_ORIGIN, normalizeBase } from '../src/lib/text/site-address.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: new URL(LOCAL_ORIGIN).port },
  },
});
const base = normalizeBase(process.env.BASE_PATH);
const { url } = await serveDir(values.dir!, Number(values.port), base);
console.log(`serving ${values.dir} at ${url}${base} (Ctrl-C stops)`);

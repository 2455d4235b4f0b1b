// npm start's server (after `npm run build`): serves dist/ at http://127.0.0.1:4321<BASE_PATH> with the local
// static server the browser tests and the benchmark use (scripts/lib/static-server.ts), so what it answers is what
// a host applying the build's `_headers` and `_redirects` would: a REDIRECTS=file build's moved addresses answer
// 301 here too. `-- --dir <folder>` serves another build, `--port N` another port.
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

// Serves a built dist/ as the hosts do (sirv for files): 400 for bad percent-encoding, 404.html, `_headers` and
// `_redirects` applied (not served), a BASE_PATH base, and gzip with `compress` so the bench measures real bytes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';
import compression from 'compression';
import { headersFor, parseHeadersFile } from '../../src/lib/headers/headers-file.ts';
import { parseRedirectsFile, redirectFor } from '../../src/lib/redirects/redirects-file.ts';

export async function serveDir(
  root: string,
  port = 0,
  base = '/',
  { compress = false }: { compress?: boolean } = {},
): Promise<{ server: Server; url: string }> {
  const files = sirv(root, { dev: false, etag: false, dotfiles: false, extensions: ['html'] });
  const gzip = compress ? compression() : null;
  const notFound = await readFile(join(root, '404.html')).catch(() => Buffer.from('not found'));
  const text = (name: string) => readFile(join(root, name), 'utf8').catch(() => '');
  const rules = parseHeadersFile(await text('_headers'), join(root, '_headers'));
  const redirects = parseRedirectsFile(await text('_redirects'), join(root, '_redirects'));
  const sendNotFound = (res: ServerResponse) => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notFound);
  };
  const server = createServer((req, res) => {
    if (gzip) gzip(req as never, res as never, () => serve(req, res));
    else serve(req, res);
  });
  function serve(req: IncomingMessage, res: ServerResponse): void {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('bad request: the address is not valid percent-encoding');
      return;
    }
    for (const [name, value] of Object.entries(headersFor(rules, path))) res.setHeader(name, value);
    const inside = path.startsWith(base) || `${path}/` === base;
    if (base !== '/' && inside) req.url = `/${(req.url ?? '/').slice(base.length)}`;
    if (!inside || path === `${base}_headers` || path === `${base}_redirects`) return sendNotFound(res);
    const redirect = redirectFor(redirects, path);
    if (redirect) {
      res.writeHead(redirect.status, { location: redirect.location, 'content-type': 'text/plain; charset=utf-8' });
      res.end(`redirected to ${redirect.location}`);
      return;
    }
    files(req, res, () => sendNotFound(res));
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://127.0.0.1:${actual}` };
}

// Serves a built dist/ for the browser tests and the benchmark: sirv does the file serving (content
// types, directory index pages, no path escapes); this wrapper answers 400 to an address that is not
// valid percent-encoding (sirv would look it up undecoded) and serves dist/404.html for a missing page.
// When the folder has a `_headers` file (written by the build), every response gets the headers its rules
// give the request path, as Cloudflare Pages or Netlify would send them; the file itself is not served. When it
// has a `_redirects` file (a REDIRECTS=file build), a request its rules match is answered with the rule's status
// and Location before any file is looked up, as Cloudflare Pages applies them; that file is not served either.
// With a base ("/energy-index/", a build with BASE_PATH), the folder is served under that path, as GitHub Pages
// serves a project site: any other address is a 404, and the _headers rules (written with the base) are
// matched on the whole path. With `compress` (the benchmark's Lighthouse runs), text responses are gzipped
// when the browser asks, as GitHub Pages and Cloudflare Pages send them, so a page is measured at the bytes a
// reader downloads.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';
import compression from 'compression';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../src/lib/headers/headers-file.ts';
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
  const headersFile = join(root, '_headers');
  const rules: HeaderRule[] = parseHeadersFile(await readFile(headersFile, 'utf8').catch(() => ''), headersFile);
  const redirectsFile = join(root, '_redirects');
  const redirects = parseRedirectsFile(await readFile(redirectsFile, 'utf8').catch(() => ''), redirectsFile);
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
    if (!inside || path === `${base}_headers` || path === `${base}_redirects`) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
      return;
    }
    const redirect = redirectFor(redirects, path);
    if (redirect) {
      res.writeHead(redirect.status, { location: redirect.location, 'content-type': 'text/plain; charset=utf-8' });
      res.end(`redirected to ${redirect.location}`);
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://127.0.0.1:${actual}` };
}

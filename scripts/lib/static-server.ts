// Serves a built dist/ for the browser tests and the benchmark: sirv does the file serving (content
// types, directory index pages, no path escapes); this wrapper answers 400 to an address that is not
// valid percent-encoding (sirv would look it up undecoded) and serves dist/404.html for a missing page.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';

export async function serveDir(root: string, port = 0): Promise<{ server: Server; url: string }> {
  const files = sirv(root, { dev: false, etag: false, dotfiles: false, extensions: ['html'] });
  const notFound = await readFile(join(root, '404.html')).catch(() => Buffer.from('not found'));
  const server = createServer((req, res) => {
    try {
      decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('bad request: the address is not valid percent-encoding');
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://127.0.0.1:${actual}` };
}

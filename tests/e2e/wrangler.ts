// Cloudflare's local runtime (`wrangler pages dev`) serving a folder, to test the host's own _headers parser.
// Offline, state in a temporary folder; stopped by its process group (workerd runs under wrangler).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The compatibility date given to the runtime (any date up to the installed workerd's own). */
const COMPATIBILITY_DATE = '2026-11-17';

/** Why Cloudflare's runtime cannot run here, or null when it can (wrangler and a workerd binary installed). */
export function wranglerMissing(): string | null {
  const require = createRequire(import.meta.url);
  try {
    require.resolve('wrangler/package.json');
  } catch {
    return 'wrangler is not installed (npm ci installs it as a devDependency)';
  }
  try {
    const workerd = join(dirname(require.resolve('workerd/package.json')), 'bin', 'workerd');
    if (!existsSync(workerd)) throw new Error('no binary');
  } catch {
    return `no workerd binary for ${process.platform}-${process.arch} (Cloudflare ships it as @cloudflare/workerd-<platform> on npm)`;
  }
  return null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });

export interface PagesDev {
  url: string;
  /** What wrangler printed so far (its _headers parse report among it). */
  log: () => string;
  stop: () => Promise<void>;
}

export async function pagesDev(dir: string, timeoutMs = 60_000): Promise<PagesDev> {
  const [port, inspector] = [await freePort(), await freePort()];
  const state = mkdtempSync(join(tmpdir(), 'wrangler-'));
  const bin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      resolve(dir),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
    ]
      .concat(['--compatibility-date', COMPATIBILITY_DATE, '--persist-to', join(state, 'state')])
      .concat(['--show-interactive-dev-session=false']),
    {
      cwd: state,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        // No request-metadata fetch from Cloudflare: the runtime uses its placeholder (nothing here reads it).
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: join(state, 'logs'),
        XDG_CONFIG_HOME: join(state, 'config'),
        NO_COLOR: '1',
        CI: 'true',
      },
    },
  );
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev stopped (exit ${child.exitCode}):\n${out}`);
    if (/Ready on/.test(out)) {
      const ok = await fetch(`${url}/`).then(
        (r) => (r.body?.cancel(), true),
        () => false,
      );
      if (ok) return { url, log: () => out, stop };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler pages dev did not answer within ${timeoutMs} ms:\n${out}`);
}

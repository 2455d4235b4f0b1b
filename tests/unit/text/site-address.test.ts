// The site's address: SITE_URL and BASE_PATH read once (src/lib/text/site-address.ts), a deploy build refused
// without SITE_URL (at Astro's config, before anything is built), every internal URL built on the base
// (site-links.ts, under vitest's base "/"), and `npm run cff` writing none (a release names no address).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { joinBase, LOCAL_ORIGIN, normalizeBase, siteAddressFrom } from '../../../src/lib/text/site-address.ts';
import { BASE, embedUrl, taskUrl, withBase, withoutBase } from '../../../src/lib/text/site-links.ts';

describe('normalizeBase', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['energy-index', '/energy-index/'],
    ['/energy-index', '/energy-index/'],
    ['/energy-index/', '/energy-index/'],
    // configure-pages gives "/<repo>" for a project site and "" for a user site.
    ['/gpu_energy.v2', '/gpu_energy.v2/'],
    ['/a//b/', '/a/b/'],
  ])('%j gives %j', (raw, base) => expect(normalizeBase(raw)).toBe(base));
  it.each(['/a b/', '/../x/', '/x?y', '/%20/'])('%j is refused, saying what a path may hold', (raw) => {
    expect(() => normalizeBase(raw)).toThrow(/BASE_PATH: .* is not a URL path/);
  });
});

describe('siteAddressFrom', () => {
  it('without SITE_URL, an ordinary build uses the local address npm start serves', () => {
    expect(siteAddressFrom({})).toEqual({ origin: 'http://127.0.0.1:4321', base: '/' });
    expect(LOCAL_ORIGIN).toBe('http://127.0.0.1:4321');
    expect(siteAddressFrom({ BASE_PATH: '/energy-index' })).toEqual({ origin: LOCAL_ORIGIN, base: '/energy-index/' });
  });
  it('a deploy build without SITE_URL stops and says what to set', () => {
    expect(() => siteAddressFrom({ DEPLOY: '1' })).toThrow(
      /SITE_URL is not set, and a build for deployment \(DEPLOY=1\) needs it\. Set SITE_URL to the public origin .*BASE_PATH/,
    );
    expect(() => siteAddressFrom({ DEPLOY: '1', SITE_URL: '  ' })).toThrow(/SITE_URL is not set/);
  });
  it('takes an origin, with or without its trailing slash', () => {
    expect(siteAddressFrom({ DEPLOY: '1', SITE_URL: 'https://owner.github.io/', BASE_PATH: '/repo' })).toEqual({
      origin: 'https://owner.github.io',
      base: '/repo/',
    });
    expect(siteAddressFrom({ SITE_URL: 'http://127.0.0.1:8080' }).origin).toBe('http://127.0.0.1:8080');
  });
  it.each([
    [{ SITE_URL: 'owner.github.io' }, /SITE_URL: "owner.github.io" is not a URL/],
    [{ SITE_URL: 'ftp://x.example' }, /must start with https:\/\//],
    [{ SITE_URL: 'http://x.example', DEPLOY: '1' }, /must start with https:\/\/ in a build for deployment/],
    [
      { SITE_URL: 'https://owner.github.io/repo/' },
      /must be an origin only .* SITE_URL=https:\/\/owner\.github\.io BASE_PATH=\/repo\//,
    ],
    [{ SITE_URL: 'https://x.example/?a=1' }, /must be an origin only/],
  ])('%j is refused', (env, message) => expect(() => siteAddressFrom(env)).toThrow(message));
  it('a route joins the base', () => {
    expect(joinBase('/repo/', '/tasks/gpqa/')).toBe('/repo/tasks/gpqa/');
    expect(joinBase('/', '/tasks/gpqa/')).toBe('/tasks/gpqa/');
  });
});

describe('site links (built on the base; vitest runs with base "/")', () => {
  it('are routes under "/" here, and withoutBase gives them back', () => {
    expect(BASE).toBe('/');
    expect(taskUrl('gpqa')).toBe('/tasks/gpqa/');
    expect(withBase('/')).toBe('/');
    expect(withoutBase(embedUrl('r1', 'c'))).toBe('/releases/r1/embed/c/');
  });
});

describe('a build under a base, in a Node process that reads BASE_PATH', () => {
  // site-links.ts outside Vite (the CLI scripts) reads BASE_PATH from the environment.
  const run = (code: string, env: Record<string, string>) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', code], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
  it('builds every internal URL under it and maps each back to its file in the output folder', () => {
    const r = run(
      "import * as l from './src/lib/text/site-links.ts';" +
        "console.log(JSON.stringify([l.BASE, l.taskUrl('gpqa'), l.chartFileUrl('r1','c','svg'), l.HOME_URL," +
        " l.withoutBase('/energy-index/tasks/gpqa/'), l.withoutBase('/energy-index')]));",
      { BASE_PATH: 'energy-index' },
    );
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([
      '/energy-index/',
      '/energy-index/tasks/gpqa/',
      '/energy-index/releases/r1/charts/c.svg',
      '/energy-index/',
      '/tasks/gpqa/',
      '/',
    ]);
  });
  it('refuses to map a URL outside the base to a file', () => {
    const r = run("import { withoutBase } from './src/lib/text/site-links.ts'; withoutBase('/tasks/gpqa/');", {
      BASE_PATH: '/energy-index/',
    });
    expect(r.stderr).toContain(`"/tasks/gpqa/" is not under the site's base path /energy-index/`);
  });
});

describe('commands', () => {
  it('a deploy build without SITE_URL stops at the config, before building, saying what to set', () => {
    const { SITE_URL: _s, ...env } = process.env;
    const r = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', tmpdir()], {
      encoding: 'utf8',
      env: { ...env, DEPLOY: '1', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toContain('SITE_URL is not set, and a build for deployment (DEPLOY=1) needs it');
  });
  it("npm run cff writes the repository's CITATION.cff whatever SITE_URL and BASE_PATH say: it names no address", () => {
    const out = join(mkdtempSync(join(tmpdir(), 'cff-')), 'CITATION.cff');
    const { SITE_URL: _s, BASE_PATH: _b, ...env } = process.env;
    for (const extra of [{}, { SITE_URL: 'https://owner.github.io', BASE_PATH: '/energy-index/' }]) {
      const r = spawnSync(process.execPath, ['scripts/write-cff.ts', '--out', out], {
        encoding: 'utf8',
        env: { ...env, ...extra },
      });
      expect(r.status, r.stderr).toBe(0);
      expect(readFileSync(out, 'utf8')).toBe(readFileSync('CITATION.cff', 'utf8'));
    }
    expect(readFileSync(out, 'utf8')).not.toContain('owner.github.io');
  });
});

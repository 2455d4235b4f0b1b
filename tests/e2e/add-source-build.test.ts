// add-source leaves data "ready for a new release": on a copy of the small fixture release (given a sources.json
// with its one ML.ENERGY v3 record), a lab's submission is added with `npm run add-source` (spawned), then
// `npm run build`'s two steps run on it: validate, then astro build. The new source gets its page, and its rows
// show on the model and GPU pages in their own table under the source's name, never in the v3 index.
// Read from the built files (no browser needed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gpuUrl, modelUrl, taskUrl } from '../../src/lib/text/site-links.ts';
import { formatJson } from '../../src/lib/text/json-format.ts';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

const ID = 'example-lab-2026';
const MODEL = 'Org/Model-A';
let work = '';
let data = '';
let out = '';
const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'add-source-build-'));
  data = join(work, 'data');
  out = join(work, 'dist');
  cpSync('tests/fixtures/releases/fixture-2026-06', data, { recursive: true });
  const v3 = JSON.parse(readFileSync('data/sources.json', 'utf8')).sources[0];
  writeFileSync(join(data, 'sources.json'), `${formatJson({ sources: [v3] })}\n`);
  // The add-source fixture (4 x H100, batches 256 and 512), for the fixture release's model.
  const text = readFileSync('tests/fixtures/submissions/add-source/new-configurations.json', 'utf8')
    .replaceAll('"Qwen/Qwen3-32B"', JSON.stringify(MODEL))
    .replaceAll('"Qwen 3 32B"', '"Model A"');
  const submission = join(work, 'lab.json');
  writeFileSync(submission, text);
  const env = {
    ...process.env,
    DATA_DIR: data,
    RELEASES_DIR: join(work, 'no-releases'),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const add = spawnSync(
    process.execPath,
    ['scripts/add-source.ts', submission, '--source-id', ID, '--received', '2026-12-01'],
    { encoding: 'utf8', env },
  );
  if (add.status !== 0) throw new Error(`add-source failed:\n${add.stderr}`);
  // Exactly what `npm run build` does: validate (refuses on any error), then build.
  execFileSync(process.execPath, ['scripts/validate.ts'], { stdio: 'pipe', env });
  execFileSync(process.execPath, [join('node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', out], {
    stdio: 'pipe',
    env,
  });
}, 180_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a contributed source, built (fixture release + add-source)', () => {
  const b256 = `${ID}.lm-arena-chat.org-model-a.h100x4.tp4ep1dp1.b256`;
  const b512 = `${ID}.lm-arena-chat.org-model-a.h100x4.tp4ep1dp1.b512`;
  it('has its own page: licence, citation, its index (batch 512, 0.25 J) and every configuration', () => {
    const html = page(`/sources/${ID}/`);
    expect(html).toContain('<h1>Example Lab (contributed, measured 2026-02-16)</h1>');
    expect(html).toContain('Example Lab (2026). GPU energy per output token, Qwen 3 32B on 4 x H100.');
    expect(html).toContain('CC-BY-4.0');
    const [index, every] = html.split('<h2>Every configuration</h2>');
    expect(index).toContain(`data-id="${b512}"`);
    expect(index).not.toContain(`data-id="${b256}"`);
    expect(every).toContain(`data-id="${b256}"`);
    expect(every).toContain(`data-id="${b512}"`);
    expect(page('/sources/')).toContain(`href="/sources/${ID}/"`);
  });
  it('its rows show on the model and GPU pages in a table of their own, and never in the v3 index', () => {
    for (const html of [page(modelUrl(MODEL)), page(gpuUrl('h100-sxm'))]) {
      expect(html).toMatch(new RegExp(`<table class="source-table" data-source="${ID}">`));
      expect(html).toContain(`data-id="${b256}"`);
    }
    expect(page(taskUrl('lm-arena-chat'))).not.toContain(ID);
  });
  it('the pages that carry it pass html-validate with the project config', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const path of [`/sources/${ID}/`, modelUrl(MODEL), gpuUrl('h100-sxm')]) {
      const file = join(out, path, 'index.html');
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      for (const r of report.results)
        for (const m of r.messages) problems.push(`${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});

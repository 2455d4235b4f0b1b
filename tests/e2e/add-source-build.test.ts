// add-source leaves data "ready for a new release": in the browser tests' fixture site (tests/e2e/fixture-site.ts),
// a lab's submission is added to the hostile data set with `npm run add-source` (spawned), then `npm run
// build`'s two steps run on it: validate, then astro build. The new source gets its page, and its rows show on
// the model and GPU pages in their own table under the source's name, never in the v3 index.
// Read from the built files (no browser needed).
import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gpuUrl, modelUrl, taskUrl } from '../../src/lib/text/site-links.ts';
import { measurementKey } from '../../src/lib/core/row-id.ts';
import { projectValidator } from './html-validator.ts';
import { ADDED_SOURCE } from './fixture-site.ts';

const ID = ADDED_SOURCE.id;
const MODEL = ADDED_SOURCE.model.id;
const { out } = inject('fixtureSite');
const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

describe('a contributed source, built (fixture release + add-source)', () => {
  const settings = { task: 'lm-arena-chat', model: MODEL, gpu: 'H100', num_gpus: 4, tensor_parallel: 4 };
  const parallel = { ...settings, expert_parallel: 1, data_parallel: 1 };
  const b256 = `${ID}.${measurementKey({ ...parallel, batch: 256 })}`;
  const b512 = `${ID}.${measurementKey({ ...parallel, batch: 512 })}`;
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
    const validator = projectValidator();
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

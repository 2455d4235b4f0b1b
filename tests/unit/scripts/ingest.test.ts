// `npm run ingest` (scripts/ingest.ts), run as a user would.
import { expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeRealUpstream } from '../../fixtures/real-upstream.ts';

describeRealUpstream('npm run ingest (real data: the verified upstream cache)', () => {
  it('with no folder, reads the cache and re-creates the committed data/ byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'ingest-'));
    execFileSync(process.execPath, ['scripts/ingest.ts', '--out', out], { encoding: 'utf8' });
    for (const f of [
      'index.json',
      'grid.json',
      'hardware.json',
      'sources.json',
      'mlperf-inference.json',
      'ml-energy-v2.json',
      'published-figures.json',
    ])
      expect(readFileSync(join(out, f), 'utf8')).toBe(readFileSync(join('data', f), 'utf8'));
  });
});

it('npm run ingest refuses a folder without the locked files, naming a file and saying how to fetch them', () => {
  const empty = mkdtempSync(join(tmpdir(), 'ingest-empty-'));
  let stderr = '';
  try {
    execFileSync(process.execPath, ['scripts/ingest.ts', empty, '--out', join(empty, 'out')], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (e) {
    stderr = (e as { stderr: string }).stderr;
  }
  expect(stderr).toContain(`ingest: ${empty} does not hold the files data/upstream.lock.json pins`);
  expect(stderr).toContain(`${empty}/ember-yearly-electricity/ember_api_country_overview_yearly.csv: missing`);
  expect(existsSync(join(empty, 'out'))).toBe(false);
});

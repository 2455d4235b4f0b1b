// Every page in dist/ passes html-validate (config: .htmlvalidate.json, html-validate:recommended)
// with no errors and no warnings. A failure lists file:line:column rule: message for each problem.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectValidator } from './html-validator.ts';

const DIST = 'dist';
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}
const validator = projectValidator();

describe('HTML validity (html-validate)', () => {
  it('the project config is loaded and catches a real error', async () => {
    // Guards against a config that silently checks nothing (as one found by walking up from a site built in /tmp
    // once did): a duplicate id and a stray end tag must fail, for a file outside the project too.
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><p id="a"></p><p id="a"></p></div></body></html>',
      '/tmp/probe.html',
    );
    expect(report.valid).toBe(false);
    expect(report.results[0].messages.map((m) => m.ruleId)).toEqual(
      expect.arrayContaining(['no-dup-id', 'close-order']),
    );
  });

  it('every .html file in dist/ validates with no errors or warnings', async () => {
    // Figure pages (one per configuration) all come from one template with the same parts: every tenth,
    // plus every set-aside or withheld one, keeps each variant checked at a tenth of the time. (The hostile
    // build opens every figure page of its data.)
    const figure = /[/\\]releases[/\\][^/\\]+[/\\]rows[/\\]/;
    let nth = 0;
    const files = htmlFiles(DIST).filter(
      (f) => !figure.test(f) || nth++ % 10 === 0 || /data-status="(set-aside|withheld)"/.test(readFileSync(f, 'utf8')),
    );
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((f) => figure.test(f)).length).toBeGreaterThan(80);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(file);
      for (const result of report.results)
        for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    // Many pages (figure pages sampled, source pages among the largest): more than 60 s on a loaded 2-core machine.
  }, 180_000);
});

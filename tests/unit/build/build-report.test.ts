// The build's stage lines and its rule about warnings (src/build/build-report.ts), on named inputs.
import { describe, expect, it } from 'vitest';
import { dataFilesLine, filesByKind, renderedOn, warningsError } from '../../../src/build/build-report.ts';

describe('the data files line', () => {
  it('counts files by extension, most first, then by name; a file without one by its name', () => {
    const files = ['/d/a.csv', '/d/b.csv', '/d/r/SHA256SUMS', '/d/c.json', '/d/d.zip', '/d/e.json', '/d/f.csv'];
    expect(filesByKind(files)).toBe('3 csv, 2 json, 1 SHA256SUMS, 1 zip');
  });
  it('names the threads the pages were rendered on', () => {
    expect([0, 1, 3].map(renderedOn)).toEqual(['the main thread', '1 worker thread', '3 worker threads']);
  });
});

describe('warnings fail the build', () => {
  it('none: no failure', () => {
    expect(warningsError([])).toBeNull();
  });
  it('says how many, shows the first three, and where a harmless one is listed', () => {
    const e = warningsError(['[vite] a', '[vite] b', '[build] c', '[build] d']);
    expect(e?.message).toBe(
      'the build printed 4 warnings (above): [vite] a; [vite] b; [build] c. Fix the cause, or, if it is harmless, ' +
        'add it to HARMLESS_WARNINGS in src/build/build-log.ts with the reason.',
    );
  });
});

describe('the data files line says how long the endpoints took', () => {
  const files = ['/d/a.csv', '/d/b.json', '/d/c.csv'];
  it('with the summed render time of the endpoints', () => {
    expect(dataFilesLine(files, 1234)).toBe('3 written by endpoints in 1.2 s of rendering (2 csv, 1 json)');
  });
  it('without a time when none was taken', () => {
    expect(dataFilesLine(files, null)).toBe('3 written by endpoints (2 csv, 1 json)');
  });
});

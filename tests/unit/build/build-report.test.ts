// The build's stage lines and its rule about warnings (src/build/build-report.ts), on named inputs.
import { describe, expect, it } from 'vitest';
import { dataFilesLine, filesByKind, warningsError } from '../../../src/build/build-report.ts';

describe('the data files line', () => {
  it('counts files by extension, most first, then by name; a file without one by its name', () => {
    const files = ['/d/a.csv', '/d/b.csv', '/d/r/SHA256SUMS', '/d/c.json', '/d/d.zip', '/d/e.json', '/d/f.csv'];
    expect(filesByKind(files)).toBe('3 csv, 2 json, 1 SHA256SUMS, 1 zip');
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

describe('the data files line', () => {
  it('says how many files the endpoints wrote, and their kinds', () => {
    expect(dataFilesLine(['/d/a.csv', '/d/b.json', '/d/c.csv'])).toBe('3 written by endpoints (2 csv, 1 json)');
  });
});

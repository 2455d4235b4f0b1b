// One formatter per kind of figure: the same value prints the same on every page. Expected strings are
// worked out by hand from the rounding rule each formatter states.
import { describe, expect, it } from 'vitest';
import {
  fmtChange,
  fmtEnergy,
  fmtFactor,
  fmtList,
  fmtPercent,
  fmtRatio,
  fmtStated,
} from '../../../src/lib/text/format.ts';

describe('fmtEnergy: every energy figure the index measures or computes to three significant figures', () => {
  it.each([
    [0.04672, '0.0467'], // J per token
    [12.97, '13.0'], // Wh per million: the zero is a significant figure
    [0.022, '0.0220'], // so a column reads "0.0220" beside "0.0227"
    [0.24, '0.240'],
    [572.94, '573'],
    [2.0631, '2.06'],
    [1234.5, '1,230'], // thousands separated, rounded to three figures
    [0.2285, '0.229'], // half up: 0.2285 is stored a little above the half
    [0, '0'],
    [2.346e-7, '2.35e-7'], // a reader's extreme input, in powers of ten
    [3.2e16, '3.2e+16'],
  ])('%d -> %s', (n, text) => expect(fmtEnergy(n)).toBe(text));
});

describe('fmtStated: a figure as someone else stated it, to at most three significant figures', () => {
  it.each([
    [0.24, '0.24'], // a figure published as 0.24 is not given a precision it never had ("0.240")
    [33, '33'],
    [0.04672, '0.0467'],
    [1234.5, '1,230'],
    [0, '0'],
    [2.346e-7, '2.35e-7'],
  ])('%d -> %s', (n, text) => expect(fmtStated(n)).toBe(text));
});

describe('fmtRatio: every ratio to three significant figures', () => {
  it.each([
    [1.6289, '1.63x'], // the home finding's median
    [1.0527, '1.05x'],
    [4.5484, '4.55x'],
    [1.7875, '1.79x'], // the DGX B200 nameplate ratio, 14,300 / 8,000
    [7.1204, '7.12x'],
    [2, '2x'], // no trailing zeros
    [0.47184, '0.472x'],
    [12.34, '12.3x'],
    [1_423_456, '1,420,000x'], // a reader's huge traffic against one server: thousands separated
  ])('%d -> %s', (n, text) => expect(fmtRatio(n)).toBe(text));
  it('writes the factor without the x for arithmetic', () => {
    expect(fmtFactor(1.7875)).toBe('1.79');
    expect(fmtFactor(1_423_456)).toBe('1,420,000');
  });
});

describe('fmtList: names as a sentence lists them', () => {
  it.each([
    [['H100'], 'H100'],
    [['H100', 'B200'], 'H100 and B200'],
    [['H100', 'H200', 'B200', 'A100 40GB'], 'H100, H200, B200, and A100 40GB'],
  ])('%j -> %s', (names, text) => expect(fmtList(names)).toBe(text));
  it('writes what Intl.ListFormat writes in English, for 0 to 5 names', () => {
    const intl = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
    const names = ['H100', 'B200', 'H200', 'A100 40GB', 'MI300X'];
    for (let n = 0; n <= names.length; n++) expect(fmtList(names.slice(0, n))).toBe(intl.format(names.slice(0, n)));
  });
});

describe('fmtPercent: whole percent from 10%, two significant figures below', () => {
  it.each([
    [0.3861, '39%'], // 1 - 1 / 1.6289
    [0.05, '5%'],
    [0.0507, '5.1%'],
    [0.0042, '0.42%'],
    [1.118, '112%'],
    [0.1, '10%'],
    [-0.25, '25%'], // the size: the sign is the caller's word
  ])('%d -> %s', (n, text) => expect(fmtPercent(n)).toBe(text));
});

describe('fmtChange: another figure against this one, in percent', () => {
  it.each([
    [0.614, '39% less'], // 1 - 0.614 = 0.386
    [0.5, '50% less'],
    [2.12, '112% more'],
    [1.072, '7.2% more'],
    [1, 'the same'],
  ])('%d -> %s', (n, text) => expect(fmtChange(n)).toBe(text));
});

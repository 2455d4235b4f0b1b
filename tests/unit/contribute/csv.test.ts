// The pieces a submission's messages are made of: a numeric cell as a spreadsheet writes it, free
// text that must stay plain, and the place of a JSON value.
import { describe, expect, it } from 'vitest';
import { readNumberCell } from '../../../src/lib/contribute/csv.ts';
import { readJsonSubmission } from '../../../src/lib/contribute/json.ts';
import { PLAIN_TEXT, inert, textProblem } from '../../../src/lib/contribute/text-rules.ts';
import { CSV_COLUMNS, FIELD_BY_NAME } from '../../../src/lib/contribute/fields.ts';
import { validateSubmission } from '../../../src/lib/contribute/validate.ts';

const power = FIELD_BY_NAME.get('avg_power_w')!;

describe('a numeric cell', () => {
  it.each([
    ['700', 700],
    [' 1177.92 ', 1177.92],
    ['1.2e3', 1200],
    ['.5', 0.5],
    ['-3', -3], // read as a number; the bounds refuse it with their own words
  ])('%j reads as %d', (raw, value) => {
    expect(readNumberCell(raw, power)).toEqual({ value });
  });
  it.each([
    ['700 W', 'expected a number of W, got "700 W": write the number alone (700); the unit is in the column name'],
    ['700W', 'expected a number of W, got "700W": write the number alone (700); the unit is in the column name'],
    ['0,5', 'expected a number of W, got "0,5": write decimals with a point (0.5), not a comma'],
    ['1,177.92', 'expected a number of W, got "1,177.92": write the number without thousands separators (1177.92)'],
    ['=A1*2', 'expected a number of W, got "=A1*2": a spreadsheet formula, not a number'],
    ['@SUM(A1)', 'expected a number of W, got "@SUM(A1)": a spreadsheet formula, not a number'],
    ['+cmd', 'expected a number of W, got "+cmd": a spreadsheet formula, not a number'],
    ['NaN', 'expected a number of W, got "NaN": not a number'],
    ['Infinity', 'expected a number of W, got "Infinity": not a number'],
    ['1e999', 'expected a number of W, got "1e999" (too large to represent)'],
    ['lots', 'expected a number of W, got "lots"'],
  ])('%j is refused: %s', (raw, message) => {
    expect(readNumberCell(raw, power)).toEqual({ message });
  });
});

describe('free text', () => {
  it.each([
    ['Example Lab', null],
    ['<script>alert(1)</script>', null], // shown as text everywhere, so not refused
    [
      'Lab\u202Eevil',
      'expected plain text, got "Lab\\u202eevil", which holds the invisible character U+202E at position 4 (it can hide or reorder what a reader sees)',
    ],
    [
      'a\u200Bb',
      'expected plain text, got "a\\u200bb", which holds the invisible character U+200B at position 2 (it can hide or reorder what a reader sees)',
    ],
    ['two\nlines', 'expected text on one line, got "two\\nlines", which holds a line break'],
    ['=1+1', 'expected text that does not start with "=", got "=1+1": a spreadsheet would run it as a formula'],
    ['-x', 'expected text that does not start with "-", got "-x": a spreadsheet would run it as a formula'],
  ])('%j: %s', (text, problem) => {
    expect(textProblem(text)).toBe(problem);
    // The JSON Schema's pattern says the same thing as textProblem.
    expect(PLAIN_TEXT.test(text)).toBe(problem === null);
  });
  it('labels echo plain text as it is and anything else quoted and escaped', () => {
    expect(inert('Qwen/Qwen3-32B')).toBe('Qwen/Qwen3-32B');
    expect(inert('\u001b[31mred')).toBe('"\\u001b[31mred"');
  });
});

describe('a JSON submission: places of values and of missing fields', () => {
  const text = '{\n  "submission": {\n    "lab": "X"\n  },\n  "rows": [\n    { "gpu": "H100" }\n  ]\n}\n';
  const read = readJsonSubmission('s.json', text);
  it.each([
    [['rows', 0, 'gpu'], { line: 6, column: 7 }],
    [['submission', 'lab'], { line: 3, column: 5 }],
    // Missing: placed at the object that should hold it.
    [['submission', 'licence'], { line: 2, column: 3 }],
    [['rows', 0, 'batch'], { line: 6, column: 5 }],
  ] as const)('%j is at %j', (path, place) => {
    expect(read.locate(path)).toEqual(place);
  });
});

describe('a file that is not a submission at all', () => {
  const ctx = { gpus: {}, gpuNames: [], tasks: [], boundary: 'board (GPU)', basis: 'measured', selected: [] };
  it.each([
    ['a.json', '[]', ['a.json: line 1, column 1: expected an object with "submission" and "rows", got a list of 0']],
    ['d.json', ' ', ['d.json: the file is empty: expected a JSON document']],
    ['e.csv', '', ['e.csv: line 1: the file is empty: expected a header line naming the columns']],
    [
      'c.json',
      '{"rows": [5], "submission": {}}',
      [
        'c.json: line 1, column 11 (rows[0]): expected an object: one measured configuration, got 5',
        'c.json: line 1, column 15 (submission.lab): missing: expected text for lab',
      ],
    ],
  ])('%s', (name, text, lines) => {
    expect(validateSubmission(name, text, ctx).lines.slice(0, lines.length)).toEqual(lines);
  });
  it('a CSV with a header and no data lines says so at line 2', () => {
    const r = validateSubmission('f.csv', `${CSV_COLUMNS.join(',')}\n`, ctx);
    expect(r.lines).toEqual([
      'f.csv: line 2: no data lines: expected one line per measured configuration after the header',
    ]);
  });
});

describe('names that are not cards', () => {
  it('a GPU named like a property of every object is still unknown', async () => {
    const { corpus } = await import('../../fixtures/submissions/make.ts');
    const text = corpus()['unknown-gpu.csv'].replace(',H900,', ',constructor,');
    const ctx = {
      gpus: { H100: { name: 'NVIDIA H100', tdpW: 700 } },
      gpuNames: ['H100'],
      tasks: ['lm-arena-chat'],
      boundary: 'board (GPU)',
      basis: 'measured',
      selected: [],
    };
    expect(validateSubmission('x.csv', text, ctx).lines).toEqual([
      'x.csv: line 4, column gpu: expected a GPU the index knows (H100, or their full names), got "constructor": a new card needs its TDP in hardware.json first',
    ]);
  });
});

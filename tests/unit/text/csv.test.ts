// CSV text (src/lib/text/csv.ts) on hostile cells: a text cell that starts like a formula is escaped by
// papaparse's escapeFormulae with the first character as the test, numbers and booleans are kept, and every
// cell reads back as written (apostrophe included) through papaparse.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/lib/text/csv.ts';

type Row = { cell: unknown };
const csvOf = (cell: unknown) => toCsv<Row>([{ cell }], ['cell']);
const bodyOf = (cell: unknown) => csvOf(cell).split('\r\n')[1];

describe('toCsv', () => {
  it('writes the header, CRLF line endings and a last line ending', () => {
    expect(toCsv([{ a: 1, b: 'x' }], ['a', 'b'])).toBe('a,b\r\n1,x\r\n');
  });
  it('prefixes an apostrophe to a text cell starting with = + - @, a tab or a carriage return, and quotes it', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'].map(bodyOf)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-2"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"'\rx"`,
    ]);
  });
  it('escapes a formula followed by a line break (which papaparse 5.7 lets through with escapeFormulae: true)', () => {
    expect(csvOf('=HYPERLINK("http://x")\nsecond line')).toBe(`cell\r\n"'=HYPERLINK(""http://x"")\nsecond line"\r\n`);
    expect(Papa.unparse([['=1\n2']], { escapeFormulae: true })).toBe('"=1\n2"');
  });
  it('keeps numbers and booleans as they are, a negative number included; a missing value is an empty cell', () => {
    expect([-0.5, 0, true, false, null, undefined].map(bodyOf)).toEqual(['-0.5', '0', 'true', 'false', '', '']);
  });
  it('leaves other text alone, quoting it only where CSV needs quotes', () => {
    expect(['plain', 'a,b', 'say "hi"', ' x', 'a=b'].map(bodyOf)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '" x"',
      'a=b',
    ]);
  });
  it('reads back through papaparse as written, apostrophe included', () => {
    const cells = ['=1+1', 'plain', '-x', 'a,"b"\r\nc'];
    const text = toCsv(
      cells.map((cell) => ({ cell })),
      ['cell'],
    );
    const { data, errors } = Papa.parse<{ cell: string }>(text, {
      header: true,
      skipEmptyLines: true,
      delimiter: ',',
    });
    expect(errors).toEqual([]);
    expect(data.map((r) => r.cell)).toEqual(["'=1+1", 'plain', "'-x", 'a,"b"\r\nc']);
  });
});

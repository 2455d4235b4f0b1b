// The download tables (src/lib/downloads/tables.ts): CSV round-trips (hostile text included) and what the
// tables hold. Fixtures unless a block says "real data".
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset, type Dataset } from '../../../src/lib/core/dataset.ts';
import {
  CONFIGURATIONS_TABLE,
  INDEX_TABLE,
  TABLES,
  tableCsv,
  tableRecords,
  type Cell,
  type TableDef,
} from '../../../src/lib/downloads/tables.ts';
const load = (dir: string): Dataset => {
  const l = loadDataDir(dir);
  return buildDataset(l.index, l.grid, l.hardware, undefined, l.sources);
};
const hostile = load('tests/fixtures/hostile');
const second = load('tests/fixtures/releases/fixture-2026-06');
const real = load('data');
const parse = (csv: string) => Papa.parse<string[]>(csv, { header: false, skipEmptyLines: true, dynamicTyping: false });

/** What a reader gets back: the neutralising apostrophe removed from a cell that needed one. */
const unneutralise = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The cell text a value must produce, and whether it was neutralised. */
function expectedCell(v: Cell): string {
  if (v === null) return '';
  if (typeof v === 'string') return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return String(v);
}

describe('CSV files: RFC 4180, CRLF, round trip', () => {
  it('round-trips hostile text exactly, except the neutralising apostrophe (fixture)', () => {
    for (const t of TABLES as readonly TableDef<unknown>[]) {
      const records = tableRecords(t, hostile);
      const { data, errors } = parse(tableCsv(t, hostile));
      expect(errors).toEqual([]);
      expect(data[0]).toEqual(t.fields.map((f) => f.name));
      expect(data.length - 1).toBe(records.length);
      records.forEach((rec, i) =>
        t.fields.forEach((f, j) => {
          const cell = data[i + 1][j];
          expect(cell).toBe(expectedCell(rec[f.name]));
          if (typeof rec[f.name] === 'string') expect(unneutralise(cell)).toBe(rec[f.name]);
        }),
      );
    }
    // The fixture really is hostile: every kind of start and a non-Latin name reach the file.
    const names = tableRecords(INDEX_TABLE, hostile).map((r) => r.model_name);
    expect(names).toEqual(
      expect.arrayContaining([
        '=HYPERLINK("http://x.example","click")',
        '\tTabbed',
        '\rCarriage',
        'Line one\nline two\r\nline three',
        '模型 Ω Модель مدل',
      ]),
    );
    expect(tableCsv(INDEX_TABLE, hostile)).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
  });

  it('ends every record with CRLF and has no bare CR or LF outside quoted cells (fixture and real data)', () => {
    for (const d of [hostile, real]) {
      for (const t of TABLES as readonly TableDef<unknown>[]) {
        const csv = tableCsv(t, d);
        const outsideQuotes = csv.replace(/"(?:[^"]|"")*"/g, '""');
        expect(outsideQuotes.endsWith('\r\n')).toBe(true);
        expect(outsideQuotes).not.toMatch(/[^\r]\n|\r[^\n]|^\n/);
        expect(csv.charCodeAt(0)).not.toBe(0xfeff); // no byte-order mark
        expect(outsideQuotes.split('\r\n').filter((l) => l.startsWith('#'))).toEqual([]);
      }
    }
  });

  it('writes numbers as numbers: they parse back to the identical double (real data)', () => {
    const recs = tableRecords(CONFIGURATIONS_TABLE, real);
    const { data } = parse(tableCsv(CONFIGURATIONS_TABLE, real));
    const col = data[0].indexOf('energy_per_token_j');
    data.slice(1).forEach((row, i) => expect(Number(row[col])).toBe(recs[i].energy_per_token_j));
    // A negative residual is a number, so it is never given an apostrophe.
    const res = data[0].indexOf('power_residual');
    expect(data.slice(1).some((r) => r[res].startsWith("'"))).toBe(false);
  });
});

describe('what the tables hold', () => {
  it('index.csv is the selection, with the ceiling used; ids are the row ids', () => {
    const recs = tableRecords(INDEX_TABLE, real);
    expect(recs.map((r) => r.id)).toEqual(real.selected.map((r) => r.id));
    expect(new Set(recs.map((r) => r.latency_ceiling_ms))).toEqual(new Set([real.ceilingMs]));
    expect(new Set(recs.map((r) => r.release_id))).toEqual(new Set([real.release.id]));
  });
  it('configurations.csv has every row with its status, reason and repeats set aside', () => {
    const recs = tableRecords(CONFIGURATIONS_TABLE, second);
    expect(recs.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    const withheld = recs.filter((r) => r.status === 'withheld');
    expect(withheld.map((r) => r.id)).toEqual(second.withheld.map((r) => r.id));
    expect(withheld.length).toBe(1);
    expect(String(withheld[0].withheld_reason)).toMatch(/disagrees/);
    expect(recs.filter((r) => r.status === 'published').every((r) => r.withheld_reason === null)).toBe(true);
    const realRecs = tableRecords(CONFIGURATIONS_TABLE, real);
    expect(
      realRecs
        .filter((r) => r.set_aside_repeat)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...real.setAsideRepeats].sort());
    expect(realRecs.filter((r) => r.selected).length).toBe(real.selected.length);
  });
});

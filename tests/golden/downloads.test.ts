// Golden files for the downloads, on the small release fixture tests/fixtures/releases/fixture-2026-06
// (four rows): each CSV's header and first rows, datapackage.json and README.txt, byte for byte.
import { describe, it } from 'vitest';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { DATAPACKAGE, README, releaseFiles, releaseTables } from '../../src/lib/downloads/package.ts';
import { csvFileName } from '../../src/lib/downloads/tables.ts';
import { matchGolden } from './golden.ts';

const FIXTURE = 'tests/fixtures/releases/fixture-2026-06';
const HEAD_ROWS = 3;

const loaded = loadDataDir(FIXTURE);
const d = buildDataset(loaded.index, loaded.grid, loaded.hardware);
const files = releaseFiles(d);
const text = (name: string) => new TextDecoder().decode(files.find((f) => f.name === name)!.bytes);

describe('downloads (golden, fixture-2026-06)', () => {
  // The fixture has no source beside ML.ENERGY v3, so it publishes no file for one.
  it.each(releaseTables(d).map(csvFileName))('%s: header and first rows', async (name) => {
    // CRLF records, as published: the header line and the first rows, each with its line ending.
    const lines = text(name).split(/(?<=\r\n)/);
    await matchGolden(name, lines.slice(0, 1 + HEAD_ROWS).join(''));
  });
  it.each([DATAPACKAGE, README])('%s', async (name) => {
    await matchGolden(name, text(name));
  });
});

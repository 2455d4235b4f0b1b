// Every file of one release, built in memory: CSVs, datapackage.json, README.txt, CITATION.cff, a zip and SHA256SUMS.
// No clock, no host name (paths are relative), so the same data gives the same bytes at every deployment.
import type { Dataset, DownloadFile } from '../core/dataset.ts';
import { csvFileName, TABLES, tableCsv, type AnyTable, type TableDef } from './tables.ts';
import { PUBLISHED_LICENCE, openLicence } from '../core/licences.ts';
import { PUBLISHED_TABLE } from './published-table.ts';
import { plainCitation } from '../citation/citation.ts';
import { releaseFileCitation } from '../citation/inputs.ts';
import { citationCff } from '../citation/cff.ts';
import { zipStore } from './zip.ts';
import { sha256Hex, sha256Sums } from '../checksums/hash.ts';

export const DATAPACKAGE = 'datapackage.json';
export const README = 'README.txt';
export const ZIP = 'all-files.zip';
export const SUMS = 'SHA256SUMS';
export const CFF = 'CITATION.cff';

const encoder = new TextEncoder();
const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** What the downloads page says of each file beside the tables. */
const OTHER_FILES: Record<string, Pick<DownloadFile, 'mediaType' | 'description'>> = {
  [DATAPACKAGE]: {
    mediaType: 'application/json',
    description: 'Data Package: column types, units and descriptions; licences; sources',
  },
  [README]: { mediaType: PLAIN_TEXT, description: 'What each file is, units, boundary, how to cite' },
  [CFF]: { mediaType: PLAIN_TEXT, description: 'How to cite this release (Citation File Format)' },
  [ZIP]: { mediaType: 'application/zip', description: 'All of the above in one zip' },
  [SUMS]: { mediaType: PLAIN_TEXT, description: 'SHA-256 of every other file (sha256sum -c SHA256SUMS)' },
};

/** A licence's address (SPDX id -> its published text), or null when the source states no licence we know. */
export const licenceUrl = (id: string): string | null => openLicence(id)?.path ?? null;

/**
 * A source as a schema.org work for `isBasedOn`; a source stating no licence has none, and its description says so (a
 * bare string would read as a link to a page of this site).
 */
export function sourceWork(s: { name: string; url: string; licence: string; citation: string; publisher: string }) {
  const url = licenceUrl(s.licence);
  return {
    '@type': 'CreativeWork',
    name: s.name,
    url: s.url,
    publisher: { '@type': 'Organization', name: s.publisher },
    citation: s.citation,
    ...(url ? { license: url } : { description: `Licence: ${s.licence}.` }),
  };
}

/** Sources credited by a release: the energy rows, the grid and the hardware figures. */
export function releaseSources(d: Dataset) {
  return [...d.release.sources, d.grid.source, ...d.hardware.sources];
}

function tableSchema<R>(t: TableDef<R>) {
  return {
    fields: t.fields.map((f) => ({
      name: f.name,
      type: f.type,
      description: f.description,
      // "unit" is not a core Table Schema property; extra properties are allowed and readers keep them.
      ...(f.unit ? { unit: f.unit } : {}),
      ...(f.required ? { constraints: { required: true } } : {}),
    })),
    primaryKey: 'id',
    missingValues: [''],
  };
}

function dataPackage(d: Dataset, csvs: { table: AnyTable; bytes: Uint8Array }[]) {
  const licences = [...new Set(releaseSources(d).map((s) => s.licence))].filter((l) => openLicence(l) !== null);
  if (!licences.includes('Apache-2.0')) licences.unshift('Apache-2.0'); // the site's own derived tables
  return {
    profile: 'tabular-data-package',
    // Lowercase letters, digits and - . _ only (the Data Package rule).
    name: `gpu-energy-per-token-${d.release.id.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')}`,
    // The release id, not an address: the package is the same wherever it is served (its paths are relative).
    id: d.release.id,
    title: `${d.release.title}, release ${d.release.id}`,
    description: `${d.release.notes} Boundary: ${d.release.boundary}; basis: ${d.release.basis}; meter: ${d.release.meter}; serving stack: ${d.release.serving_stack}. Energy counts output tokens only.`,
    version: d.release.id,
    // The release date, not the build date: the same release must give the same bytes.
    created: `${d.release.date}T00:00:00Z`,
    licenses: licences.map((name) => ({ name, ...openLicence(name) })),
    sources: releaseSources(d).map((s) => ({
      title: s.name,
      path: s.url,
      publisher: s.publisher,
      licence: s.licence,
      citation: s.citation,
      ...(s.version ? { version: s.version } : {}),
    })),
    resources: csvs.map(({ table, bytes }) => ({
      name: table.name,
      // Each file under its own licence: the grid is Ember's (CC BY 4.0, attribution required).
      licenses: fileLicences(d, csvFileName(table)).map(packageLicence),
      // A one-source table names its source and that source's licence (possibly "not stated by the source").
      sources: table.source
        ? [d.bySource[table.source].record].map(({ name, url, licence, boundary }) => ({
            title: name,
            path: url,
            licence,
            boundary,
          }))
        : tableSources(d, table).map((s) => ({ title: s.name, path: s.url, citation: s.citation })),
      path: csvFileName(table),
      profile: 'tabular-data-resource',
      title: table.title,
      description: table.description,
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      bytes: bytes.length,
      hash: `sha256:${sha256Hex(bytes)}`,
      dialect: {
        delimiter: ',',
        lineTerminator: '\r\n',
        quoteChar: '"',
        doubleQuote: true,
        header: true,
        skipInitialSpace: false,
      },
      schema: tableSchema(table as TableDef<unknown>),
    })),
  };
}

function readme(d: Dataset): string {
  const r = d.release;
  const lines = [
    `${r.title}, release ${r.id} (${r.date})`,
    `Release id: ${r.id}. On the site that publishes it, its permanent page is releases/${r.id}/ under the site's address.`,
    '',
    r.notes,
    '',
    'WHAT IS MEASURED',
    `Boundary: ${r.boundary}. Only the GPUs' own energy counters; host CPUs, memory, network, fans, cooling and power delivery are outside.`,
    `Basis: ${r.basis} (${r.meter}). Serving stack: ${r.serving_stack}.`,
    'Energy per token counts output tokens only; prompt (input) tokens are not in the denominator.',
    'The figures describe a busy server over a steady-state window; idle time is not included.',
    `Identity check: a row whose average power / throughput disagrees with its energy per token by more than 0.1% is withheld, kept in configurations.csv with the reason (${d.withheld.length} of ${d.rows.length} rows withheld in this release).`,
    `Selection: per task, model and GPU, the lowest energy per token with median inter-token latency at or under ${d.ceilingMs} ms; ties go to lower latency, fewer GPUs, smaller batch cap, then id. A repeated run counts once, as its higher-energy run (${d.setAsideRepeats.length} set aside).`,
    ...(d.leftOut.length
      ? [
          'Pairs with nothing under the ceiling (not in index.csv):',
          ...d.leftOut.map((l) => `  ${l.task} / ${l.model} / ${l.gpu}: ${l.reason}`),
        ]
      : []),
    '',
    'FILES',
    ...releaseTables(d).map((t) => `${csvFileName(t)}: ${t.description}`),
    `${DATAPACKAGE}: Frictionless Data Package describing every CSV (column types, units, descriptions), the licences and sources.`,
    `${README}: this file.`,
    `${CFF}: how to cite this release (Citation File Format).`,
    `${SUMS}: SHA-256 of every other file. Check with: sha256sum -c ${SUMS}`,
    `${ZIP} (on the site): the files above in one folder named ${r.id}.`,
    '',
    'FORMAT',
    'CSV: RFC 4180, UTF-8 without a byte-order mark, CRLF line ends, one header row, no comment lines.',
    'Numbers are written in full precision with a dot as decimal separator. An empty cell means "not applicable" as the column description says; it never means zero.',
    "A text cell that would begin with = + - @, a tab or a carriage return starts with an apostrophe ('), so a spreadsheet does not run it as a formula. Remove that one apostrophe to get the original text.",
    'Every row carries release_id and an id; the id is the one the site shows, so a figure can be cited as release_id + id.',
    '',
    'COLUMNS',
    ...releaseTables(d).flatMap((t) => [
      `${csvFileName(t)}`,
      ...t.fields.map((f) => `  ${f.name} (${f.type}${f.unit ? `, ${f.unit}` : ''}): ${f.description}`),
      '',
    ]),
    'HOW TO CITE',
    `Cite it as below, with the address of the release page you downloaded it from (it ends in releases/${r.id}/).`,
    plainCitation(releaseFileCitation(d.release, d.grid.source)),
    '',
    'LICENCE OF EACH FILE',
    ...[...releaseTables(d).map((t) => csvFileName(t)), DATAPACKAGE, README, CFF].map(
      (name) =>
        `${name}: ${fileLicences(d, name)
          .map((l) => `${l.id} (${l.path})${l.attribution ? `; attribution: ${l.attribution}` : ''}`)
          .join(' and ')}`,
    ),
    '',
    'SOURCES AND LICENCES',
    'Derived tables and site code: Apache-2.0.',
    ...releaseSources(d).map((s) => `${s.name} (${s.publisher}), licence: ${s.licence}. ${s.citation} ${s.url}`),
    ...(d.published
      ? [`Published figures (${d.published.map((p) => p.publisher).join('; ')}): ${PUBLISHED_LICENCE}`]
      : []),
    '',
  ];
  return lines.join('\n');
}

/** A file's licence: its SPDX id, title and address, and the credit it asks for where it asks for one. */
const licenceOf = (id: string, attribution?: string) => ({
  id,
  ...(openLicence(id) ?? { title: id, path: '' }),
  ...(attribution ? { attribution } : {}),
});

type FileLicence = ReturnType<typeof licenceOf>;

/**
 * A Data Package licence: SPDX name with URL, or where the source states none only a title saying so (a name must be an
 * identifier, an empty path points nowhere).
 */
const packageLicence = (l: FileLicence) => (l.path ? { name: l.id, title: l.title, path: l.path } : { title: l.title });

/** Sources of a table's rows: energy rows from the release's sources, the grid from Ember, hardware from vendors. */
function tableSources(d: Dataset, table: AnyTable): { name: string; url: string; licence: string; citation: string }[] {
  if (table.name === 'grid') return [d.grid.source];
  if (table.name === 'hardware') return d.hardware.sources;
  if (table === PUBLISHED_TABLE)
    return (d.published ?? []).map((p) => ({
      name: `${p.publisher}, ${p.title}`,
      url: p.url ?? '',
      licence: 'facts reproduced with attribution',
      citation: p.cite,
    }));
  // A one-source table carries its source's licence; the index tables, the sources of their own rows (v3).
  const ids = table.source ? [table.source] : [...new Set(d.rows.map((r) => r.source))];
  const records = ids.map((id) => d.bySource[id]?.record).filter((r) => r !== undefined);
  return records.length > 0 ? records : d.release.sources;
}

/**
 * grid.csv is Ember's (CC BY 4.0, with attribution); energy tables follow their source's licence; hardware figures are
 * facts cited to vendors, compiled under Apache-2.0, as is every file the site writes.
 */
export function fileLicences(d: Dataset, name: string): FileLicence[] {
  if (name === ZIP) {
    // Every table's licences, each once.
    const all = releaseTables(d).flatMap((t) => fileLicences(d, csvFileName(t)));
    return all.filter((l, i) => all.findIndex((m) => m.id === l.id) === i);
  }
  const table = releaseTables(d).find((t) => csvFileName(t) === name);
  // Facts cited to their publishers, compiled (with the computed columns) by this site under Apache-2.0.
  if (table === PUBLISHED_TABLE) return [licenceOf('Apache-2.0', PUBLISHED_LICENCE)];
  if (table && table.name !== 'hardware') {
    const sources = tableSources(d, table);
    return [...new Set(sources.map((s) => s.licence))].map((id) =>
      licenceOf(id, /^(CC-BY|ODC-By)/.test(id) ? sources.find((s) => s.licence === id)?.citation : undefined),
    );
  }
  return [licenceOf('Apache-2.0')];
}

const cache = new WeakMap<Dataset, DownloadFile[]>();

/**
 * The core tables, a source's own table only where the release has that source (never an empty file), and the
 * published figures where the release has them: an older release keeps exactly its files.
 */
export const releaseTables = (d: Dataset): AnyTable[] =>
  [...TABLES, ...(d.published ? [PUBLISHED_TABLE] : [])].filter(
    (t) => t.source === undefined || t.source in d.bySource,
  );

/** What the downloads page says of each kind of file, for files read back from a frozen release. */
export function describeFile(name: string): Pick<DownloadFile, 'mediaType' | 'description'> {
  const table = [...TABLES, PUBLISHED_TABLE].find((t) => csvFileName(t) === name);
  if (table) return { mediaType: 'text/csv; charset=utf-8', description: table.title };
  if (OTHER_FILES[name]) return OTHER_FILES[name];
  throw new Error(`release files: no description for a file named ${name}`);
}

/** File names in order without building them (routes are listed before files are built). */
export function releaseFileNames(d: Dataset): string[] {
  if (d.storedFiles) return d.storedFiles.map((f) => f.name);
  return [...releaseTables(d).map(csvFileName), DATAPACKAGE, README, CFF, ZIP, SUMS];
}

/** All files of a release, in the order the downloads page lists them. Memoised per data set. */
export function releaseFiles(d: Dataset): DownloadFile[] {
  if (d.storedFiles) return d.storedFiles;
  const hit = cache.get(d);
  if (hit) return hit;
  const csvs = releaseTables(d).map((table) => ({
    table,
    bytes: encoder.encode(tableCsv(table as TableDef<unknown>, d)),
  }));
  const file = (name: string, bytes: Uint8Array<ArrayBuffer>): DownloadFile => ({ name, ...describeFile(name), bytes });
  const files = [
    ...csvs.map(({ table, bytes }) => file(csvFileName(table), bytes)),
    file(DATAPACKAGE, encoder.encode(`${JSON.stringify(dataPackage(d, csvs), null, 2)}\n`)),
    file(README, encoder.encode(readme(d))),
    file(CFF, encoder.encode(citationCff(d))),
  ];
  // The zip stands alone: one folder named after the release (its id's pattern allows no ".."), with its own
  // SHA256SUMS for `sha256sum -c`.
  const inner = [...files, { name: SUMS, bytes: encoder.encode(sha256Sums(files)) }];
  const zip = zipStore(
    inner.map((f) => ({ name: `${d.release.id}/${f.name}`, bytes: f.bytes })),
    d.release.date,
  );
  files.push({
    ...file(ZIP, zip),
    description: `All of the above in one folder, ${d.release.id}/, with its SHA256SUMS`,
  });
  files.push(file(SUMS, encoder.encode(sha256Sums(files))));
  cache.set(d, files);
  return files;
}

/** The Response for one file of a release: the /downloads/ and /releases/<id>/ file endpoints share it. */
export function fileResponse(d: Dataset, name: string): Response {
  const file = releaseFiles(d).find((f) => f.name === name);
  if (!file) return new Response(`no file ${name} in release ${d.release.id}`, { status: 404 });
  return new Response(file.bytes, { headers: { 'Content-Type': file.mediaType } });
}

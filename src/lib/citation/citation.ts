// Citations of a figure, page or release in four formats, free of Node: the build writes no access date (deterministic
// pages), the browser fills in today's. Each choice and client quirk (case, version): docs/citing-and-releases.md.
import { isolate } from '../text/bidi.ts';
import { PRODUCT_NAME } from '../text/page-title.ts';
import type { Source } from '../core/schemas/common.ts';

/**
 * Credited as an organisation by the product's name: not a person, nor the data set's title ("Title. (2026). Title").
 */
export const INDEX_AUTHOR = PRODUCT_NAME;
/** Shown where the access date goes until a reader (or the browser) fills it in. */
export const ACCESS_PLACEHOLDER = '(date you read it)';

export interface CitationInput {
  kind: 'figure' | 'page' | 'release';
  /** The figure in words, the page title, or the release title. */
  title: string;
  releaseTitle: string;
  releaseId: string;
  /** Release date, YYYY-MM-DD. */
  releaseDate: string;
  /** Address of what is cited (absolute): permanent for a figure and a release; empty in a release's own files. */
  url: string;
  /** Absolute. */
  releaseUrl: string;
  row?: string;
  /** Who measured the data, credited beside the index (a figure's source; a release's or page's sources). */
  producers: ProducerCredit[];
}

/** A source credited in a citation: its producer, its name, the citation it asks for (its record's) and address. */
export type ProducerCredit = Pick<Source, 'name' | 'publisher' | 'citation' | 'url'>;

/** Whether the cited thing changes: a page follows the latest release; a figure and a release never change. */
export const isPermanent = (c: Pick<CitationInput, 'kind'>) => c.kind !== 'page';

export type AccessDate = { year: number; month: number; day: number } | null;

const isoOf = (a: NonNullable<AccessDate>) =>
  `${a.year}-${String(a.month).padStart(2, '0')}-${String(a.day).padStart(2, '0')}`;
// Month names written out, not Intl: this runs in the browser, where a page's first Intl object is a long task
// (text/format.ts: fmtList).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** "February 16, 2026", the APA form of an access date. */
const apaDay = (a: NonNullable<AccessDate>) => `${MONTHS[a.month - 1]} ${a.day}, ${a.year}`;

/** "Data: <producer's own citation> <address>", one per producer. */
const producerLine = (p: ProducerCredit) => `Data: ${isolate(p.citation)} ${p.url}`;

/** A page is named with the data set it belongs to, unless it bears the data set's own name (home). */
export function fullTitle(c: CitationInput): string {
  if (c.kind === 'page' && c.title !== c.releaseTitle) return `${isolate(c.title)}, in ${isolate(c.releaseTitle)}`;
  return isolate(c.title);
}

export function plainCitation(c: CitationInput, accessed: AccessDate = null): string {
  const own = `${INDEX_AUTHOR} (${c.releaseDate}). ${fullTitle(c)} [Data set, release ${c.releaseId}].${
    c.url ? ` ${c.url}` : ''
  }${isPermanent(c) ? '' : ` Accessed: ${accessed ? isoOf(accessed) : ACCESS_PLACEHOLDER}.`}`;
  return [own, ...c.producers.map(producerLine)].join('\n');
}

/** The index's own APA 7 entry for a data set, as an APA style renders its BibTeX and CSL-JSON. */
export function apaOwnEntry(c: CitationInput, accessed: AccessDate = null): string {
  const head = `${INDEX_AUTHOR}. (${c.releaseDate.slice(0, 4)}). ${fullTitle(c)} (Version ${c.releaseId}) [Dataset].`;
  if (isPermanent(c)) return `${head} ${c.url}`;
  return `${head} Retrieved ${accessed ? apaDay(accessed) : ACCESS_PLACEHOLDER}, from ${c.url}`;
}

/** APA 7: the index's entry, then each producer's own citation on a line of its own. */
export function apaCitation(c: CitationInput, accessed: AccessDate = null): string {
  return [apaOwnEntry(c, accessed), ...c.producers.map(producerLine)].join('\n');
}

/** LaTeX's special characters that a backslash alone does not escape. */
const LATEX_WORDS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Escape text for a braced BibTeX value: the characters LaTeX treats specially. */
export function bibtexEscape(text: string): string {
  return text.replace(/[\\{}&%$#_~^]/g, (ch) => LATEX_WORDS[ch] ?? `\\${ch}`);
}

/** One BibTeX entry: `@dataset{key,` then a field a line. */
const bibtexEntry = (key: string, fields: [string, string][]) =>
  `@dataset{${key},\n${fields.map(([k, v]) => `  ${k} = {${v}}`).join(',\n')}\n}`;

const keyPart = (p: string) =>
  p
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A citation key of letters, digits and underscores only, stable for one figure, page or release. */
export function bibtexKey(c: CitationInput): string {
  const parts = ['gpuenergyindex', c.releaseId, c.kind === 'release' ? '' : (c.row ?? c.title)].filter(Boolean);
  return parts.map(keyPart).join('_');
}

/**
 * A producer's entry puts its own citation in the title: styles print a data set's author, title and URL but drop a
 * note (pandoc's default does), and the credit must survive every client.
 */
const producerTitle = (p: ProducerCredit) => `${isolate(p.name)} (cite as: ${isolate(p.citation.replace(/\.$/, ''))})`;

/** The key of a producer's entry: its name, e.g. ml_energy_leaderboard_v3_0. */
export const producerKey = (p: ProducerCredit) => keyPart(p.name);

const producerBibtex = (p: ProducerCredit) =>
  bibtexEntry(producerKey(p), [
    ['author', `{${bibtexEscape(isolate(p.publisher))}}`],
    ['title', `{${bibtexEscape(producerTitle(p))}}`],
    ['url', p.url],
  ]);

/** biblatex @dataset; a BibTeX that does not know the type reads it as @misc with the same fields. */
export function bibtexCitation(c: CitationInput, accessed: AccessDate = null): string {
  const fields: [string, string][] = [
    // Double braces keep the organisation whole (not "Index, G. E. p. O. T.") and the title's case as written.
    ['author', `{${bibtexEscape(INDEX_AUTHOR)}}`],
    ['title', `{${bibtexEscape(fullTitle(c))}}`],
    ['date', c.releaseDate],
    ['year', c.releaseDate.slice(0, 4)],
    ['version', bibtexEscape(c.releaseId)],
    ['url', c.url],
  ];
  // A page changes, so it carries an access date; urldate must be a date, so until then a note says where it goes.
  if (!isPermanent(c)) {
    if (accessed) fields.push(['urldate', isoOf(accessed)]);
    else fields.push(['note', `Accessed: ${ACCESS_PLACEHOLDER}`]);
  }
  return [bibtexEntry(bibtexKey(c), fields), ...c.producers.map(producerBibtex)].join('\n\n');
}

/** CSL-JSON (the format Zotero and pandoc read): one item, type dataset. */
export function cslItem(c: CitationInput, accessed: AccessDate = null): Record<string, unknown> {
  const [y, m, d] = c.releaseDate.split('-').map(Number);
  const item: Record<string, unknown> = {
    id: bibtexKey(c),
    type: 'dataset',
    // As written: pandoc and citeproc-js decode no entities in CSL-JSON, and print a stray "<" or "&" as text.
    title: `<span class="nocase">${fullTitle(c)}</span>`,
    author: [{ literal: INDEX_AUTHOR }],
    issued: { 'date-parts': [[y, m, d]] },
    version: c.releaseId,
    URL: c.url,
  };
  if (accessed && !isPermanent(c)) item.accessed = { 'date-parts': [[accessed.year, accessed.month, accessed.day]] };
  return item;
}

/** A producer as a CSL-JSON item: the organisation as author, its own citation as the note. */
export const producerCsl = (p: ProducerCredit): Record<string, unknown> => ({
  id: producerKey(p),
  type: 'dataset',
  title: `<span class="nocase">${producerTitle(p)}</span>`,
  author: [{ literal: isolate(p.publisher) }],
  URL: p.url,
});

export function cslJson(c: CitationInput, accessed: AccessDate = null): string {
  return JSON.stringify([cslItem(c, accessed), ...c.producers.map(producerCsl)], null, 2);
}

export const CITATION_FORMATS = [
  { key: 'plain', label: 'Plain text', render: plainCitation },
  { key: 'apa', label: 'APA', render: apaCitation },
  { key: 'bibtex', label: 'BibTeX', render: bibtexCitation },
  { key: 'csl', label: 'CSL-JSON', render: cslJson },
] as const;

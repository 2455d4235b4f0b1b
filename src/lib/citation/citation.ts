// Citation text for one figure, a page or a whole release, in four formats. Pure and free of Node
// imports: the build renders it without an access date (builds are deterministic), and the browser
// re-renders it with today's date from the same inputs. Titles come from the data, so each is isolated
// (bidi.ts): a right-to-left name cannot reorder the citation around it.
//
// What real clients do with these, and why each choice (tests/unit/citation/citation.clients.test.ts runs them):
// - The title names what is cited (model, GPU and count, batch cap, task for a figure), because styles
//   print the title and never a `note`.
// - URL is the permanent address (the figure page or the release page), so the release id is in it.
// - Titles are case-protected: BibTeX with an outer brace pair, CSL-JSON with <span class="nocase">,
//   or pandoc and citeproc turn "14B" into "14b" and title-case the rest.
// - The version is the release id alone. pandoc prints "(Version 2026-12-01)"; citeproc-js (citation-js)
//   reads the dashes as a range and prints "(Versions 2026-12-01)", a known quirk the client test pins.
// - BibTeX (biblatex @dataset) and CSL-JSON (type dataset) carry the same fields (author, title, full
//   date, version, URL), so one style renders them alike. The site's APA is what an APA style renders
//   from them (tests/unit/citation/citation.clients.test.ts compares).
// - A figure and a release are permanent, so their citations carry no access date ("Retrieved"); a page
//   that follows the latest release does.
// - The producers of the data are cited beside the index, each with the citation they ask for: an entry
//   of its own in BibTeX and CSL-JSON, a line of its own in text.
import { isolate } from '../text/bidi.ts';
import { PRODUCT_NAME } from '../text/page-title.ts';

/**
 * Who the index is credited to: the product's name, an organisation-style author and publisher, not a
 * person, and not the data set's title (a citation would read "Title. (2026). Title").
 */
export const INDEX_AUTHOR = PRODUCT_NAME;
/** Shown where the access date goes until a reader (or the browser) fills it in. */
export const ACCESS_PLACEHOLDER = '(date you read it)';

export type CitedKind = 'figure' | 'page' | 'release';

export interface CitationInput {
  kind: CitedKind;
  /** Title of what is cited: the figure in words, the page title, or the release title. */
  title: string;
  /** Title of the release (the data set). */
  releaseTitle: string;
  releaseId: string;
  /** Release date, YYYY-MM-DD. */
  releaseDate: string;
  /** Address of what is cited (absolute): permanent for a figure and a release; empty in a release's own files. */
  url: string;
  /** Permanent URL of the release (absolute). */
  releaseUrl: string;
  /** The row id, when a figure is cited. */
  row?: string;
  /** Who measured the data, credited beside the index (a figure's source; a release's or page's sources). */
  producers: ProducerCredit[];
}

/** A source credited in a citation: its producer, its name, its own citation text and address. */
export interface ProducerCredit {
  name: string;
  publisher: string;
  /** The citation the producer asks for, as the source record gives it. */
  citation: string;
  url: string;
}

/** Whether the cited thing changes: a page follows the latest release; a figure and a release never change. */
export const isPermanent = (c: Pick<CitationInput, 'kind'>) => c.kind !== 'page';

/** An access date, or null for the placeholder. */
export type AccessDate = { year: number; month: number; day: number } | null;

const isoOf = (a: NonNullable<AccessDate>) =>
  `${a.year}-${String(a.month).padStart(2, '0')}-${String(a.day).padStart(2, '0')}`;
const accessedText = (a: AccessDate) => (a ? isoOf(a) : ACCESS_PLACEHOLDER);
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

/** The version: the release id alone. */
export const versionText = (releaseId: string) => releaseId;

/** "Data: <producer's own citation> <address>", one per producer. */
const producerLine = (p: ProducerCredit) => `Data: ${isolate(p.citation)} ${p.url}`;

/**
 * The full title as styles print it: a page is named with the data set it belongs to, unless it bears the
 * data set's own name (home), where "X, in X" would only repeat it.
 */
export function fullTitle(c: CitationInput): string {
  if (c.kind === 'page' && c.title !== c.releaseTitle) return `${isolate(c.title)}, in ${isolate(c.releaseTitle)}`;
  return isolate(c.title);
}

export function plainCitation(c: CitationInput, accessed: AccessDate = null): string {
  const own = `${INDEX_AUTHOR} (${c.releaseDate}). ${fullTitle(c)} [Data set, release ${versionText(c.releaseId)}].${
    c.url ? ` ${c.url}` : ''
  }${isPermanent(c) ? '' : ` Accessed: ${accessedText(accessed)}.`}`;
  return [own, ...c.producers.map(producerLine)].join('\n');
}

/** The index's own APA 7 entry for a data set, as an APA style renders its BibTeX and CSL-JSON. */
export function apaOwnEntry(c: CitationInput, accessed: AccessDate = null): string {
  const head = `${INDEX_AUTHOR}. (${c.releaseDate.slice(0, 4)}). ${fullTitle(c)} (Version ${versionText(c.releaseId)}) [Dataset].`;
  if (isPermanent(c)) return `${head} ${c.url}`;
  return `${head} Retrieved ${accessed ? apaDay(accessed) : ACCESS_PLACEHOLDER}, from ${c.url}`;
}

/** APA 7: the index's entry, then each producer's own citation on a line of its own. */
export function apaCitation(c: CitationInput, accessed: AccessDate = null): string {
  return [apaOwnEntry(c, accessed), ...c.producers.map(producerLine)].join('\n');
}

/** Escape text for a braced BibTeX value: the characters LaTeX treats specially. */
export function bibtexEscape(text: string): string {
  return text.replace(/[\\{}&%$#_~^]/g, (ch) => {
    switch (ch) {
      case '\\':
        return '\\textbackslash{}';
      case '~':
        return '\\textasciitilde{}';
      case '^':
        return '\\textasciicircum{}';
      default:
        return `\\${ch}`;
    }
  });
}

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
 * A producer's entry names its own citation in the title: styles print author, title and URL of a data
 * set but drop a note (pandoc's default style does), and the credit must survive every client.
 */
const producerTitle = (p: ProducerCredit) => `${isolate(p.name)} (cite as: ${isolate(p.citation.replace(/\.$/, ''))})`;

/** The key of a producer's entry: its name, e.g. ml_energy_leaderboard_v3_0. */
export const producerKey = (p: ProducerCredit) => keyPart(p.name);

function producerBibtex(p: ProducerCredit): string {
  const fields: [string, string][] = [
    ['author', `{${bibtexEscape(isolate(p.publisher))}}`],
    ['title', `{${bibtexEscape(producerTitle(p))}}`],
    ['url', p.url],
  ];
  return `@dataset{${producerKey(p)},\n${fields.map(([k, v]) => `  ${k} = {${v}}`).join(',\n')}\n}`;
}

/** biblatex @dataset; a BibTeX that does not know the type reads it as @misc with the same fields. */
export function bibtexCitation(c: CitationInput, accessed: AccessDate = null): string {
  const fields: [string, string][] = [
    // Double braces keep the organisation whole (not "Index, G. E. p. O. T.") and the title's case as written.
    ['author', `{${bibtexEscape(INDEX_AUTHOR)}}`],
    ['title', `{${bibtexEscape(fullTitle(c))}}`],
    ['date', c.releaseDate],
    ['year', c.releaseDate.slice(0, 4)],
    ['version', bibtexEscape(versionText(c.releaseId))],
    ['url', c.url],
  ];
  // A page changes, so it carries an access date: urldate must be a date; with none yet, a note says where it goes.
  if (!isPermanent(c)) {
    if (accessed) fields.push(['urldate', isoOf(accessed)]);
    else fields.push(['note', `Accessed: ${ACCESS_PLACEHOLDER}`]);
  }
  const own = `@dataset{${bibtexKey(c)},\n${fields.map(([k, v]) => `  ${k} = {${v}}`).join(',\n')}\n}`;
  return [own, ...c.producers.map(producerBibtex)].join('\n\n');
}

/** CSL-JSON (the format Zotero and pandoc read): one item, type dataset. */
export function cslItem(c: CitationInput, accessed: AccessDate = null): Record<string, unknown> {
  const [y, m, d] = c.releaseDate.split('-').map(Number);
  const item: Record<string, unknown> = {
    id: bibtexKey(c),
    type: 'dataset',
    // Text goes in as written: neither pandoc nor citeproc-js decodes entities in CSL-JSON (they would
    // print "&#38;"), and a stray "<" or "&" is printed as text by both.
    title: `<span class="nocase">${fullTitle(c)}</span>`,
    author: [{ literal: INDEX_AUTHOR }],
    issued: { 'date-parts': [[y, m, d]] },
    version: versionText(c.releaseId),
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

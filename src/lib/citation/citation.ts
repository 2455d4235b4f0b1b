// Citation text for one figure, a page or a whole release, in four formats. Pure and free of Node
// imports: the build renders it without an access date (builds are deterministic), and the browser
// re-renders it with today's date from the same inputs. Titles come from the data, so each is isolated
// (bidi.ts): a right-to-left name cannot reorder the citation around it.
//
// What real clients do with these, and why each choice (tests/unit/citation-clients.test.ts runs them):
// - The title names what is cited (model, GPU and count, batch cap, task for a figure), because styles
//   print the title and never a `note`.
// - URL is the permanent address (the figure page or the release page), so the release id is in it.
// - Titles are case-protected: BibTeX with an outer brace pair, CSL-JSON with <span class="nocase">,
//   or pandoc and citeproc turn "14B" into "14b" and title-case the rest.
// - The version reads "release <id>": citeproc-js takes a bare "2026-02-16" for a range and prints
//   "Versions 2026-02-16".
// - BibTeX (biblatex @dataset) and CSL-JSON (type dataset) carry the same fields (author, title, full
//   date, version, URL, access date), so one style renders them alike.
import { isolate } from '../text/bidi.ts';

/** Who the index is credited to: an organisation-style author, not a person. */
export const INDEX_AUTHOR = 'GPU energy per LLM output token';
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
  /** Address of what is cited (absolute): permanent for a figure and a release. */
  url: string;
  /** Permanent URL of the release (absolute). */
  releaseUrl: string;
  /** The row id, when a figure is cited. */
  row?: string;
}

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
/** "2026, February 16", the APA form of a full date. */
const apaDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}, ${MONTHS[m - 1]} ${d}`;
};

/** The version as clients print it: one release, never a range. */
export const versionText = (releaseId: string) => `release ${releaseId}`;

/**
 * The full title as styles print it: a page is named with the data set it belongs to, unless it bears the
 * data set's own name (home), where "X, in X" would only repeat it.
 */
export function fullTitle(c: CitationInput): string {
  if (c.kind === 'page' && c.title !== c.releaseTitle) return `${isolate(c.title)}, in ${isolate(c.releaseTitle)}`;
  return isolate(c.title);
}

export function plainCitation(c: CitationInput, accessed: AccessDate = null): string {
  return `${INDEX_AUTHOR} (${c.releaseDate}). ${fullTitle(c)} [Data set, ${versionText(c.releaseId)}]. ${c.url} Accessed: ${accessedText(accessed)}.`;
}

/** APA 7 for a data set: Author. (Date). Title (Release) [Data set]. URL, with a retrieval date. */
export function apaCitation(c: CitationInput, accessed: AccessDate = null): string {
  return `${INDEX_AUTHOR}. (${apaDate(c.releaseDate)}). ${fullTitle(c)} (Release ${c.releaseId}) [Data set]. Retrieved ${accessedText(accessed)}, from ${c.url}`;
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

/** A citation key of letters, digits and underscores only, stable for one figure, page or release. */
export function bibtexKey(c: CitationInput): string {
  const parts = ['gpuenergyindex', c.releaseId, c.kind === 'release' ? '' : (c.row ?? c.title)].filter(Boolean);
  return parts
    .map((p) =>
      p
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, ''),
    )
    .join('_');
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
  // urldate must be a date; with none yet, the reader sees where it goes in a note instead.
  if (accessed) fields.push(['urldate', isoOf(accessed)]);
  else fields.push(['note', `Accessed: ${ACCESS_PLACEHOLDER}`]);
  return `@dataset{${bibtexKey(c)},\n${fields.map(([k, v]) => `  ${k} = {${v}}`).join(',\n')}\n}`;
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
  if (accessed) item.accessed = { 'date-parts': [[accessed.year, accessed.month, accessed.day]] };
  return item;
}

export function cslJson(c: CitationInput, accessed: AccessDate = null): string {
  return JSON.stringify([cslItem(c, accessed)], null, 2);
}

export const CITATION_FORMATS = [
  { key: 'plain', label: 'Plain text', render: plainCitation },
  { key: 'apa', label: 'APA', render: apaCitation },
  { key: 'bibtex', label: 'BibTeX', render: bibtexCitation },
  { key: 'csl', label: 'CSL-JSON', render: cslJson },
] as const;

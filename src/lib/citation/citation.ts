// Citation text for a page, a row or a whole release, in four formats. Pure and free of Node imports:
// the build renders it without an access date (builds are deterministic), and the browser re-renders
// it with today's date from the same inputs. Titles come from the data, so each is isolated (bidi.ts):
// a right-to-left name cannot reorder the citation around it.
import { isolate } from '../text/bidi.ts';

/** Who the index is credited to: an organisation-style author, not a person. */
export const INDEX_AUTHOR = 'GPU energy per LLM output token';
/** Shown where the access date goes until a reader (or the browser) fills it in. */
export const ACCESS_PLACEHOLDER = '(date you read it)';

export interface CitationInput {
  /** Title of what is cited: a page title, or the release title for the data set itself. */
  title: string;
  /** Title of the release (the data set); equal to title when the data set itself is cited. */
  releaseTitle: string;
  releaseId: string;
  /** Release date, YYYY-MM-DD. */
  releaseDate: string;
  /** Permanent URL of the release (absolute). */
  releaseUrl: string;
  /** URL of the page cited (absolute); may equal releaseUrl. */
  pageUrl: string;
  /** A row id, when one row is cited. */
  row?: string;
}

/** An access date, or null for the placeholder. */
export type AccessDate = { year: number; month: number; day: number } | null;

const isoOf = (a: NonNullable<AccessDate>) =>
  `${a.year}-${String(a.month).padStart(2, '0')}-${String(a.day).padStart(2, '0')}`;
const accessedText = (a: AccessDate) => (a ? isoOf(a) : ACCESS_PLACEHOLDER);
const yearOf = (date: string) => date.slice(0, 4);
const isWhole = (c: CitationInput) => c.title === c.releaseTitle && c.pageUrl === c.releaseUrl;

/** What is cited, in words: the data set, or a page (and row) within it. */
function subject(c: CitationInput): string {
  const row = c.row ? ` Row ${c.row}.` : '';
  return isWhole(c)
    ? `${isolate(c.releaseTitle)} (release ${c.releaseId}) [Data set].${row}`
    : `${isolate(c.title)}. In ${isolate(c.releaseTitle)} (release ${c.releaseId}) [Data set].${row}`;
}

export function plainCitation(c: CitationInput, accessed: AccessDate = null): string {
  const page = isWhole(c) ? '' : ` ${c.pageUrl}`;
  return `${INDEX_AUTHOR} (${yearOf(c.releaseDate)}). ${subject(c)}${page} Permanent release: ${c.releaseUrl} Accessed: ${accessedText(accessed)}.`;
}

/** APA 7 for a data set: Author. (Year). Title (Version) [Data set]. URL, with a retrieval date. */
export function apaCitation(c: CitationInput, accessed: AccessDate = null): string {
  const title = isWhole(c) ? isolate(c.releaseTitle) : `${isolate(c.title)}. In ${isolate(c.releaseTitle)}`;
  const row = c.row ? ` Row ${c.row}.` : '';
  // A page is cited at its own address; the permanent release address follows so the figures can be found.
  const permanent = isWhole(c) ? '' : ` (permanent release: ${c.releaseUrl})`;
  return `${INDEX_AUTHOR}. (${yearOf(c.releaseDate)}). ${title} (Version ${c.releaseId}) [Data set].${row} Retrieved ${accessedText(accessed)}, from ${c.pageUrl}${permanent}`;
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

/** A citation key of letters, digits and underscores only, stable for one page and release. */
export function bibtexKey(c: CitationInput): string {
  const parts = ['gpuenergyindex', c.releaseId, isWhole(c) ? '' : c.title, c.row ?? ''].filter(Boolean);
  return parts
    .map((p) =>
      p
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, ''),
    )
    .join('_');
}

export function bibtexCitation(c: CitationInput, accessed: AccessDate = null): string {
  const fields: [string, string][] = [
    ['author', `{${bibtexEscape(INDEX_AUTHOR)}}`],
    [
      'title',
      isWhole(c)
        ? bibtexEscape(isolate(c.releaseTitle))
        : `${bibtexEscape(isolate(c.title))}, in ${bibtexEscape(isolate(c.releaseTitle))}`,
    ],
    ['year', yearOf(c.releaseDate)],
    ['version', bibtexEscape(c.releaseId)],
    ['url', c.pageUrl],
    [
      'note',
      `Data set, release ${bibtexEscape(c.releaseId)}${c.row ? `, row ${bibtexEscape(c.row)}` : ''}. Permanent release: \\url{${c.releaseUrl}}`,
    ],
  ];
  // urldate must be a date for biblatex; with no date the reader sees where to put it in note instead.
  if (accessed) fields.push(['urldate', isoOf(accessed)]);
  else fields[fields.length - 1][1] += `. Accessed: ${ACCESS_PLACEHOLDER}`;
  // The author is double-braced so BibTeX keeps the organisation name whole.
  return `@misc{${bibtexKey(c)},\n${fields.map(([k, v]) => `  ${k} = {${v}}`).join(',\n')}\n}`;
}

/** CSL-JSON (the format Zotero and pandoc read): one item, type dataset. */
export function cslItem(c: CitationInput, accessed: AccessDate = null): Record<string, unknown> {
  const [y, m, d] = c.releaseDate.split('-').map(Number);
  const item: Record<string, unknown> = {
    id: bibtexKey(c),
    type: 'dataset',
    title: isolate(isWhole(c) ? c.releaseTitle : c.title),
    author: [{ literal: INDEX_AUTHOR }],
    issued: { 'date-parts': [[y, m, d]] },
    version: c.releaseId,
    URL: c.pageUrl,
    note: `Release ${c.releaseId}${c.row ? `, row ${c.row}` : ''}. Permanent release: ${c.releaseUrl}`,
  };
  if (!isWhole(c)) item['container-title'] = isolate(c.releaseTitle);
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

// Citation builders: BibTeX parses, CSL-JSON holds the required fields, every format names the release
// and its permanent URL, and no build-time date sneaks in. CITATION.cff matches the data's release.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  ACCESS_PLACEHOLDER,
  CITATION_FORMATS,
  apaCitation,
  bibtexCitation,
  bibtexEscape,
  cslJson,
  plainCitation,
  type CitationInput,
} from '../../src/lib/citation/citation.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';

const release: CitationInput = {
  title: 'GPU energy per LLM output token',
  releaseTitle: 'GPU energy per LLM output token',
  releaseId: '2026-02-16',
  releaseDate: '2026-02-16',
  releaseUrl: 'https://site.example/releases/2026-02-16/',
  pageUrl: 'https://site.example/releases/2026-02-16/',
};
const page: CitationInput = {
  ...release,
  title: 'Qwen 3 32B & friends: 100% {measured} #1_x',
  pageUrl: 'https://site.example/models/qwen-qwen3-32b/',
  row: 'lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256',
};
const today = { year: 2027, month: 3, day: 9 };

/**
 * A small BibTeX reader, enough to prove an entry parses: @type{key, name = {value}, ...} with
 * balanced braces in every value and no field twice. Returns the fields, or throws on any syntax error.
 */
function parseBibtex(src: string): { type: string; key: string; fields: Record<string, string> } {
  const head = /^@([a-z]+)\{([A-Za-z0-9_:-]+),\n/.exec(src);
  if (!head) throw new Error('no @type{key, header');
  let i = head[0].length;
  const fields: Record<string, string> = {};
  for (;;) {
    const m = /^\s*([a-z]+)\s*=\s*\{/.exec(src.slice(i));
    if (!m) break;
    i += m[0].length;
    let depth = 1;
    const start = i;
    while (depth > 0) {
      if (i >= src.length) throw new Error(`unbalanced braces in ${m[1]}`);
      const ch = src[i];
      if (ch === '\\')
        i++; // an escaped character never opens or closes a group
      else if (ch === '{') depth++;
      else if (ch === '}') depth--;
      i++;
    }
    if (m[1] in fields) throw new Error(`field ${m[1]} twice`);
    fields[m[1]] = src.slice(start, i - 1);
    const sep = /^(,\n|\n)/.exec(src.slice(i));
    if (!sep) throw new Error(`expected , or newline after ${m[1]}`);
    i += sep[0].length;
    if (sep[0] === '\n') break;
  }
  if (src.slice(i) !== '}') throw new Error(`trailing text: ${JSON.stringify(src.slice(i))}`);
  return { type: head[1], key: head[2], fields };
}

describe('citation text', () => {
  it('every format names the release id and its permanent URL, with a placeholder for the access date', () => {
    for (const input of [release, page]) {
      for (const f of CITATION_FORMATS) {
        const out = f.render(input);
        expect(out, f.key).toContain('2026-02-16');
        expect(out, f.key).toContain(input.releaseUrl);
        if (f.key !== 'csl') expect(out, f.key).toContain(ACCESS_PLACEHOLDER);
        expect(out).not.toMatch(/2027/); // no date unless one is given
      }
    }
  });
  it('fills in an access date when given one', () => {
    expect(plainCitation(page, today)).toContain('Accessed: 2027-03-09.');
    expect(apaCitation(page, today)).toContain(
      'Retrieved 2027-03-09, from https://site.example/models/qwen-qwen3-32b/',
    );
    expect(parseBibtex(bibtexCitation(page, today)).fields.urldate).toBe('2027-03-09');
    expect(JSON.parse(cslJson(page, today))[0].accessed).toEqual({ 'date-parts': [[2027, 3, 9]] });
  });
  it('a cited row is named in every format', () => {
    for (const f of CITATION_FORMATS) expect(f.render(page), f.key).toContain(page.row);
  });
});

describe('BibTeX', () => {
  it('parses, with the fields a reference manager needs, for the release and for a page with special characters', () => {
    for (const input of [release, page]) {
      for (const accessed of [null, today]) {
        const entry = parseBibtex(bibtexCitation(input, accessed));
        expect(entry.type).toBe('misc');
        expect(entry.key).toMatch(/^gpuenergyindex_2026_02_16/);
        expect(Object.keys(entry.fields)).toEqual(
          expect.arrayContaining(['author', 'title', 'year', 'version', 'url', 'note']),
        );
        expect(entry.fields.year).toBe('2026');
        expect(entry.fields.url).toBe(input.pageUrl);
      }
    }
    expect(parseBibtex(bibtexCitation(page)).fields.title).toContain(
      'Qwen 3 32B \\& friends: 100\\% \\{measured\\} \\#1\\_x',
    );
  });
  it('escapes every LaTeX special character', () => {
    expect(bibtexEscape('a&b%c$d#e_f{g}h~i^j\\k')).toBe(
      'a\\&b\\%c\\$d\\#e\\_f\\{g\\}h\\textasciitilde{}i\\textasciicircum{}j\\textbackslash{}k',
    );
  });
});

describe('CSL-JSON', () => {
  it('is valid JSON: one dataset item with id, type, title, author, issued, version and URL', () => {
    for (const input of [release, page]) {
      const items = JSON.parse(cslJson(input));
      expect(items).toHaveLength(1);
      const item = items[0];
      expect(item.type).toBe('dataset');
      expect(typeof item.id).toBe('string');
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.author[0].literal.length).toBeGreaterThan(0);
      expect(item.issued).toEqual({ 'date-parts': [[2026, 2, 16]] });
      expect(item.version).toBe('2026-02-16');
      expect(item.URL).toBe(input.pageUrl);
      expect(item.accessed).toBeUndefined();
    }
    expect(JSON.parse(cslJson(page))[0]['container-title']).toBe(page.releaseTitle);
  });
});

describe('CITATION.cff (real data)', () => {
  it('names the release in data/index.json: version, date and permanent URL', () => {
    const cff = readFileSync('CITATION.cff', 'utf8');
    const { release: r } = loadDataDir('data').index;
    expect(cff).toMatch(/^cff-version: 1\.2\.0$/m);
    expect(cff).toContain(`version: "${r.id}"`);
    expect(cff).toContain(`date-released: "${r.date}"`);
    expect(cff).toContain(`/releases/${r.id}/"`);
    expect(cff).toContain(`title: "${r.title}"`);
  });
});

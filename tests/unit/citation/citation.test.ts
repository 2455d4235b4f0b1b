// Citation builders (src/lib/citation/citation.ts): BibTeX parses, CSL-JSON holds the required fields, every
// format names the release and the address cited, and no build-time date sneaks in.
import { describe, expect, it } from 'vitest';
import {
  ACCESS_PLACEHOLDER,
  CITATION_FORMATS,
  apaCitation,
  bibtexCitation,
  bibtexEscape,
  bibtexKey,
  cslJson,
  plainCitation,
  type CitationInput,
} from '../../../src/lib/citation/citation.ts';

const release: CitationInput = {
  kind: 'release',
  title: 'GPU energy per LLM output token',
  releaseTitle: 'GPU energy per LLM output token',
  releaseId: '2026-02-16',
  releaseDate: '2026-02-16',
  url: 'https://site.example/releases/2026-02-16/',
  releaseUrl: 'https://site.example/releases/2026-02-16/',
  producers: [
    {
      name: 'ML.ENERGY Leaderboard v3.0',
      publisher: 'The ML.ENERGY Initiative',
      citation: 'Chung et al. The ML.ENERGY Benchmark. NeurIPS 2025 Datasets and Benchmarks Track. arXiv:2505.06371.',
      url: 'https://ml.energy/leaderboard',
    },
  ],
};
const page: CitationInput = {
  ...release,
  kind: 'page',
  title: 'Qwen 3 32B & friends: 100% {measured} #1_x <b>',
  url: 'https://site.example/models/qwen-qwen3-32b/',
};
const figure: CitationInput = {
  ...release,
  kind: 'figure',
  title: 'Qwen 3 32B (Qwen/Qwen3-32B) on 2 x H100, batch cap 256, Text Conversation: GPU energy per output token',
  url: 'https://site.example/releases/2026-02-16/rows/lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256/',
  row: 'lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256',
};
const today = { year: 2027, month: 3, day: 9 };

/** Every entry of a BibTeX text (entries are separated by a blank line), each parsed. */
const bibEntries = (src: string) => src.split(/\n\n(?=@)/).map(parseBibtex);

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
  it('every format names the release id, the address cited and the producers with their own citation', () => {
    for (const input of [release, page, figure]) {
      for (const f of CITATION_FORMATS) {
        const out = f.render(input);
        expect(out, f.key).toContain('2026-02-16');
        expect(out, f.key).toContain(input.url);
        expect(out, f.key).toContain('Chung et al. The ML.ENERGY Benchmark');
        expect(out, f.key).toContain('https://ml.energy/leaderboard');
        expect(out).not.toMatch(/2027/); // no date unless one is given
      }
    }
  });
  it('a page (it follows the latest release) carries an access date; a figure and a release never do', () => {
    for (const f of CITATION_FORMATS) {
      if (f.key !== 'csl') expect(f.render(page), f.key).toContain(ACCESS_PLACEHOLDER);
      for (const permanent of [release, figure]) {
        const out = f.render(permanent, today);
        expect(out, f.key).not.toMatch(/Retrieved|Accessed|urldate|accessed|2027/);
      }
    }
  });
  it('fills in an access date on a page when given one', () => {
    expect(plainCitation(page, today)).toContain('Accessed: 2027-03-09.');
    expect(apaCitation(page, today)).toContain(
      'Retrieved March 9, 2027, from https://site.example/models/qwen-qwen3-32b/',
    );
    expect(bibEntries(bibtexCitation(page, today))[0].fields.urldate).toBe('2027-03-09');
    expect(JSON.parse(cslJson(page, today))[0].accessed).toEqual({ 'date-parts': [[2027, 3, 9]] });
  });
  it('a cited figure is named by its title, with the exact model id, and its permanent page in every format', () => {
    for (const f of CITATION_FORMATS) {
      expect(f.render(figure), f.key).toContain(
        'Qwen 3 32B (Qwen/Qwen3-32B) on 2 x H100, batch cap 256, Text Conversation',
      );
      expect(f.render(figure), f.key).toContain(`/releases/2026-02-16/rows/${figure.row}/`);
    }
  });
  it('names a page with its data set, once: home, which bears the data set’s name, is not "X, in X"', () => {
    expect(plainCitation(page)).toContain('Qwen 3 32B & friends: 100% {measured} #1_x <b>, in GPU energy per LLM');
    const home: CitationInput = { ...page, title: release.releaseTitle, url: 'https://site.example/' };
    expect(plainCitation(home)).toBe(
      `Energy per Token Index (2026-02-16). GPU energy per LLM output token [Data set, release 2026-02-16]. https://site.example/ Accessed: ${ACCESS_PLACEHOLDER}.\nData: Chung et al. The ML.ENERGY Benchmark. NeurIPS 2025 Datasets and Benchmarks Track. arXiv:2505.06371. https://ml.energy/leaderboard`,
    );
  });
  it('a release as its own files cite it: no address, since the files name no host', () => {
    expect(plainCitation({ ...release, url: '', releaseUrl: '' })).toBe(
      'Energy per Token Index (2026-02-16). GPU energy per LLM output token [Data set, release 2026-02-16].\nData: Chung et al. The ML.ENERGY Benchmark. NeurIPS 2025 Datasets and Benchmarks Track. arXiv:2505.06371. https://ml.energy/leaderboard',
    );
  });
  it('APA: the year, the release id alone as the version, [Dataset], then the producers', () => {
    expect(apaCitation(figure)).toBe(
      `Energy per Token Index. (2026). Qwen 3 32B (Qwen/Qwen3-32B) on 2 x H100, batch cap 256, Text Conversation: GPU energy per output token (Version 2026-02-16) [Dataset]. ${figure.url}\nData: Chung et al. The ML.ENERGY Benchmark. NeurIPS 2025 Datasets and Benchmarks Track. arXiv:2505.06371. https://ml.energy/leaderboard`,
    );
  });
});

describe('BibTeX', () => {
  it('parses, with the fields a reference manager needs, for the release and for a page with special characters', () => {
    for (const input of [release, page, figure]) {
      for (const accessed of [null, today]) {
        const [entry, producer] = bibEntries(bibtexCitation(input, accessed));
        expect(producer.fields.author).toBe('{The ML.ENERGY Initiative}');
        expect(entry.type).toBe('dataset');
        expect(entry.key).toMatch(/^gpuenergyindex_2026_02_16/);
        expect(Object.keys(entry.fields)).toEqual(
          expect.arrayContaining(['author', 'title', 'date', 'year', 'version', 'url']),
        );
        expect(entry.fields.date).toBe('2026-02-16');
        expect(entry.fields.version).toBe('2026-02-16');
        expect(entry.fields.url).toBe(input.url);
        // The whole title sits in one more brace pair, so no style changes its case.
        expect(entry.fields.title).toMatch(/^\{.*\}$/);
      }
    }
    expect(bibEntries(bibtexCitation(page))[0].fields.title).toContain(
      'Qwen 3 32B \\& friends: 100\\% \\{measured\\} \\#1\\_x',
    );
    expect(bibtexKey(figure)).toBe('gpuenergyindex_2026_02_16_lm_arena_chat_qwen_qwen3_32b_h100x2_tp2ep1dp1_b256');
  });
  it('escapes every LaTeX special character', () => {
    expect(bibtexEscape('a&b%c$d#e_f{g}h~i^j\\k')).toBe(
      'a\\&b\\%c\\$d\\#e\\_f\\{g\\}h\\textasciitilde{}i\\textasciicircum{}j\\textbackslash{}k',
    );
  });
});

describe('CSL-JSON', () => {
  it('is valid JSON: a dataset item with id, type, title, author, issued, version and URL, then the producers', () => {
    for (const input of [release, page, figure]) {
      const items = JSON.parse(cslJson(input));
      expect(items).toHaveLength(2);
      expect(items[1]).toMatchObject({ type: 'dataset', author: [{ literal: 'The ML.ENERGY Initiative' }] });
      const item = items[0];
      expect(item.type).toBe('dataset');
      expect(typeof item.id).toBe('string');
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.author[0].literal.length).toBeGreaterThan(0);
      expect(item.issued).toEqual({ 'date-parts': [[2026, 2, 16]] });
      expect(item.version).toBe('2026-02-16');
      expect(item.URL).toBe(input.url);
      expect(item.accessed).toBeUndefined();
    }
    // Case-protected; text as written (clients print entities literally, so none are used).
    expect(JSON.parse(cslJson(page))[0].title).toBe(
      '<span class="nocase">Qwen 3 32B & friends: 100% {measured} #1_x <b>, in GPU energy per LLM output token</span>',
    );
  });
});

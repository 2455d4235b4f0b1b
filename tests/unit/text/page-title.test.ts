// The document title: at most 70 characters as the page writes them (html-validate's long-title counts an
// escaped character as its entity), the site's name only when it fits, right-to-left names isolated.
import { describe, expect, it } from 'vitest';
import { cutToWritten, documentTitle, TITLE_MAX, writtenLength } from '../../../src/lib/text/page-title.ts';

const SITE = 'GPU energy per LLM output token'; // 31 characters

describe('writtenLength', () => {
  it('counts each escaped character as its entity, and a character outside the BMP as one', () => {
    expect(writtenLength('abc')).toBe(3);
    expect(writtenLength('<b>')).toBe(9); // &lt; b &gt;
    expect(writtenLength(`"'&`)).toBe(16); // &quot; &#39; &amp;
    expect(writtenLength('x😀')).toBe(2);
  });
});

describe('cutToWritten', () => {
  it('keeps a text that fits, and cuts one that does not to the limit with an ellipsis', () => {
    expect(cutToWritten('short', 5)).toBe('short');
    expect(cutToWritten('abcdefgh', 5)).toBe('abcd…');
  });
  it('never splits an entity: a < that would cross the limit is left out whole', () => {
    // 'ab' (2) + '<' (4) = 6 > 5 - 1 for the ellipsis: cut before the <.
    expect(cutToWritten('ab<cd', 5)).toBe('ab…');
  });
});

describe('documentTitle', () => {
  it('adds the site name when both fit in 70', () => {
    expect(documentTitle('Qwen 3 32B', SITE)).toBe(`Qwen 3 32B · ${SITE}`);
  });
  it('is the site name alone on pages titled with it', () => {
    expect(documentTitle(SITE, SITE)).toBe(SITE);
  });
  it('drops the site name when the title with it would pass 70 as written', () => {
    // 15 characters, but its 8 quotes are written as &quot; (6 each): 15 + 8 x 5 = 55 written, and 89 with
    // ' · ' and the site's 31: too long with it, though 49 characters would have fitted.
    const quoted = '"a" "b" "c" "d"';
    expect(writtenLength(quoted)).toBe(55);
    expect(documentTitle('"a"', SITE)).toBe(`"a" · ${SITE}`);
    expect(documentTitle(quoted, SITE)).toBe(quoted);
  });
  it('cuts a title too long even alone, to 70 as written', () => {
    // The hostile fixture's GPU: 74 characters, 108 written. Counted by hand: 'NVIDIA H100 ' 12, a quote 6,
    // 'SXM' 3, a quote 6, a space 1, '<b>' 9, 'bold' 4, '</b>' 10, a space 1, '<script>' 14: 66; then 'win' 69,
    // and the ellipsis makes 70.
    const t = documentTitle('NVIDIA H100 "SXM" <b>bold</b> <script>window.__pwned=83;alert(83)</script>', SITE);
    expect(t).toBe('NVIDIA H100 "SXM" <b>bold</b> <script>win…');
    expect(writtenLength(t)).toBe(TITLE_MAX);
  });
  it('isolates right-to-left names, and closes the isolate of a cut one within the limit', () => {
    expect(documentTitle('نموذج', SITE)).toBe(`\u2068نموذج\u2069 · ${SITE}`);
    const long = `\u2068${'ب'.repeat(80)}`;
    const t = documentTitle(long, SITE);
    // The text opened an isolate of its own: the cut closes it and the outer one, both after the ellipsis.
    expect(t.startsWith('\u2068\u2068ب')).toBe(true);
    expect(t.endsWith('ب…\u2069\u2069')).toBe(true);
    expect(writtenLength(t)).toBe(TITLE_MAX);
  });
});

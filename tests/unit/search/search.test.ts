// The site search's pure rules: the spellings a page carries, the query rewrite, the ranking, the closest
// matches and the A-Z grouping, on small named inputs worked out by hand.
import { describe, expect, it } from 'vitest';
import { readerSpellings, searchQuery } from '../../../src/lib/search/spellings.ts';
import { closestMatches, editDistance, nameDistance } from '../../../src/lib/search/closest.ts';
import { rankResults, titleMatch } from '../../../src/lib/search/rank.ts';
import { azLetters } from '../../../src/lib/search/names.ts';
import { markWords } from '../../../src/lib/search/search-mark.ts';

describe('readerSpellings', () => {
  it('adds each word, its letter and digit parts, and each two neighbouring words run together', () => {
    expect(readerSpellings(['Qwen3 32B'])).toEqual(['32b', 'qwen', 'qwen3', 'qwen332b', '3'].sort());
    expect(readerSpellings(['Llama 3.1 70B'])).toEqual(['3.1', '3.170b', '70b', 'llama', 'llama3.1'].sort());
  });
  it('reads an id as words (slashes and hyphens are breaks) and lists each spelling once', () => {
    expect(readerSpellings(['deepseek-ai/DeepSeek-R1', 'DeepSeek R1'])).toEqual(
      ['ai', 'aideepseek', 'deepseek', 'deepseekai', 'deepseekr1', 'r', 'r1', '1'].sort(),
    );
  });
});

describe('searchQuery', () => {
  it('lowercases and closes up a hyphen between letters and digits', () => {
    expect(searchQuery('Qwen-3 32B')).toBe('qwen3 32b');
    expect(searchQuery('qwen3 32b')).toBe('qwen3 32b');
    expect(searchQuery('R-1')).toBe('r1');
  });
  it('keeps a version number whole and makes other marks spaces', () => {
    expect(searchQuery('Llama-3.1-70B')).toBe('llama3.1 70b');
    expect(searchQuery('  gpt_oss/120b. ')).toBe('gpt oss 120b');
  });
});

describe('rankResults', () => {
  const r = (title: string, kind: string) => ({ title, kind });
  it('puts the page titled as the query first, then pages holding every word, then figures, then the rest', () => {
    const got = rankResults(
      'qwen3 32b',
      [r('Energy per token', 'Term'), r('Qwen 3 VL 32B Instruct', 'Model'), r('Qwen 3 32B', 'Model')],
      [r('Qwen 3 32B on 1 x H100', 'Figure')],
    );
    expect(got.map((x) => x.title)).toEqual([
      'Qwen 3 32B',
      'Qwen 3 VL 32B Instruct',
      'Qwen 3 32B on 1 x H100',
      'Energy per token',
    ]);
  });
  it('a kind listed earlier goes first among equal matches: a model before a GPU', () => {
    const got = rankResults('b200', [r('B200', 'GPU'), r('B200', 'Model')]);
    expect(got.map((x) => x.kind)).toEqual(['Model', 'GPU']);
  });
  it('keeps Pagefind order among equals', () => {
    const got = rankResults('llama 70b', [r('Llama 3.3 70B', 'Model'), r('Llama 3.1 70B', 'Model')]);
    expect(got.map((x) => x.title)).toEqual(['Llama 3.3 70B', 'Llama 3.1 70B']);
  });
  it('titleMatch: 0 exact (as spelled by the index), 1 every word, 2 otherwise', () => {
    expect(titleMatch('Qwen-3 32B', 'Qwen3 32B')).toBe(0);
    expect(titleMatch('qwen3 32b', 'Qwen 3 32B')).toBe(0);
    expect(titleMatch('405b', 'Llama 3.1 405B Instruct')).toBe(1);
    expect(titleMatch('llama3.1', 'Llama 3.1 405B Instruct')).toBe(1);
    expect(titleMatch('405', 'Llama 3.1 405B Instruct')).toBe(2);
  });
});

describe('closest matches', () => {
  it('edit distance counts inserts, deletes and changes', () => {
    expect(editDistance('lamma', 'llama')).toBe(2);
    expect(editDistance('b200', 'b200')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('a word that begins a name is 0 away; a different first letter costs half an edit more', () => {
    expect(nameDistance('blackw', 'Blackwell B200')).toBe(0);
    expect(nameDistance('lamma', 'Llama 3.1 70B')).toBeCloseTo(2 / 5);
    expect(nameDistance('lamma', 'Gemma 3 12B')).toBeCloseTo(2.5 / 5);
  });
  it('returns the nearest names first, never none while names exist', () => {
    const names = [
      { name: 'Gemma 3 12B', url: '/g/', kind: 'Model' },
      { name: 'Llama 3.1 70B', url: '/l/', kind: 'Model' },
      { name: 'B200', url: '/b/', kind: 'GPU' },
    ];
    expect(closestMatches('lamma', names, 2).map((n) => n.url)).toEqual(['/l/', '/g/']);
    expect(closestMatches('zzzzzz', names, 1)).toHaveLength(1);
  });
});

describe('azLetters', () => {
  it('groups names by first letter, digits and marks first, each group in alphabetical order', () => {
    const l = (name: string) => ({ name, url: `/${name}/`, kind: 'Term' });
    expect(azLetters([l('b'), l('3x'), l('a2'), l('A1'), l('Énergie')])).toEqual([
      { letter: '#', links: [l('3x')] },
      { letter: 'A', links: [l('A1'), l('a2')] },
      { letter: 'B', links: [l('b')] },
      { letter: 'E', links: [l('Énergie')] },
    ]);
  });
});

describe('markWords', () => {
  it("weighs a model's names above a figure's", () => {
    expect(markWords({ kind: 'Model', names: ['B200'] })).toEqual({ words: '200 b b200', weight: 10 });
    expect(markWords({ kind: 'Figure', names: [] })).toEqual({ words: '', weight: 1 });
  });
});

// The ways readers type a name, so a search finds it however it is written: "Qwen3 32B", "qwen3-32b",
// "Qwen-3 32B", "qwen 3 32b", "llama70b". Pagefind matches whole words and word beginnings only (no fuzzy
// matching), so each page carries its names' other spellings as hidden search words (readerSpellings), and
// the search box rewrites a query the same way before searching (searchQuery). Pure.

/** Lowercase words of a name; dots inside numbers kept ("3.1"), every other mark a break. */
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9.]+|\.(?![0-9])|(?<![0-9])\./)
    .filter(Boolean);

/** A word split where letters meet digits: "qwen3" -> ["qwen", "3"], "h100" -> ["h", "100"]. */
const pieces = (word: string): string[] => word.split(/(?<=[a-z])(?=[0-9])/);

/**
 * Other spellings of the names a page is about, as search words: each name's words, each word split where
 * its letters meet its digits, and each two neighbouring words written together. "Qwen3 32B" gives
 * "qwen3 32b qwen 3 qwen332b"; "Llama 3.1 70B" gives "... llama3.1 3.170b". Sorted, each once.
 */
export function readerSpellings(names: readonly string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    const w = words(name);
    w.forEach((word, i) => {
      out.add(word);
      for (const p of pieces(word)) out.add(p);
      if (i > 0) out.add(`${w[i - 1]}${word}`);
    });
  }
  return [...out].sort();
}

/**
 * A reader's query as the index spells it: lowercase, a hyphen or space between letters and the digits that
 * follow them closed up ("Qwen-3" -> "qwen3", "R 1" stays two words unless hyphened: "r-1" -> "r1"), other
 * marks made spaces. "Qwen-3 32B" -> "qwen3 32b".
 */
export function searchQuery(query: string): string {
  return words(query.replace(/(?<=[a-z])[-_](?=[0-9])/gi, '')).join(' ');
}

// The ways readers type a name ("Qwen3 32B", "qwen-3 32b", "llama70b"): Pagefind has no fuzzy matching, so pages carry
// other spellings as hidden words (readerSpellings) and queries are rewritten alike (searchQuery).

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
 * Each name's words, split where letters meet digits, and neighbouring words joined: "Qwen3 32B" gives "qwen3 32b qwen
 * 3 qwen332b". Sorted, each once.
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
 * Lowercase words; a hyphen or underscore between letters and digits closed up ("Qwen-3" -> "qwen3"; "R 1" stays two
 * words), other marks made spaces.
 */
export function searchQuery(query: string): string {
  return words(query.replace(/(?<=[a-z])[-_](?=[0-9])/gi, '')).join(' ');
}

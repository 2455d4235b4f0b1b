// Finding a model by what a reader types: names and queries cut into tokens (runs of letters or digits), so spacing,
// punctuation and case stop mattering; neighbouring letter words are also read joined ("gptoss").

/** A name or a query word as tokens: lower case, accents dropped, runs of letters and runs of digits. */
export function nameTokens(text: string): string[] {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return plain.match(/\p{L}+|\p{N}+/gu) ?? [];
}

const isDigits = (t: string) => /^\p{N}+$/u.test(t);

/** A name's tokens with each run of neighbouring letter tokens joined into one: gpt, oss, 20, b -> gptoss, 20, b. */
export function joinLetterRuns(tokens: readonly string[]): string[] {
  const joined: string[] = [];
  for (const t of tokens) {
    const previous = joined.length - 1;
    if (previous >= 0 && !isDigits(t) && !isDigits(joined[previous])) joined[previous] += t;
    else joined.push(t);
  }
  return joined;
}

/**
 * A query word as a run of neighbouring name tokens: may start inside a word ("wen" finds Qwen) or end part-way, but
 * digits match whole at a token boundary, so "2b" finds Gemma 2 2B and not 27B, and "3.1" not Llama 3.3.
 */
function wordIn(word: string[], name: string[]): boolean {
  const last = word.length - 1;
  for (let start = 0; start + last < name.length; start++) {
    const fits = word.every((q, i) => {
      const n = name[start + i];
      if (i === 0 && i === last) return isDigits(q) ? n.startsWith(q) : n.includes(q);
      if (i === 0) return isDigits(q) ? n === q : n.endsWith(q);
      if (i === last) return n.startsWith(q);
      return n === q;
    });
    if (fits) return true;
  }
  return false;
}

/**
 * Every query word is found in one of the model's names (display name or id), as written or letter words joined.
 * An empty query matches every model.
 */
export function modelMatches(query: string, names: readonly string[]): boolean {
  const words = query
    .split(/\s+/)
    .map(nameTokens)
    .filter((w) => w.length > 0);
  if (words.length === 0) return true;
  const tokenised = names.map(nameTokens).flatMap((n) => [n, joinLetterRuns(n)]);
  return words.every((w) => tokenised.some((n) => wordIn(w, n)));
}

// Right-to-left text inside left-to-right sentences. A name from the data in Hebrew or Arabic, or one
// holding a bidi override (U+202E), reorders the text around it unless it is isolated. In HTML an
// element does that (<bdi>, or CSS unicode-bidi: isolate); inside one string (a page title, a
// citation, a worked-example step) the isolate characters FSI (U+2068) ... PDI (U+2069) do. The site
// isolates every data part of a string it composes, citations included: the characters are invisible
// and ignorable, and only appear where the data holds right-to-left text (never in the real data). Pure.

/** Letters of right-to-left scripts, and the bidi formatting characters. */
const BIDI_SENSITIVE =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const FSI = '\u2068';
export const PDI = '\u2069';

/** True when the text could reorder what stands next to it. */
export function needsIsolation(text: string): boolean {
  return BIDI_SENSITIVE.test(text);
}

/**
 * The text as an isolate, so it cannot reorder the sentence around it: FSI + text + PDI, balanced so
 * that isolate characters inside the text cannot close it early or leave it open. Text with nothing
 * right-to-left in it is returned unchanged (every name in the real data).
 */
export function isolate(text: string): string {
  if (!needsIsolation(text) || isIsolate(text)) return text;
  let open = 0;
  let strayClose = 0;
  for (const ch of text) {
    if (ch === '\u2066' || ch === '\u2067' || ch === FSI) open++;
    else if (ch === PDI) {
      if (open > 0) open--;
      else strayClose++;
    }
  }
  return `${FSI.repeat(1 + strayClose)}${text}${PDI.repeat(open + 1)}`;
}

/** True when the whole text is one isolate already (FSI first, its PDI last), so isolating is idempotent. */
function isIsolate(text: string): boolean {
  if (!text.startsWith(FSI) || !text.endsWith(PDI)) return false;
  let depth = 0;
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === '\u2066' || ch === '\u2067' || ch === FSI) depth++;
    else if (ch === PDI) depth--;
    if (depth === 0 && i < chars.length - 1) return false;
  }
  return depth === 0;
}

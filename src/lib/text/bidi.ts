// Isolating data text in composed strings: a right-to-left name, or one holding U+202E, reorders its sentence unless
// isolated (FSI ... PDI). Invisible, and only added where the data holds right-to-left text (never in the real data).

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
 * FSI + text + PDI, balanced so isolates inside the text cannot close it early or leave it open. Text with nothing
 * right-to-left is returned unchanged.
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

// The `_redirects` file: written when REDIRECTS=file, one 301 rule per moved address, and parsed back with Cloudflare's
// rules and limits (docs/deploy.md). A source given twice is refused: the host would apply only the first.
import { REDIRECTS_FILE_LIMITS } from '../hosts/limits.ts';
import { fillPlaceholders, patternCaptures } from '../headers/headers-file.ts';

/** The statuses Cloudflare Pages redirects with. */
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export interface RedirectRule {
  /** The request path the rule answers ("/releases/2026-02-16/rows/x/"), base included. */
  from: string;
  /** Where it sends the reader: a path, or an https:// URL. */
  to: string;
  status: RedirectStatus;
}

const isDynamic = (from: string) => from.includes('*') || /:[A-Za-z]/.test(from);

/** Read a _redirects file; a malformed line, a source given twice or a rule past the host's limits is refused. */
export function parseRedirectsFile(text: string, file = '_redirects'): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const seen = new Map<string, number>();
  const count = { static: 0, dynamic: 0 };
  const { maxStatic, maxDynamic, maxLineLength } = REDIRECTS_FILE_LIMITS;
  text.split(/\r?\n/).forEach((raw, i) => {
    const where = `${file}, line ${i + 1}`;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (line.length > maxLineLength)
      throw new Error(`${where}: the rule has ${line.length} characters; the host ignores rules over ${maxLineLength}`);
    const parts = line.split(/\s+/);
    if (parts.length < 2 || parts.length > 3)
      throw new Error(`${where}: expected "source destination [status]", got "${line}"`);
    const [from, to, code = '302'] = parts;
    if (!from.startsWith('/')) throw new Error(`${where}: the source must be a path beginning "/", got "${from}"`);
    if (!to.startsWith('/') && !to.startsWith('https://'))
      throw new Error(`${where}: the destination must be a path beginning "/" or an https:// URL, got "${to}"`);
    const status = Number(code) as RedirectStatus;
    if (!REDIRECT_STATUSES.includes(status))
      throw new Error(`${where}: the status must be one of ${REDIRECT_STATUSES.join(', ')}, got "${code}"`);
    const first = seen.get(from);
    if (first !== undefined)
      throw new Error(`${where}: ${from} was already redirected on line ${first}; the host applies the first only`);
    seen.set(from, i + 1);
    const kind = isDynamic(from) ? 'dynamic' : 'static';
    const max = kind === 'dynamic' ? maxDynamic : maxStatic;
    if (++count[kind] > max)
      throw new Error(`${where}: more than ${max} ${kind} rules; the host ignores the rules past the ${max}th`);
    rules.push({ from, to, status });
  });
  return rules;
}

/** The file holding `rules`, in order; refused (by the parser, on what it wrote) when the host would not take it. */
export function writeRedirectsFile(rules: readonly RedirectRule[]): string {
  for (const r of rules)
    if (/\s/.test(r.from) || /\s/.test(r.to)) throw new Error(`_redirects: "${r.from}" -> "${r.to}" has a space`);
  const text = [
    '# Written by the build from src/lib/redirects/ (Cloudflare Pages / Netlify _redirects format).',
    ...rules.map((r) => `${r.from} ${r.to} ${r.status}`),
  ].join('\n');
  parseRedirectsFile(text);
  return `${text}\n`;
}

/** Where a request path is sent: the first matching rule's destination (placeholders filled) and status, or null. */
export function redirectFor(
  rules: readonly RedirectRule[],
  path: string,
): { location: string; status: RedirectStatus } | null {
  for (const r of rules) {
    const captured = patternCaptures(r.from, path);
    if (captured) return { location: fillPlaceholders(r.to, captured), status: r.status };
  }
  return null;
}

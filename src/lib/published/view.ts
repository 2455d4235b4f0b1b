// Everything a published figure's page shows, prepared once: the figure, its quote, scoring box, J per output token,
// the arithmetic redone, the claim checker's verdict and the scope ladder.
import type { Dataset } from '../core/dataset.ts';
import type { PublishedFigure } from '../core/schemas/published-figures.ts';
import type { Claim } from '../claims/schema.ts';
import { checkClaim } from '../claims/check.ts';
import { fmtEnergy, fmtStated } from '../text/format.ts';
import { perOutputToken, redo } from './arithmetic.ts';
import { ladderFor } from './ladder.ts';
import { scoringBox } from './scoring-box.ts';

/** "0.24 Wh per prompt"; a change: "-21% GPU die power". */
export function figureText(f: PublishedFigure): string {
  const v = f.figure;
  return v.unit === '%'
    ? `${v.value > 0 ? '+' : ''}${fmtStated(v.value)}% ${v.per}`
    : `${fmtStated(v.value)} ${v.unit} per ${v.per}`;
}

/** "August 2025" from "2025-08"; "undated" for null. */
export function monthText(published: string | null): string {
  if (published === null) return 'undated';
  const [y, m, day] = published.split('-').map(Number);
  const month = new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return day ? `${day} ${month} ${y}` : `${month} ${y}`;
}

const BASIS_WORDS: Record<string, string> = { measured: 'measured', estimate: 'estimated', provisioned: 'provisioned' };

/** "measured at the facility boundary", "estimated, boundary not stated"... */
export function scopeWords(f: Pick<PublishedFigure, 'basis' | 'boundary'>): string {
  const basis = f.basis ? BASIS_WORDS[f.basis] : null;
  const at = f.boundary ? `at the ${f.boundary} boundary` : null;
  if (basis && at) return `${basis} ${at}`;
  if (basis) return `${basis}, boundary not stated`;
  if (at) return `${at}, basis not stated`;
  return 'basis and boundary not stated';
}

/** The one sentence to quote: who, what, when, where counted, and whether a per-token figure follows. */
export function quotableSentence(f: PublishedFigure): string {
  const per = perOutputToken(f);
  const when = f.published ? ` in ${monthText(f.published)}` : ' (undated)';
  const tail = per.ok
    ? `with the ${per.outputTokens} output tokens it states, that is ${fmtEnergy(Number(per.jPerToken.toPrecision(3)))} J per output token at the same scope, an estimate not comparable with the index's measured GPU-board figures`
    : `no energy per output token follows, since ${per.reason}`;
  const what =
    f.figure.unit === '%'
      ? `claimed ${figureText(f)}${when}, ${f.figure.of}`
      : `published ${figureText(f)}${when} for ${f.figure.of}`;
  return `${f.publisher} ${what}, ${scopeWords(f)}; ${tail}.`;
}

export function publishedView(d: Dataset, f: PublishedFigure) {
  return {
    f,
    /** "0.24 Wh per prompt". */
    figureText: figureText(f),
    sentence: quotableSentence(f),
    box: scoringBox(f),
    perToken: perOutputToken(f),
    redone: redo(f),
    claim: f.claim ? checkClaim(f.claim as Claim) : null,
    ladder: ladderFor(d, f),
  };
}
export type PublishedView = ReturnType<typeof publishedView>;

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** A stated or computed quantity: 4 significant figures, in powers of ten from a billion up ("1 × 10¹⁴"). */
export function fmtQuantity(n: number): string {
  if (Math.abs(n) < 1e9) return fmtStated(n);
  const e = Math.floor(Math.log10(Math.abs(n)));
  const power = [...String(e)].map((c) => SUPERSCRIPT[Number(c)]).join('');
  return `${fmtStated(Number((n / 10 ** e).toPrecision(4)))} × 10${power}`;
}

/** The figure the home page asks about: the one readers quote most (Google's per-prompt figure), else the first. */
export const HOME_FIGURE_ID = 'google-gemini-apps-2025';
export function homeFigure(views: readonly PublishedView[]): PublishedView | undefined {
  return views.find((v) => v.f.id === HOME_FIGURE_ID) ?? views.find((v) => v.ladder !== null);
}

/** The home page's one line: "How does this compare with the 0.24 Wh per prompt you read about?" */
export const homeQuestion = (v: PublishedView) =>
  `How does this compare with the ${fmtStated(v.f.figure.value)} ${v.f.figure.unit} per ${v.f.figure.per} you read about?`;

/** The publisher in a few words, for a chart label: "The Washington Post", "OpenAI", "Epoch AI". */
export const shortPublisher = (publisher: string) => publisher.split(/ \(| with /)[0];

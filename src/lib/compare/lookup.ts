// The two figures a /compare/ address names (?a=&b=); an unknown id is named in the message, never silently dropped.
import type { CompareFigure } from './figures.ts';
import { MAX_URL_VALUE_CHARS } from '../forms/url-state.ts';

export type Side = 'a' | 'b';
export const SIDES: readonly Side[] = ['a', 'b'];

/** Long enough for every real id; a longer one is cut in the message so a hostile link cannot flood the page. */
const shown = (id: string) => (id.length > 80 ? `${id.slice(0, 80)}…` : id);

export function lookupPair(figures: readonly CompareFigure[], search: string) {
  const p = new URLSearchParams(search);
  const byId = new Map(figures.map((f) => [f.id, f]));
  const id = (side: Side) => (p.get(side) ?? '').trim().slice(0, MAX_URL_VALUE_CHARS);
  /** The ids the address gives, trimmed ("" when absent). */
  const ids: Record<Side, string> = { a: id('a'), b: id('b') };
  return {
    a: byId.get(ids.a) ?? null,
    b: byId.get(ids.b) ?? null,
    ids,
    /** One sentence per id that no figure has. */
    problems: SIDES.filter((side) => ids[side] !== '' && !byId.has(ids[side])).map((side) => ({
      side,
      text: `Figure ${side.toUpperCase()}: no figure has the id “${shown(ids[side])}” in this release. Choose one with the pickers, or copy the id from a figure's page.`,
    })),
  };
}

// The index table's view state and its URL: read and written here only, so a link reproduces the view.
import { ENERGY_UNITS, type EnergyUnit } from '../core/units.ts';
import { DEFAULT_UNIT, ENERGY_KEY, energyHeader } from './columns.ts';
import { plausibleRegionId } from './regions.ts';
import { fmtCount, fmtOne } from '../text/format.ts';

export interface StateDefaults {
  ceilingMs: number;
  worldId: string;
  /** Column keys that can be sorted on. */
  sortKeys: readonly string[];
}

export function defaultState(d: StateDefaults) {
  return {
    gpu: '',
    q: '',
    ceiling: d.ceilingMs,
    unit: DEFAULT_UNIT,
    region: d.worldId,
    sort: ENERGY_KEY,
    dir: 'asc' as 'asc' | 'desc',
    /** Every column shown on a narrow screen, not only the model, the key figure and the GPU. */
    allColumns: false,
    /** Every selected row, not only the first view's. */
    allRows: false,
  };
}
export type ViewState = ReturnType<typeof defaultState>;

/**
 * With none given: the energy column best first in its unit (least energy, or most tokens per joule), others ascending.
 */
export const defaultDir = (sort: string, unit: EnergyUnit): 'asc' | 'desc' =>
  sort === ENERGY_KEY ? energyHeader(unit, '').best : 'asc';

/**
 * After a unit change an energy ranking shown best first stays best first (tokens per joule must not put the worst on
 * top); an order the reader chose otherwise stands.
 */
export function dirForUnit(s: Pick<ViewState, 'sort' | 'dir' | 'unit'>, unit: EnergyUnit): 'asc' | 'desc' {
  return rankedBestFirst(s) ? defaultDir(s.sort, unit) : s.dir;
}

/** True while the table is ranked by energy best first in its unit (what "showing the 12 lowest" describes). */
export const rankedBestFirst = (s: Pick<ViewState, 'sort' | 'dir' | 'unit'>): boolean =>
  s.sort === ENERGY_KEY && s.dir === defaultDir(s.sort, s.unit);

/** The view a query string asks for; anything unknown or malformed falls back to the default. */
export function readState(search: string, d: StateDefaults): ViewState {
  const p = new URLSearchParams(search);
  const base = defaultState(d);
  const ceiling = Number(p.get('ceiling'));
  const unit = p.get('unit') as EnergyUnit;
  const region = p.get('region') ?? '';
  const sort = p.get('sort') ?? '';
  const shownUnit = ENERGY_UNITS.includes(unit) ? unit : base.unit;
  const shownSort = d.sortKeys.includes(sort) ? sort : base.sort;
  return {
    gpu: (p.get('gpu') ?? '').slice(0, 200),
    q: (p.get('q') ?? '').slice(0, 200),
    ceiling: p.has('ceiling') && Number.isFinite(ceiling) && ceiling > 0 ? ceiling : base.ceiling,
    unit: shownUnit,
    region: plausibleRegionId(region) ? region : base.region,
    sort: shownSort,
    dir: p.get('dir') === 'desc' ? 'desc' : p.get('dir') === 'asc' ? 'asc' : defaultDir(shownSort, shownUnit),
    allColumns: p.get('cols') === 'all',
    allRows: p.get('rows') === 'all',
  };
}

/** The query string for a view: only what differs from the default, in a fixed order. */
export function writeState(s: ViewState, d: StateDefaults): string {
  const base = defaultState(d);
  const p = new URLSearchParams();
  if (s.gpu) p.set('gpu', s.gpu);
  if (s.q) p.set('q', s.q);
  if (s.ceiling !== base.ceiling) p.set('ceiling', String(s.ceiling));
  if (s.unit !== base.unit) p.set('unit', s.unit);
  if (s.unit === 'gco2e_per_million' && s.region !== base.region) p.set('region', s.region);
  if (s.sort !== base.sort || s.dir !== defaultDir(s.sort, s.unit)) {
    p.set('sort', s.sort);
    p.set('dir', s.dir);
  }
  if (s.allColumns) p.set('cols', 'all');
  if (s.allRows) p.set('rows', 'all');
  const q = p.toString();
  return q ? `?${q}` : '';
}

/** True when the view is the one the page was built with, so the static rows can stay as they are. */
export function isDefaultView(s: ViewState, d: StateDefaults): boolean {
  return writeState({ ...s, allColumns: false }, d) === '';
}

/** The intro sentence after the latency ceiling: written by the build for the default, by the browser when it moves. */
export function ceilingSentence(ceilingMs: number, slowestMs: number, selectedPairs: number): string {
  const pairs = `${fmtCount(selectedPairs)} model and GPU ${selectedPairs === 1 ? 'pair has' : 'pairs have'} a configuration at or under it`;
  return slowestMs <= ceilingMs
    ? `The slowest configuration here has a median ITL of ${fmtOne(slowestMs)} ms, so this ceiling does not bind (${pairs}): choose a stricter one to see the selection change.`
    : `Configurations slower than this are set aside, and ${pairs}.`;
}

// The reference tables beside the measurements: Ember's grid carbon intensities (only to convert energy into carbon)
// and the published hardware figures with their sources.
import type { GridEntity } from '../core/schemas/grid-file.ts';
import type { Figure } from '../core/schemas/hardware-file.ts';
import { field, inRelease, releaseIdField, rowField, type InRelease, type TableDef } from './columns.ts';

export type GridContext = InRelease<GridEntity>;
const gridField = rowField<GridEntity>;

export const GRID_TABLE: TableDef<GridContext> = {
  name: 'grid',
  title: 'Grid carbon intensity by country and region',
  description:
    'Every Ember entity with its latest lifecycle carbon intensity of electricity generation at or before the cut-off year; used only to convert energy into carbon, never to rank.',
  fields: [
    releaseIdField<GridContext>(),
    gridField('id', 'string', '', 'Entity id as the site uses it.'),
    gridField('name', 'string', '', 'Entity name as Ember spells it.'),
    gridField(
      'iso3',
      'string',
      '',
      'ISO 3166-1 alpha-3 code; empty for aggregates (World, EU...).',
      (e) => e.iso3,
      false,
    ),
    gridField('aggregate', 'boolean', '', 'True for a region or group, false for a country.'),
    gridField(
      'intensity_gco2e_per_kwh',
      'number',
      'gCO2e/kWh',
      'Lifecycle carbon intensity of the electricity generated there.',
      (e) => e.intensity_gco2_per_kwh,
    ),
    gridField('year', 'integer', 'year', 'Year the intensity is for.'),
    field<GridContext>('cutoff_year', 'integer', 'year', 'Latest year considered.', (c) => c.d.grid.cutoff_year),
  ],
  rows: (d) => inRelease(d.grid.entities, d),
};

/** One published hardware figure: the accelerator or system it is about, its name, the figure. */
export interface HardwareFigure {
  kind: 'accelerator' | 'system';
  itemId: string;
  itemName: string;
  figure: string;
  f: Figure;
}
export type FigureContext = InRelease<HardwareFigure>;
const figureField = rowField<HardwareFigure>;

export const HARDWARE_TABLE: TableDef<FigureContext> = {
  name: 'hardware',
  title: 'Hardware figures with source and status',
  description:
    'One row per published figure about an accelerator or system, with its source, corroboration and how sure it is (confirmed, partially_confirmed, unconfirmed).',
  fields: [
    releaseIdField<FigureContext>(),
    figureField('id', 'string', '', 'Figure id: item id, a dot, figure name.', (h) => `${h.itemId}.${h.figure}`),
    figureField('kind', 'string', '', '"accelerator" (one card) or "system" (a server or board holding cards).'),
    figureField('item_id', 'string', '', 'Accelerator or system id as the site uses it.', (h) => h.itemId),
    figureField('item_name', 'string', '', 'Full name.', (h) => h.itemName),
    figureField('figure', 'string', '', 'Figure name, e.g. tdp_w.'),
    // A figure may be a number, a phrase (a vendor's range) or absent: text keeps all three; value_number only numbers.
    figureField(
      'value',
      'string',
      '',
      'The figure as published: a number, a phrase, or "none published" where the vendor gives none.',
      (h) => (h.f.value === null ? 'none published' : String(h.f.value)),
    ),
    figureField(
      'value_number',
      'number',
      'see unit column',
      'The figure when it is a single number; empty otherwise.',
      (h) => (typeof h.f.value === 'number' ? h.f.value : null),
      false,
    ),
    figureField('unit', 'string', '', 'Unit of the figure; empty for unitless text.', (h) => h.f.unit, false),
    figureField('status', 'string', '', 'confirmed, partially_confirmed or unconfirmed.', (h) => h.f.status),
    figureField('source', 'string', '', 'Primary (vendor) source.', (h) => h.f.source),
    figureField(
      'corroboration',
      'string',
      '',
      'Where the figure was corroborated; empty if nowhere.',
      (h) => h.f.corroboration,
      false,
    ),
    figureField('note', 'string', '', 'Note on the figure; empty if none.', (h) => h.f.note, false),
  ],
  rows: (d) => {
    // One line per figure of an item, accelerator or system alike.
    const lines = (kind: HardwareFigure['kind'], item: { id: string; name: string }, figures: Record<string, Figure>) =>
      Object.entries(figures).map(([figure, f]) => ({ kind, itemId: item.id, itemName: item.name, figure, f }));
    return inRelease(
      [
        ...d.hardware.accelerators.flatMap((a) => lines('accelerator', a, { ...a.figures, ...a.other_figures })),
        ...d.hardware.systems.flatMap((s) => lines('system', s, s.figures)),
      ],
      d,
    );
  },
};

// The reference tables beside the measurements: Ember's grid carbon intensities (only to convert energy into carbon)
// and the published hardware figures with their sources.
import type { Dataset } from '../core/dataset.ts';
import type { GridEntity } from '../core/schemas/grid-file.ts';
import type { Figure } from '../core/schemas/hardware-file.ts';
import { flag, int, num, RELEASE_ID, text, type TableDef } from './columns.ts';

export const GRID_TABLE: TableDef<GridEntity> = {
  name: 'grid',
  title: 'Grid carbon intensity by country and region',
  description:
    'Every Ember entity with its latest lifecycle carbon intensity of electricity generation at or before the cut-off year; used only to convert energy into carbon, never to rank.',
  fields: [
    RELEASE_ID,
    text('id', 'Entity id as the site uses it.'),
    text('name', 'Entity name as Ember spells it.'),
    text('iso3', 'ISO 3166-1 alpha-3 code; empty for aggregates (World, EU...).', (e) => e.iso3, false),
    flag('aggregate', 'True for a region or group, false for a country.'),
    num(
      'intensity_gco2e_per_kwh',
      'gCO2e/kWh',
      'Lifecycle carbon intensity of the electricity generated there.',
      (e) => e.intensity_gco2_per_kwh,
    ),
    int('year', 'year', 'Year the intensity is for.'),
    int('cutoff_year', 'year', 'Latest year considered.', (_e, d) => d.grid.cutoff_year),
  ],
  rows: (d) => d.grid.entities,
};

/** One line per published hardware figure: the accelerator or system it is about, its name, the figure. */
function hardwareFigures(d: Dataset) {
  const lines = (kind: 'accelerator' | 'system', item: { id: string; name: string }, figures: Record<string, Figure>) =>
    Object.entries(figures).map(([figure, f]) => ({ kind, itemId: item.id, itemName: item.name, figure, f }));
  return [
    ...d.hardware.accelerators.flatMap((a) => lines('accelerator', a, { ...a.figures, ...a.other_figures })),
    ...d.hardware.systems.flatMap((s) => lines('system', s, s.figures)),
  ];
}

export const HARDWARE_TABLE: TableDef<ReturnType<typeof hardwareFigures>[number]> = {
  name: 'hardware',
  title: 'Hardware figures with source and status',
  description:
    'One row per published figure about an accelerator or system, with its source, corroboration and how sure it is (confirmed, partially_confirmed, unconfirmed).',
  fields: [
    RELEASE_ID,
    text('id', 'Figure id: item id, a dot, figure name.', (h) => `${h.itemId}.${h.figure}`),
    text('kind', '"accelerator" (one card) or "system" (a server or board holding cards).'),
    text('item_id', 'Accelerator or system id as the site uses it.', (h) => h.itemId),
    text('item_name', 'Full name.', (h) => h.itemName),
    text('figure', 'Figure name, e.g. tdp_w.'),
    // A figure may be a number, a phrase (a vendor's range) or absent: text keeps all three; value_number only numbers.
    text(
      'value',
      'The figure as published: a number, a phrase, or "none published" where the vendor gives none.',
      (h) => (h.f.value === null ? 'none published' : String(h.f.value)),
    ),
    num(
      'value_number',
      'see unit column',
      'The figure when it is a single number; empty otherwise.',
      (h) => (typeof h.f.value === 'number' ? h.f.value : null),
      false,
    ),
    text('unit', 'Unit of the figure; empty for unitless text.', (h) => h.f.unit, false),
    text('status', 'confirmed, partially_confirmed or unconfirmed.', (h) => h.f.status),
    text('source', 'Primary (vendor) source.', (h) => h.f.source),
    text('corroboration', 'Where the figure was corroborated; empty if nowhere.', (h) => h.f.corroboration, false),
    text('note', 'Note on the figure; empty if none.', (h) => h.f.note, false),
  ],
  rows: hardwareFigures,
};

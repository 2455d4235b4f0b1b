// Converts Ember's yearly country overview into one latest intensity per entity.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { GridEntity, GridFile } from '../../src/lib/core/schemas/grid-file.ts';
import { slugify } from '../../src/lib/core/slug.ts';
import { compareCodeUnits } from '../../src/lib/core/order.ts';

export const CUTOFF_YEAR = 2024;

/** `commit` is the one the lock pins Ember's file to, credited as the version. */
export function ingestGrid(dir: string, commit: string): GridFile {
  const text = readFileSync(join(dir, 'ember_api_country_overview_yearly.csv'), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  if (parsed.errors.length) throw new Error(`ember csv: ${parsed.errors[0].message} at row ${parsed.errors[0].row}`);
  const latest = new Map<string, { row: Record<string, string>; year: number }>();
  for (const row of parsed.data) {
    const year = Number(row.year);
    if (row.emissions_intensity_gco2_per_kwh === '' || year > CUTOFF_YEAR) continue;
    const prev = latest.get(row.country_or_region);
    if (!prev || year > prev.year) latest.set(row.country_or_region, { row, year });
  }
  const entities: GridEntity[] = [...latest.values()]
    .map(({ row, year }) => ({
      id: slugify(row.country_or_region),
      name: row.country_or_region,
      iso3: row.country_code || null,
      // Ember leaves the code empty exactly for its aggregates (World, EU, G20, continents).
      aggregate: row.country_code === '',
      intensity_gco2_per_kwh: Number(row.emissions_intensity_gco2_per_kwh),
      year,
    }))
    .sort((a, b) => compareCodeUnits(a.name, b.name));
  return {
    cutoff_year: CUTOFF_YEAR,
    source: {
      name: 'Ember Yearly Electricity Data',
      publisher: 'Ember',
      licence: 'CC-BY-4.0',
      citation: 'Ember (2025), Yearly Electricity Data. Licensed under CC BY 4.0.',
      url: 'https://ember-energy.org/data/yearly-electricity-data/',
      version: commit,
    },
    entities,
  };
}

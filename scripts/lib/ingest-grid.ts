// Converts Ember's yearly country overview into one latest intensity per entity.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { greatest, rollup } from 'd3';
import type { GridEntity, GridFile } from '../../src/lib/core/schemas/grid-file.ts';
import { slugify } from '../../src/lib/core/slug.ts';
import { compareCodeUnits } from '../../src/lib/core/order.ts';

export const CUTOFF_YEAR = 2024;

/** `commit` is the one the lock pins Ember's file to, credited as the version. */
export function ingestGrid(dir: string, commit: string): GridFile {
  const text = readFileSync(join(dir, 'ember_api_country_overview_yearly.csv'), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  if (parsed.errors.length) throw new Error(`ember csv: ${parsed.errors[0].message} at row ${parsed.errors[0].row}`);
  const usable = parsed.data.filter((r) => r.emissions_intensity_gco2_per_kwh !== '' && Number(r.year) <= CUTOFF_YEAR);
  // Each country's or region's latest usable year (the first such row on a tie).
  const latest = rollup(
    usable,
    (rows) => greatest(rows, (r) => Number(r.year))!,
    (r) => r.country_or_region,
  );
  const entities: GridEntity[] = [...latest.values()]
    .map((row) => ({
      id: slugify(row.country_or_region),
      name: row.country_or_region,
      iso3: row.country_code || null,
      // Ember leaves the code empty exactly for its aggregates (World, EU, G20, continents).
      aggregate: row.country_code === '',
      intensity_gco2_per_kwh: Number(row.emissions_intensity_gco2_per_kwh),
      year: Number(row.year),
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

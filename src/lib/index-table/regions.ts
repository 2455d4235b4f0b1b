// Grid regions for the carbon unit: what the region list shows and the intensity it converts with.
import type { GridEntity } from '../core/schemas/grid-file.ts';
import { withBase } from '../text/site-links.ts';

/** Where the browser loads the region list from. */
export const GRID_REGIONS_URL = withBase('/tasks/grid-regions.json');

/** Each region's id, name, intensity (gCO2e per kWh) and the year it is for. */
export const gridRegions = (entities: readonly GridEntity[]) =>
  entities.map((e) => ({ id: e.id, name: e.name, intensity: e.intensity_gco2_per_kwh, year: e.year }));
export type GridRegion = ReturnType<typeof gridRegions>[number];

export const regionLabel = (r: GridRegion) => `${r.name} (${r.intensity} gCO2e/kWh, ${r.year})`;

/** A region id as a URL may carry it before the list has loaded: short, lower-case letters, digits, dashes. */
export const plausibleRegionId = (id: string) => /^[a-z0-9][a-z0-9-]{0,79}$/.test(id);

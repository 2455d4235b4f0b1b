// One palette for the site: each GPU keeps its colour in tables, charts, cards and image exports. The stylesheet's
// --gpu-<slug> properties mirror these values; a test holds src/styles/global.css to them.
import { slugify } from './slug.ts';

export interface GpuColour {
  /** On the light background, also used by every exported image (drawn light). */
  light: string;
  dark: string;
}

/** The GPUs the index measures, by slug (as the page's `s-<gpu>` classes). */
export const GPU_PALETTE: Readonly<Record<string, GpuColour>> = {
  h100: { light: '#b3541e', dark: '#f0883e' },
  b200: { light: '#1b65d8', dark: '#58a6ff' },
};

/** Other GPUs (other sources, contributed labs), by their order of appearance. */
export const OTHER_GPU_COLOURS: readonly GpuColour[] = [
  { light: '#6f42c1', dark: '#b392f0' },
  { light: '#1a7f37', dark: '#56d364' },
  { light: '#bf3989', dark: '#f778ba' },
  { light: '#946300', dark: '#e3b341' },
];

/** A GPU's colour pair: its own where it has one, else one of the others by its index. */
export const gpuColours = (gpu: string, index = 0): GpuColour =>
  GPU_PALETTE[slugify(gpu)] ?? OTHER_GPU_COLOURS[index % OTHER_GPU_COLOURS.length];

// Node-only: a chart's export SVG (lib/charts/export.ts) as PNG, drawn by the cards' renderer (resvg with
// the committed fonts and no system font), so the PNG is the same on every machine.
import { renderSvgPng } from './card-render.ts';

export const chartPng = (svg: string): Uint8Array<ArrayBuffer> => new Uint8Array(renderSvgPng(svg));

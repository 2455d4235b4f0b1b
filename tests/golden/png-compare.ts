// Golden images: a PNG the build writes, decoded and compared pixel by pixel with the committed copy under
// tests/golden/images/. Pixels, not bytes: the deflate stream may change with Node's zlib while the picture
// does not. `npm run golden -- --update` rewrites the copies after an intended change.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import pixelmatch from 'pixelmatch';
import { expect } from 'vitest';

export const IMAGES_DIR = new URL('./images/', import.meta.url);

/**
 * The tolerance, stated: two pixels are the same when no channel differs by more than CHANNEL_TOLERANCE
 * levels of 255 (an anti-aliasing edge rounded the other way, as resvg may on another CPU), and an image
 * matches only when no pixel differs by more. A moved line, a changed colour or a missing glyph moves whole
 * pixels by far more than 2 levels.
 */
export const CHANNEL_TOLERANCE = 2;

export interface Rgba {
  width: number;
  height: number;
  /** 4 bytes a pixel, rows top to bottom. */
  pixels: Uint8Array;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** A PNG's size, from its header (IHDR, the first chunk). */
export function pngSize(file: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.length);
  if (bytes.readUInt32BE(0) !== 0x89504e47 || bytes.toString('ascii', 12, 16) !== 'IHDR')
    throw new Error('png: not a PNG with its header first');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Decode an 8-bit, non-interlaced PNG of colour type 2 (RGB), 3 (palette) or 6 (RGBA), any row filter. */
export function decodePng(file: Uint8Array): Rgba {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.length);
  if (bytes.readUInt32BE(0) !== 0x89504e47) throw new Error('png: not a PNG signature');
  let width = 0;
  let height = 0;
  let type = 0;
  let palette: Buffer = Buffer.alloc(0);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const name = bytes.toString('ascii', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (name === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      type = data[9];
      if (data[8] !== 8 || data[12] !== 0) throw new Error('png: only 8-bit, non-interlaced images');
    } else if (name === 'PLTE') palette = data;
    else if (name === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const channels = { 2: 3, 3: 1, 6: 4 }[type];
  if (!channels) throw new Error(`png: colour type ${type} is not read here`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[y * stride + x - channels] : 0;
      const b = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predictor === undefined) throw new Error(`png: row ${y} has filter ${filter}`);
      rows[y * stride + x] = (line[x] + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const src = type === 3 ? palette.subarray(rows[i] * 3, rows[i] * 3 + 3) : rows.subarray(i * channels);
    pixels.set([src[0], src[1], src[2], type === 6 ? src[3] : 255], i * 4);
  }
  return { width, height, pixels };
}

/** Pixels that differ by more than the tolerance, with the first of them, for the failure message. */
export function pixelDifference(a: Rgba, b: Rgba): { count: number; first: string | null } {
  if (a.width !== b.width || a.height !== b.height)
    return {
      count: Math.max(a.width * a.height, b.width * b.height),
      first: `size ${a.width}x${a.height} vs ${b.width}x${b.height}`,
    };
  let count = 0;
  let first: string | null = null;
  for (let i = 0; i < a.width * a.height; i++) {
    let worst = 0;
    for (let k = 0; k < 4; k++) worst = Math.max(worst, Math.abs(a.pixels[i * 4 + k] - b.pixels[i * 4 + k]));
    if (worst <= CHANNEL_TOLERANCE) continue;
    count++;
    first ??= `pixel (${i % a.width}, ${Math.floor(i / a.width)}): ${[...a.pixels.subarray(i * 4, i * 4 + 4)]} vs ${[...b.pixels.subarray(i * 4, i * 4 + 4)]}`;
  }
  return { count, first };
}

/**
 * The tolerance for browser screenshots (tests/e2e/visual.test.ts), stated: a pixel differs when its colour is
 * more than SCREEN_THRESHOLD apart (pixelmatch's perceptual distance, 0 to 1) and it is not an anti-aliasing edge
 * (pixelmatch's detection: a pixel between a darker and a lighter neighbour whose extremes are the same in both
 * images), and a screen matches while at most SCREEN_MAX_PIXELS pixels differ. A glyph edge rounded the other way
 * by another Chromium passes. An element moved by one pixel fails: a sharp edge is not taken for anti-aliasing, so
 * every pixel along it counts, and even a shape with soft edges changes its four corners beyond it (8 pixels for a
 * 12 px box; a word has many more). tests/unit/testing/screen-compare.test.ts shows both.
 */
export const SCREEN_THRESHOLD = 0.1;
export const SCREEN_MAX_PIXELS = 4;

/** Pixels of two screenshots that differ beyond anti-aliasing (see SCREEN_THRESHOLD), with the first of them. */
export function screenDifference(a: Rgba, b: Rgba): { count: number; first: string | null } {
  if (a.width !== b.width || a.height !== b.height) return pixelDifference(a, b);
  const mask = new Uint8Array(a.width * a.height * 4);
  const count = pixelmatch(a.pixels, b.pixels, mask, a.width, a.height, {
    threshold: SCREEN_THRESHOLD,
    diffMask: true,
    aaColor: [0, 0, 0],
    diffColor: [255, 0, 0],
  });
  // With diffMask, only the differing pixels are drawn (opaque red); anti-aliased ones are left clear.
  const i = mask.findIndex((v, k) => k % 4 === 3 && v === 255 && mask[k - 3] === 255) >> 2;
  const first =
    count === 0
      ? null
      : `pixel (${i % a.width}, ${Math.floor(i / a.width)}): ${[...a.pixels.subarray(i * 4, i * 4 + 4)]} vs ${[...b.pixels.subarray(i * 4, i * 4 + 4)]}`;
  return { count, first };
}

/** Whether vitest runs with --update (-u): then the committed copy is rewritten instead of compared. */
const updating = () => expect.getState().snapshotState.snapshotUpdateState === 'all';

/**
 * Compare a PNG with the committed copy `<dir>/<name>` (tests/golden/images/ by default), or write it there with
 * --update. `update` is the command that rewrites the copies, for the failure message.
 */
export function matchGoldenPng(
  name: string,
  png: Uint8Array,
  {
    dir = IMAGES_DIR,
    update = 'npm run golden -- --update',
    screen = false,
  }: { dir?: URL; update?: string; /** A browser screenshot: compared by screenDifference. */ screen?: boolean } = {},
): void {
  const file = new URL(name, dir);
  const shown = file.pathname.slice(file.pathname.indexOf('/tests/') + 1);
  if (updating()) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, png);
    return;
  }
  if (!existsSync(file)) throw new Error(`no ${shown}: run \`${update}\` and commit it`);
  const compare = screen ? screenDifference : pixelDifference;
  const { count, first } = compare(decodePng(readFileSync(file)), decodePng(png));
  const allowed = screen ? SCREEN_MAX_PIXELS : 0;
  expect(
    count,
    `${name}: ${count} pixels differ from ${shown} (first: ${first}; ${allowed} allowed)`,
  ).toBeLessThanOrEqual(allowed);
}

// The browser's scripts in the built site (real data, dist/_astro/): none builds an Intl object. A page's first
// Intl object loads ICU's locale data in one task, about 50 ms on a desktop core and 200 ms at Lighthouse's 4x
// CPU slowdown, which Lighthouse counts as blocking time; the shared formatting chunk once built one as it
// loaded, on every leaderboard. Numbers and lists go through src/lib/text/format.ts (d3-format), which needs none.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'dist/_astro';
const scripts = readdirSync(DIR).filter((f) => f.endsWith('.js'));

describe('client scripts', () => {
  it('are there to check', () => expect(scripts.length).toBeGreaterThan(5));
  it.each(scripts)('%s builds no Intl object', (file) => {
    const text = readFileSync(join(DIR, file), 'utf8');
    expect(text.match(/new Intl\.\w+/g) ?? [], `${DIR}/${file}`).toEqual([]);
  });
});

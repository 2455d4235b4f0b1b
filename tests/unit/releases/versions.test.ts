// Versions across releases (src/lib/releases/versions.ts): where a version's page is, and which addresses a
// release mints. Tiny named fixtures: each release holds things named a, b, ... with a value; the same name
// and value in two releases in a row is one version.
import { describe, expect, it } from 'vitest';
import { homeOf, placeVersions, RELEASES_WITH_PAGES_AT_THE_NEWEST } from '../../../src/lib/releases/versions.ts';

type Thing = { name: string; value: number };
const place = (releases: [string, Thing[]][]) =>
  placeVersions(
    releases.map(([id, items]) => ({ id, items })),
    (t) => t.name,
    (t) => String(t.value),
    (rel, t) => `/${rel}/${t.name}/`,
  ).map((p) => `${p.releaseId}/${p.item.name}: ${p.address} -> ${p.home.path}`);

describe('placeVersions', () => {
  it('a thing held unchanged is shown at its first release; later releases mint no address for it', () => {
    expect(
      place([
        [
          'r1',
          [
            { name: 'a', value: 1 },
            { name: 'b', value: 1 },
          ],
        ],
        [
          'r2',
          [
            { name: 'a', value: 1 },
            { name: 'b', value: 2 },
          ],
        ],
        [
          'r3',
          [
            { name: 'a', value: 1 },
            { name: 'b', value: 2 },
          ],
        ],
      ]),
    ).toEqual([
      'r1/a: page -> /r1/a/',
      'r1/b: page -> /r1/b/',
      'r2/a: none -> /r1/a/',
      'r2/b: page -> /r2/b/',
      'r3/a: none -> /r1/a/',
      'r3/b: none -> /r2/b/',
    ]);
  });
  it('a value that comes back after a change is a new version, not the old one', () => {
    expect(
      place([
        ['r1', [{ name: 'a', value: 1 }]],
        ['r2', [{ name: 'a', value: 2 }]],
        ['r3', [{ name: 'a', value: 1 }]],
      ]),
    ).toEqual(['r1/a: page -> /r1/a/', 'r2/a: page -> /r2/a/', 'r3/a: page -> /r3/a/']);
  });
  it('a thing missing from one release starts a new version when it returns', () => {
    expect(
      place([
        ['r1', [{ name: 'a', value: 1 }]],
        ['r2', []],
        ['r3', [{ name: 'a', value: 1 }]],
      ]),
    ).toEqual(['r1/a: page -> /r1/a/', 'r3/a: page -> /r3/a/']);
  });
  it('the releases published before fixed addresses count as one: the page stays at the newest of them', () => {
    const [old, newest] = RELEASES_WITH_PAGES_AT_THE_NEWEST;
    expect(
      place([
        [
          old,
          [
            { name: 'a', value: 1 },
            { name: 'b', value: 1 },
          ],
        ],
        [
          newest,
          [
            { name: 'a', value: 1 },
            { name: 'b', value: 2 },
          ],
        ],
        [
          '9999-01-01',
          [
            { name: 'a', value: 1 },
            { name: 'b', value: 3 },
          ],
        ],
      ]),
    ).toEqual([
      `${old}/a: moved -> /${newest}/a/`,
      `${old}/b: page -> /${old}/b/`,
      `${newest}/a: page -> /${newest}/a/`,
      `${newest}/b: page -> /${newest}/b/`,
      `9999-01-01/a: none -> /${newest}/a/`,
      '9999-01-01/b: page -> /9999-01-01/b/',
    ]);
  });
});

describe('homeOf', () => {
  it('is the first holder, unless some holders came before fixed addresses: then the newest of those', () => {
    expect(
      homeOf([
        { id: 'x', path: '/x/' },
        { id: 'y', path: '/y/' },
      ]),
    ).toEqual({ id: 'x', path: '/x/' });
    const [old, newest] = RELEASES_WITH_PAGES_AT_THE_NEWEST;
    expect(
      homeOf([
        { id: old, path: '/o/' },
        { id: newest, path: '/n/' },
        { id: 'z', path: '/z/' },
      ]).id,
    ).toBe(newest);
  });
});

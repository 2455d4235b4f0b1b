// The framework's versions (docs/build.md, "Astro's public API only, and the pins"): no override of a dependency's
// version, and the installed astro runs on the project's pinned Node (the `node` devDependency). astro is pinned to
// 7.4.1 because 7.4.2 and later declare `engines.node >=22.23.4`, which no release of the `node` package meets yet:
// raising astro without Node fails here, naming both versions, before a build refuses to start.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** Whether version a (x.y.z) is at least version b. */
function atLeast(a: string, b: string): boolean {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return true;
}

describe('the pins', () => {
  it('compares versions part by part', () => {
    expect([atLeast('22.23.3', '22.23.4'), atLeast('22.23.4', '22.23.4'), atLeast('22.100.0', '22.23.4')]).toEqual([
      false,
      true,
      true,
    ]);
  });
  it('package.json overrides no dependency (vite is what astro resolves to)', () => {
    expect(manifest('package.json').overrides).toBeUndefined();
  });
  it("the pinned Node meets the installed astro's engines.node", () => {
    const node = manifest('node_modules/node/package.json').version;
    const wanted = manifest('node_modules/astro/package.json').engines.node as string;
    const min = /^>=(\d+\.\d+\.\d+)$/.exec(wanted)?.[1];
    expect(min, `astro's engines.node is "${wanted}"`).toBeDefined();
    expect(atLeast(node, min!), `astro needs Node ${wanted}; the node devDependency is ${node}`).toBe(true);
  });
});

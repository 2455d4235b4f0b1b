// The lint rules that keep the house tidy, each shown catching a planted file: dependency-cruiser's
// `node-builtins-only-in-lib-node-and-build` (.dependency-cruiser.cjs) on a small tree laid out as src/ is, and
// ESLint's node built-in and 400-line rules (eslint.config.js) on text linted as if it were at a path in src/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ruleSet = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs');

describe('dependency-cruiser: node built-ins only in src/lib/node/ and src/build/', () => {
  const tree = mkdtempSync(join(tmpdir(), 'depcruise-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'src/lib/checksums/hash.ts': "import { createHash } from 'node:crypto';\nexport const h = createHash;\n",
    'src/lib/core/order.ts': "import { join } from 'path';\nexport const j = join;\n",
    'src/lib/node/read.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
    'src/build/worker.ts': "import { Worker } from 'node:worker_threads';\nexport const w = Worker;\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }

  it('flags a planted import in checksums/ and in core/ (with or without node:), and none in node/ or build/', async () => {
    const result = await cruise(['src'], {
      baseDir: tree,
      validate: true,
      ruleSet: { forbidden: ruleSet.forbidden },
      tsPreCompilationDeps: true,
      enhancedResolveOptions: { extensions: ['.ts'] },
    });
    const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
    const violations = (output.summary.violations as IViolation[])
      .filter((v) => v.rule.name === 'node-builtins-only-in-lib-node-and-build')
      .map((v) => `${v.from} -> ${v.to}`)
      .sort();
    expect(violations).toEqual(['src/lib/checksums/hash.ts -> crypto', 'src/lib/core/order.ts -> path']);
  });
});

describe('ESLint', () => {
  const eslint = new ESLint();
  const messages = async (text: string, filePath: string) =>
    (await eslint.lintText(text, { filePath }))[0].messages.map((m) => `${m.ruleId}: ${m.line}`);

  it('forbids node built-ins in src/lib/checksums/ as everywhere outside src/lib/node/ and src/build/', async () => {
    const text = "import { createHash } from 'node:crypto';\nexport const h = createHash;\n";
    expect(await messages(text, 'src/lib/checksums/planted.ts')).toEqual(['no-restricted-imports: 1']);
    expect(await messages(text, 'src/lib/node/planted.ts')).toEqual([]);
  });
  it('holds files in src/ and scripts/ to 400 lines', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const a${i} = ${i};`).join('\n') + '\n';
    expect(await messages(lines(400), 'src/lib/core/planted.ts')).toEqual([]);
    expect(await messages(lines(401), 'src/lib/core/planted.ts')).toEqual(['max-lines: 401']);
    expect(await messages(lines(401), 'scripts/planted.ts')).toEqual(['max-lines: 401']);
    expect(await messages(lines(401), 'tests/unit/planted.test.ts')).toEqual([]);
  });
});

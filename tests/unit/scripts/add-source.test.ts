// `npm run add-source` (scripts/add-source.ts), spawned as a user would run it.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

import { copyOfData, hashDir, ID, NEW } from '../../fixtures/add-source.ts';

describe('the command line (spawned)', () => {
  const cli = (args: string[]) => spawnSync(process.execPath, ['scripts/add-source.ts', ...args], { encoding: 'utf8' });
  it('exit 0 when added, 1 when refused (nothing written), 2 on usage', () => {
    const dir = copyOfData();
    const ok = cli([NEW, '--source-id', ID, '--data', dir, '--received', '2026-12-01']);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(
      `add-source: added source ${ID} (Example Lab (contributed, measured 2026-02-16), board (GPU), CC-BY-4.0) with 2 rows (0 would be withheld by the identity check); wrote sources.json, contributed.json, index.json in ${dir}/`,
    );
    const hash = hashDir(dir);
    const again = cli([NEW, '--source-id', ID, '--data', dir]);
    expect(again.status).toBe(1);
    expect(again.stderr.trim().split('\n').at(-1)).toBe('add-source: refused: 3 problems; nothing was written');
    expect(hashDir(dir)).toBe(hash);
    expect(cli([NEW]).status).toBe(2);
  });
});

// The bad-input corpus (tests/fixtures/submissions/, made by make.ts): each file gets a clear message
// naming its line and column (CSV: the column header) or field, and nothing is written to data/.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync, writeFileSync, mkdtempSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { validateSubmission } from '../../../src/lib/contribute/validate.ts';
import type { SubmissionContext } from '../../../src/lib/contribute/from-dataset.ts';
import { corpus, hugeCsv, manyRows } from '../../fixtures/submissions/make.ts';

const DIR = 'tests/fixtures/submissions';
export const CONTEXT: SubmissionContext = {
  gpus: {
    H100: { name: 'NVIDIA H100', tdpW: 700 },
    'NVIDIA H100': { name: 'NVIDIA H100', tdpW: 700 },
    B200: { name: 'NVIDIA B200', tdpW: 1000 },
  },
  gpuNames: ['H100', 'B200'],
  tasks: ['lm-arena-chat', 'gpqa'],
  boundary: 'board (GPU)',
  basis: 'measured',
  selected: [
    { id: 'a', task: 'lm-arena-chat', model: 'Qwen/Qwen3-32B', gpu: 'H100', energy_per_token_j: 0.2 },
    { id: 'b', task: 'lm-arena-chat', model: 'Other/Model', gpu: 'H100', energy_per_token_j: 0.1 },
    { id: 'c', task: 'lm-arena-chat', model: 'Third/Model', gpu: 'B200', energy_per_token_j: 0.5 },
  ],
};
/** The licence field's expectation, worked out by hand from lib/core/licences.ts. */
const OPEN =
  "an open licence's SPDX id (one of CC-BY-4.0, CC-BY-SA-4.0, CC0-1.0, ODC-By-1.0, ODbL-1.0, PDDL-1.0, CDLA-Permissive-2.0, CDLA-Sharing-1.0, Apache-2.0, MIT, BSD-2-Clause, BSD-3-Clause)";
const check = (name: string) => validateSubmission(name, readFileSync(join(DIR, name), 'utf8'), CONTEXT);

describe('the committed corpus is what make.ts makes', () => {
  it.each(Object.entries(corpus()))('%s', (name, text) => {
    expect(readFileSync(join(DIR, name), 'utf8')).toBe(text);
  });
});

describe('each bad input gets a message naming its line and column or field', () => {
  const F = (name: string) => `${name}:`;
  it.each([
    ['valid.csv', []],
    ['valid.json', []],
    ['bom.csv', []],
    [
      'missing-header.csv',
      [
        `${F('missing-header.csv')} line 1: expected a header line naming the columns (lab, contact, date, licence, ...), got "Example Lab", "energy@example.org", "2026-02-16", ...: the first line looks like data; copy the header from the template`,
      ],
    ],
    [
      'renamed-column.csv',
      [
        `${F('renamed-column.csv')} line 1, column avg_power: unknown column: not a field of the submission format (did you mean avg_power_w?)`,
        `${F('renamed-column.csv')} line 1, column avg_power_w: missing column: the format requires it`,
      ],
    ],
    [
      'unit-in-cell.csv',
      [
        `${F('unit-in-cell.csv')} line 3, column avg_power_w: expected a number of W, got "1177.923 W": write the number alone (1177.923); the unit is in the column name`,
      ],
    ],
    [
      'decimal-comma.csv',
      [
        `${F('decimal-comma.csv')} line 3, column energy_per_token_j: expected a number of J per token, got "0,2284806": write decimals with a point (0.2284806), not a comma`,
      ],
    ],
    [
      'formula-cell.csv',
      [
        `${F('formula-cell.csv')} line 3, column avg_power_w: expected a number of W, got "=1177.923*1": a spreadsheet formula, not a number`,
        `${F('formula-cell.csv')} line 3, column model: expected text that does not start with "=", got "=HYPERLINK(\\"http://evil.example\\")": a spreadsheet would run it as a formula`,
      ],
    ],
    [
      'mixed-line-endings.csv',
      [
        `${F('mixed-line-endings.csv')} line 4, column num_gpus: expected max(tensor_parallel x data_parallel, expert_parallel) = max(2 x 1, 1) = 2 GPUs, got 3: power must be summed over exactly the cards that serve the model`,
      ],
    ],
    [
      'quoted-newlines.csv',
      [
        `${F('quoted-newlines.csv')} line 2, column citation: expected text on one line, got "Example Lab (2026).\\nGPU energy per outpu…", which holds a line break`,
        `${F('quoted-newlines.csv')} line 4, column gpu: expected a GPU the index knows (H100, B200, or their full names), got "H900": a new card needs its TDP in hardware.json first`,
      ],
    ],
    [
      'nan.csv',
      [`${F('nan.csv')} line 3, column output_tokens_per_s: expected a number of tokens/s, got "NaN": not a number`],
    ],
    [
      'nan.json',
      [
        `${F('nan.json')} line 37, column 30: malformed JSON: found "N": not JSON here (strings and field names need double quotes)`,
      ],
    ],
    [
      'duplicate.csv',
      [
        `${F('duplicate.csv')} line 4 (rows[2]): duplicate configuration: the same workload, model, GPU and count, parallelism, batch cap, precision, stack and settings as line 2; one configuration is one row (a repeat run belongs in its own submission)`,
      ],
    ],
    [
      'facility-board.csv',
      [
        `${F('facility-board.csv')} line 2, column boundary: expected "board" for power read by Zeus (a GPU's own counter reads the board, not the facility), got "facility"; a facility figure needs a meter at the facility's supply`,
      ],
    ],
    ['licence-missing.csv', [`${F('licence-missing.csv')} line 2, column licence: missing: expected ${OPEN}`]],
    ['licence-bsd.csv', []],
    [
      'licence-not-open.csv',
      [`${F('licence-not-open.csv')} line 2, column licence: expected ${OPEN}, got "CC-BY-NC-4.0"`],
    ],
    [
      'licence-missing.json',
      [`${F('licence-missing.json')} line 2, column 3 (submission.licence): missing: expected ${OPEN}`],
    ],
    [
      'unknown-gpu.csv',
      [
        `${F('unknown-gpu.csv')} line 4, column gpu: expected a GPU the index knows (H100, B200, or their full names), got "H900": a new card needs its TDP in hardware.json first`,
      ],
    ],
    ['identity-withheld.csv', []],
  ] as const)('%s', (name, lines) => {
    const r = check(name);
    if (name === 'renamed-column.csv') expect(r.lines.slice(0, 2)).toEqual(lines);
    else expect(r.lines).toEqual(lines);
  });

  it('hostile text in every free field: one message per field, each value escaped (no raw control or direction character)', () => {
    for (const name of ['hostile.csv', 'hostile.json']) {
      const r = check(name);
      const fields = r.problems.map((p) => (typeof p.column === 'string' ? p.column : p.path!.replace(/^.*\./, '')));
      expect(new Set(fields)).toEqual(
        new Set([
          'lab',
          'contact',
          'citation',
          'url',
          'meter',
          'workload',
          'model',
          'model_name',
          'architecture',
          'weight_precision',
          'serving_stack',
          'settings',
          'task',
          'gpu',
        ]),
      );
      for (const line of [...r.lines, ...r.identity.map((x) => x.label), ...r.preview.map((p) => p.text)])
        expect(line).not.toMatch(
          // eslint-disable-next-line no-control-regex -- no control character may reach the output
          /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/,
        );
    }
  });

  it('a row whose power disagrees with its energy per token is reported as withheld, with both sides', () => {
    const r = check('identity-withheld.csv');
    expect(r.problems).toEqual([]);
    const withheld = r.identity.filter((x) => x.withheld);
    expect(withheld.map((x) => x.line)).toEqual([3]);
    // 1531.3 W / 5155.461 tokens/s = 0.29703 J against 0.2284806 J: +30.0% (worked by hand).
    expect(withheld[0].power.residual).toBeCloseTo(0.30002, 4);
    expect(withheld[0].withheld).toBe(
      'average power / throughput = 0.297 J/token disagrees with the stated 0.2285 J/token by +30% (tolerance ±0.1%)',
    );
    expect(r.summary).toContain('1 would be withheld by the identity check');
  });

  it('the preview places each sound row among the index rows of its task at its boundary', () => {
    const r = check('valid.csv');
    // 0.2284806 J: above 0.1 and 0.2, below 0.5, so third of four.
    expect(r.preview[0].text).toBe(
      "0.2285 J per output token would place 3rd of 4 in lm-arena-chat (board (GPU), measured); the index's figure for Qwen/Qwen3-32B on H100 is 0.2 J",
    );
  });
});

describe('size and scale', () => {
  // How fast is the bench's to say (`npm run bench`), not a timed assertion here: this checks that a file of
  // 100,000 rows (46 MB) is read whole, every row counted and none refused.
  it('100,000 valid rows pass', () => {
    const text = manyRows(100_000);
    const r = validateSubmission('many.csv', text, CONTEXT);
    expect(r.problems).toEqual([]);
    expect(r.rows).toBe(100_000);
  }, 120_000);
  it('a 50 MB file is refused with its size before it is read (command line)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'submission-'));
    const file = join(dir, 'huge.csv');
    writeFileSync(file, hugeCsv(50 * 1024 * 1024));
    const bytes = statSync(file).size;
    const r = spawnSync(process.execPath, ['scripts/validate-submission.ts', file], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    // Just over 50 MiB (52,428,800 bytes, rounded up to whole lines): 52.4 MB; the wording is pinned below.
    expect(bytes).toBeGreaterThanOrEqual(52_428_800);
    const [where, message] = [r.stderr.slice(0, file.length), r.stderr.slice(file.length).trim()];
    expect(where).toBe(file);
    expect(message).toMatch(
      /^: the file is 52\.4 MB \(52,4\d\d,\d\d\d bytes\): expected at most 48\.0 MB; split it into several submissions$/,
    );
  }, 30_000);
  it('the same refusal from the library, for the browser (which knows the size before reading)', () => {
    const r = validateSubmission('huge.csv', '', CONTEXT, 52_428_800);
    expect(r.lines).toEqual([
      'huge.csv: the file is 52.4 MB (52,428,800 bytes): expected at most 48.0 MB; split it into several submissions',
    ]);
  });
});

describe('npm run validate-submission over the corpus', () => {
  const hashData = () =>
    readdirSync('data')
      .filter((f) => f.endsWith('.json'))
      .map((f) =>
        createHash('sha256')
          .update(readFileSync(join('data', f)))
          .digest('hex'),
      )
      .join();
  it('prints the same lines as the library, exits 1 on problems and 0 otherwise, and writes nothing to data/', () => {
    const before = hashData();
    for (const name of ['valid.csv', 'unit-in-cell.csv', 'hostile.csv', 'identity-withheld.csv']) {
      const r = spawnSync(process.execPath, ['scripts/validate-submission.ts', join(DIR, name)], { encoding: 'utf8' });
      const problems = r.stderr.split('\n').filter((l) => l.startsWith(DIR));
      expect(r.status, name).toBe(problems.length ? 1 : 0);
      expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
      // eslint-disable-next-line no-control-regex -- no escape sequence may reach the terminal
      expect(r.stdout + r.stderr).not.toMatch(/[\u001b\u202e\u2066\u200b]/);
    }
    const json = JSON.parse(
      spawnSync(process.execPath, ['scripts/validate-submission.ts', join(DIR, 'unit-in-cell.csv'), '--json'], {
        encoding: 'utf8',
      }).stdout,
    );
    expect(json.valid).toBe(false);
    expect(json.located[0]).toMatchObject({ line: 3, column: 'avg_power_w', path: 'rows[1].avg_power_w' });
    expect(hashData()).toBe(before);
  });
});

describe('the format is documented field by field', () => {
  it('docs/contributed-sources.md lists every field with its unit, as the field table has it', async () => {
    const { SUBMISSION_FIELDS } = await import('../../../src/lib/contribute/fields.ts');
    const all = readFileSync('docs/contributed-sources.md', 'utf8');
    const start = all.indexOf('## Fields');
    const doc = all.slice(start, all.indexOf('\n## ', start + 1));
    for (const f of SUBMISSION_FIELDS) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${f.name}\` |`));
      expect(row, f.name).toBeDefined();
      if (f.unit) expect(row, f.name).toContain(f.unit);
      expect(row, f.name).toContain(f.doc.replace(/\|/g, '\\|'));
    }
  });
});

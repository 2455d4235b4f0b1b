// `npm run add-source`: a submission becomes a new source of data/ only when nothing is wrong, and the
// result is what the build reads. Runs on a temporary copy of the real data/ (real data, said so), with
// the submissions of tests/fixtures/submissions/ (add-source/ holds the ones made for this command).
import { CHECK_PROVES } from '../../../src/lib/sources/explain.ts';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addSource } from '../../../src/lib/node/write-new-source.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { validateForBuild } from '../../../src/lib/node/validate-report.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { submissionContextOf } from '../../../src/lib/contribute/from-dataset.ts';
import { validateSubmission } from '../../../src/lib/contribute/validate.ts';
import { checkContributedRow } from '../../../src/lib/core/source-rows/checks.ts';
import type { ContributedRow } from '../../../src/lib/core/schemas/sources.ts';

import { copyOfData, hashDir, ID, NEW, SUB } from '../../fixtures/add-source.ts';
import { describeRealUpstream } from '../../fixtures/real-upstream.ts';
import { real } from '../../fixtures/real-figures.ts';

const run = (dataDir: string, file = NEW, sourceId = ID) =>
  addSource({ file, sourceId, dataDir, received: '2026-12-01' });

describe('add-source: success (a copy of the real data/)', () => {
  const dir = copyOfData();
  const before = Object.fromEntries(readdirSync('data').map((f) => [f, hashDir(join('data', f))]));
  const result = run(dir);

  it('writes sources.json, contributed.json and index.json, and nothing else', () => {
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.written).toEqual(['sources.json', 'contributed.json', 'index.json']);
    for (const f of readdirSync('data'))
      if (!result.written.includes(f)) expect(hashDir(join(dir, f)), f).toBe(before[f]);
    // No temporary file is left behind.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('the result passes the validation the build runs (npm run validate), archived releases included', () => {
    const report = validateForBuild(dir);
    expect(report.errors).toEqual([]);
  });

  it('the new source record carries the submission, field by field', () => {
    const sources = JSON.parse(readFileSync(join(dir, 'sources.json'), 'utf8')).sources;
    const bytes = readFileSync(NEW);
    expect(sources.at(-1)).toEqual({
      kind: 'contributed',
      id: ID,
      name: 'Example Lab (contributed, measured 2026-02-16)',
      publisher: 'Example Lab',
      version: '2026-02-16',
      url: 'https://example.org/energy',
      commit: null,
      licence: 'CC-BY-4.0',
      licence_note: 'As the lab states in its submission; the index republishes the figures under it.',
      citation: 'Example Lab (2026). GPU energy per output token, Qwen 3 32B on 4 x H100.',
      boundary: 'board (GPU)',
      basis: 'measured',
      meter: 'Zeus (NVML GPU energy counters)',
      window:
        'A steady-state window per configuration, as the lab states it (600 s; the protocol asks for at least 300 s after warm-up and 1,000 requests).',
      workload: 'Text Conversation: chat prompts from LM Arena conversations',
      serving_stack: 'vLLM 0.11.1',
      latency_statistic: 'median inter-token latency (ITL), client side, as the lab reports it',
      ceiling_rule:
        'Per (task, model, GPU): the lowest energy per output token among rows that pass the identity check with median ITL at or under the ceiling (500 ms by default).',
      checks: ['identity'],
      check_proves: CHECK_PROVES.contributed,
      rows_file: 'contributed.json',
      retrieved: '2026-12-01',
      lab: 'Example Lab',
      contact: 'energy@example.org',
      measured: '2026-02-16',
      submission_file: 'new-configurations.json',
      submission_sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    // The four sources before it are unchanged and keep their order.
    expect(sources.slice(0, -1)).toEqual(JSON.parse(readFileSync('data/sources.json', 'utf8')).sources);
  });

  it('index.json changes by one line: the release credits the new source', () => {
    const old = readFileSync('data/index.json', 'utf8').split('\n');
    const now = readFileSync(join(dir, 'index.json'), 'utf8').split('\n');
    expect(now.length).toBe(old.length + 1);
    // The credit list's last line gains a comma, and the new credit follows it.
    expect(now.filter((l) => !old.includes(l)).map((l) => l.trim())).toEqual([
      `${old.find((l) => l.includes('"name":"ML.ENERGY Leaderboard v2"'))!.trim()},`,
      '{"name":"Example Lab (contributed, measured 2026-02-16)","publisher":"Example Lab","licence":"CC-BY-4.0","citation":"Example Lab (2026). GPU energy per output token, Qwen 3 32B on 4 x H100.","url":"https://example.org/energy","version":"2026-02-16"}',
    ]);
  });

  it('the rows load as their own source: identity checked, its own selection, never in the v3 index', () => {
    const loaded = loadDataDir(dir);
    const d = buildDataset(loaded.index, loaded.grid, loaded.hardware, undefined, loaded.sources);
    const v = d.bySource[ID];
    expect(v.kind).toBe('contributed');
    if (v.kind !== 'contributed') return;
    expect(v.rows.map((r) => [r.id, r.gpu, r.boundary, r.check.status, r.provenance.line])).toEqual([
      [`${ID}.lm-arena-chat.qwen-qwen3-32b.h100x4.tp4ep1dp1.b256`, 'H100', 'board (GPU)', 'passed', 14],
      [`${ID}.lm-arena-chat.qwen-qwen3-32b.h100x4.tp4ep1dp1.b512`, 'H100', 'board (GPU)', 'passed', 45],
    ]);
    // One row per (task, model, GPU): 0.25 J at batch 512 beats 0.3 J at batch 256.
    expect(v.selected.map((r) => r.batch)).toEqual([512]);
    expect(d.rows.length).toBe(real.index.rows); // the v3 rows as before, from the snapshot of data/
    expect(d.rows.some((r) => r.source === ID)).toBe(false);
  });

  it('the same submission as CSV adds the same rows (provenance aside: its file, its lines 2 and 3, its hash)', () => {
    const copy = copyOfData();
    const csv = join(SUB, 'add-source', 'new-configurations.csv');
    const r = run(copy, csv);
    expect(r.problems).toEqual([]);
    const rowsOf = (d: string) =>
      (JSON.parse(readFileSync(join(d, 'contributed.json'), 'utf8')).rows as ContributedRow[]).map(
        ({ provenance, ...rest }) => ({ rest, provenance }),
      );
    const fromCsv = rowsOf(copy);
    expect(fromCsv.map((x) => x.rest)).toEqual(rowsOf(dir).map((x) => x.rest));
    expect(fromCsv.map((x) => [x.provenance.file, x.provenance.line])).toEqual([
      ['new-configurations.csv', 2],
      ['new-configurations.csv', 3],
    ]);
  });

  it('a contributed row the identity check would withhold is reported by npm run validate, not refused', () => {
    const copy = copyOfData();
    expect(run(copy).ok).toBe(true);
    const file = join(copy, 'contributed.json');
    // 4,800,000 tokens over 500 s instead of 600 s: 9600 tokens/s against the stated 8000, +20%.
    writeFileSync(file, readFileSync(file, 'utf8').replace('"window_s":600', '"window_s":500'));
    const report = validateForBuild(copy);
    expect(report.errors).toEqual([]);
    expect(report.notes).toContain(
      `${file}: rows[0] (id ${ID}.lm-arena-chat.qwen-qwen3-32b.h100x4.tp4ep1dp1.b256): would be withheld by the identity check: output tokens / window = 9600 tokens/s disagrees with the stated 8000 tokens/s by +20% (tolerance ±0.1%)`,
    );
  });

  it('deterministic: the same submission into another copy gives the same bytes', () => {
    const other = copyOfData();
    expect(run(other).ok).toBe(true);
    for (const f of ['sources.json', 'contributed.json', 'index.json'])
      expect(readFileSync(join(other, f), 'utf8'), f).toBe(readFileSync(join(dir, f), 'utf8'));
  });

  it('a second source is added beside the first, rows sorted by source then id', () => {
    const second = copyOfData();
    expect(run(second).ok).toBe(true);
    // Same rows at batch 128: a configuration not yet in the data.
    const text = readFileSync(NEW, 'utf8')
      .replaceAll('"batch": 256', '"batch": 128')
      .replaceAll('"batch": 512', '"batch": 64')
      .replaceAll('"mean_batch": 255.5', '"mean_batch": 127.5')
      .replaceAll('"mean_batch": 510', '"mean_batch": 63.5');
    const file = join(second, '..', `${ID}-b.json`);
    writeFileSync(file, text);
    const r = run(second, file, 'another-lab');
    expect(r.problems).toEqual([]);
    const rows = JSON.parse(readFileSync(join(second, 'contributed.json'), 'utf8')).rows as ContributedRow[];
    expect(rows.map((x) => `${x.source} b${x.batch}`)).toEqual([
      'another-lab b128',
      'another-lab b64',
      `${ID} b256`,
      `${ID} b512`,
    ]);
    expect(validateForBuild(second).errors).toEqual([]);
  });
});

describe('add-source refuses, names file, line or row and field, and writes nothing (a copy of the real data/)', () => {
  const dir = copyOfData();
  expect(run(dir).ok).toBe(true);
  const context = (() => {
    const l = loadDataDir(dir);
    return submissionContextOf(buildDataset(l.index, l.grid, l.hardware, undefined, l.sources));
  })();
  const refused = (file: string, sourceId = 'new-lab') => {
    const hash = hashDir(dir);
    const r = run(dir, file, sourceId);
    expect(r.ok).toBe(false);
    expect(hashDir(dir)).toBe(hash);
    return r.problems;
  };

  it('a source id that is not a valid slug', () => {
    expect(refused(NEW, 'Example Lab')).toEqual([
      'add-source: --source-id: expected a lowercase id of letters, digits, dots and dashes (e.g. "example-lab-2026"), got "Example Lab"',
    ]);
  });

  it('a source id that exists (an upstream source, or a contributed one)', () => {
    expect(refused(join(SUB, 'add-source', 'die-boundary.json'), 'ml-energy-v2')[0]).toBe(
      `${join(dir, 'sources.json')}: sources[3] (id ml-energy-v2): id: a source with this id exists already; choose another --source-id (a contributed source is added once; a new measurement campaign is a new source)`,
    );
    expect(refused(NEW, ID)[0]).toContain(`sources[4] (id ${ID}): id: a source with this id exists already`);
  });

  it('a configuration already in the index (ML.ENERGY v3): valid.json repeats three of its rows', () => {
    const problems = refused(join(SUB, 'valid.json'));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      `${SUB}/valid.json: line 14, column 5 (rows[0]): configuration lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b64 is already in the index: ${join(dir, 'index.json')} rows[118] (id lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b64, source ml-energy-v3); a repeat is not added`,
    );
  });

  it('a configuration already added by another contributed source', () => {
    const problems = refused(NEW);
    expect(problems).toHaveLength(2);
    expect(problems[1]).toContain(
      `line 45, column 5 (rows[1]): configuration lm-arena-chat.qwen-qwen3-32b.h100x4.tp4ep1dp1.b512 is already in the index: ${join(dir, 'contributed.json')} rows[1] (id ${ID}.lm-arena-chat.qwen-qwen3-32b.h100x4.tp4ep1dp1.b512, source ${ID})`,
    );
  });

  it('a configuration repeated within the submission (only the precision differs: the validator lets it pass)', () => {
    const file = join(SUB, 'add-source', 'repeats-within.json');
    expect(validateSubmission(file, readFileSync(file, 'utf8'), context).problems).toEqual([]);
    const fresh = copyOfData();
    const hash = hashDir(fresh);
    const r = run(fresh, file, 'new-lab');
    expect(hashDir(fresh)).toBe(hash);
    expect(r.problems).toEqual([
      `${file}: line 45, column 5 (rows[1]): configuration lm-arena-chat.qwen-qwen3-32b.h100x4.tp4ep1dp1.b256 repeats line 14 (rows[0]) of this submission; one configuration is one row`,
    ]);
  });

  it("rows whose boundary differs from the submission's: the validator's own message, unchanged", () => {
    const file = join(SUB, 'add-source', 'boundary-differs.json');
    const problems = refused(file);
    expect(problems).toEqual(validateSubmission(file, readFileSync(file, 'utf8'), context).lines);
    expect(problems).toEqual([
      `${file}: line 46, column 7 (rows[1].boundary): expected "board", as the submission declares, got "system": one submission is one boundary`,
    ]);
  });

  it.each(['duplicate.csv', 'unknown-gpu.csv', 'licence-missing.json', 'nan.csv', 'facility-board.csv'])(
    "any validation error (%s): the validator's lines, unchanged",
    (name) => {
      const file = join(SUB, name);
      const expected = validateSubmission(file, readFileSync(file, 'utf8'), context).lines;
      expect(expected.length).toBeGreaterThan(0);
      expect(refused(file)).toEqual(expected);
    },
  );

  it('a boundary the index has no label for (die), and a source without a public page', () => {
    const die = join(SUB, 'add-source', 'die-boundary.json');
    expect(refused(die)).toEqual([
      `${die}: line 10, column 5 (submission.boundary): expected "board" or "system" to add a source, got "die": the index labels figures at the GPU board or the whole system at the wall, and has no label for the die boundary yet`,
    ]);
    const noUrl = join(SUB, 'add-source', 'no-url.json');
    expect(refused(noUrl)[0]).toBe(
      `${noUrl}: line 2, column 3 (submission.url): missing: a source needs a public page readers can follow to check its figures (ask the lab for one)`,
    );
  });
});

describe('a contributed row is identity checked as index rows are (worked by hand)', () => {
  const row = JSON.parse(readFileSync(join(dir0(), 'contributed.json'), 'utf8')).rows[0] as ContributedRow;
  it('2400 W / 8000 tokens/s = 0.3 J: passes', () => {
    expect(checkContributedRow(row)).toEqual({ status: 'passed', reason: null, residual: 0 });
  });
  it('power x 1.3: 3120 W / 8000 = 0.39 J against 0.3 J stated, +30%: withheld', () => {
    const c = checkContributedRow({ ...row, avg_power_w: 3120 });
    expect(c.status).toBe('withheld');
    expect(c.reason).toBe(
      'average power / throughput = 0.39 J/token disagrees with the stated 0.3 J/token by +30% (tolerance ±0.1%)',
    );
  });
  it('4,800,000 tokens over 500 s = 9600 tokens/s against 8000 stated, +20%: withheld', () => {
    expect(checkContributedRow({ ...row, window_s: 500 }).reason).toBe(
      'output tokens / window = 9600 tokens/s disagrees with the stated 8000 tokens/s by +20% (tolerance ±0.1%)',
    );
  });
});

function dir0(): string {
  const dir = copyOfData();
  if (!run(dir).ok) throw new Error('add-source failed on the success fixture');
  return dir;
}

describeRealUpstream(
  'a re-ingest keeps the contributed source (real data: the verified upstream cache)',
  (upstream) => {
    it('ingest into a folder with an added source gives back its files byte for byte', () => {
      const copy = copyOfData();
      expect(run(copy).ok).toBe(true);
      const added = Object.fromEntries(
        ['index.json', 'sources.json', 'contributed.json'].map((f) => [f, readFileSync(join(copy, f), 'utf8')]),
      );
      execFileSync(process.execPath, ['scripts/ingest.ts', upstream, '--out', copy], { encoding: 'utf8' });
      for (const [f, text] of Object.entries(added)) expect(readFileSync(join(copy, f), 'utf8'), f).toBe(text);
    }, 120_000);
  },
);

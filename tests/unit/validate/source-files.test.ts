// Sources beside ML.ENERGY v3 (src/lib/validate/source-files.ts and the tools on them): the refusals of bad
// source files, the check statuses on the real data, the claim checker and `npm run select` at a source's
// own boundary. Real-data tests say so.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOT_CHECKABLE_V2 } from '../../../src/lib/core/source-rows/checks.ts';
import { validateSources } from '../../../src/lib/validate/source-files.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { makeHardware } from '../../fixtures/factory.ts';
import { checkClaim } from '../../../src/lib/claims/check.ts';
import { execFileSync } from 'node:child_process';
import Papa from 'papaparse';
import { real, REAL_DATA_DIR, realSource } from '../../fixtures/real-figures.ts';

describe('source files are refused with clear messages', () => {
  const data = loadDataDir('data'); // real data, used as a valid base to break one thing at a time
  const base = () => JSON.parse(JSON.stringify({ sources: data.sources!.sources, mlperf: data.sources!.mlperf }));
  const run = (s: unknown, m: unknown) =>
    validateSources(
      { sources: { file: 'sources.json', value: s }, mlperf: { file: 'mlperf-inference.json', value: m } },
      null,
      makeHardwareWith(),
    ).errors;
  const makeHardwareWith = () => {
    const h = makeHardware();
    h.accelerators[0].aliases.push('H200');
    return h;
  };

  it('an unknown source id on a row', () => {
    const b = base();
    b.mlperf.rows[0].source = 'mlperf-inference-v9';
    expect(run(b.sources, b.mlperf)).toContain(
      `mlperf-inference.json: rows[0] (id ${b.mlperf.rows[0].id}): source: expected a source id listed in sources.json (ml-energy-v3, mlperf-inference-v5.1, mlperf-inference-v4.1, ml-energy-v2), got "mlperf-inference-v9"`,
    );
  });
  it('a row whose boundary disagrees with its source', () => {
    const b = base();
    b.mlperf.rows[0].boundary = 'board (GPU)';
    expect(run(b.sources, b.mlperf)).toContain(
      `mlperf-inference.json: rows[0] (id ${b.mlperf.rows[0].id}): boundary: expected "system (wall, AC)" (the boundary of its source mlperf-inference-v4.1), got "board (GPU)"`,
    );
  });
  it('a source without a licence statement', () => {
    const b = base();
    delete b.sources.sources[1].licence;
    expect(run(b.sources, b.mlperf)).toContain(
      'sources.json: sources[1] (id mlperf-inference-v5.1): licence: missing: expected a licence id (e.g. "Apache-2.0") or "not stated by the source", got no licence statement',
    );
  });
  it('a v3 row naming an unknown source, through the whole data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sources-'));
    cpSync('data', dir, { recursive: true, filter: (p) => !p.includes('releases') });
    const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
    index.rows[3].source = 'ml-energy-v9';
    writeFileSync(join(dir, 'index.json'), JSON.stringify(index));
    expect(() => loadDataDir(dir)).toThrow(
      `index.json: rows[3] (id ${index.rows[3].id}): source: expected a source id listed in`,
    );
  });
});

// Real data (REAL_DATA_DIR); its sources and their counts compared with the snapshot of real figures.
describe('sources on the real data (data/)', () => {
  const l = loadDataDir(REAL_DATA_DIR);
  const d = buildDataset(l.index, l.grid, l.hardware, undefined, l.sources);
  const mlperf = (id: string) => {
    const v = d.bySource[id];
    if (v.kind !== 'mlperf-inference') throw new Error(id);
    return v;
  };

  it('lists the sources, ML.ENERGY v3 first, and every v3 row names it', () => {
    expect(d.sources.map((s) => s.id)).toEqual(real.sources.map((s) => s.id));
    expect(d.sources[0].id).toBe('ml-energy-v3');
    expect(new Set(d.rows.map((r) => r.source))).toEqual(new Set(['ml-energy-v3']));
    expect(d.sources.find((s) => s.id === 'mlperf-inference-v5.1')!.licence).toBe(
      realSource('mlperf-inference-v5.1').licence,
    );
  });
  it('every MLPerf run but GPT-J passes the power check; GPT-J is withheld as inferred and in no index', () => {
    const rows = [...mlperf('mlperf-inference-v4.1').rows, ...mlperf('mlperf-inference-v5.1').rows];
    expect(rows).toHaveLength(realSource('mlperf-inference-v4.1').rows + realSource('mlperf-inference-v5.1').rows);
    for (const r of rows) {
      expect(Math.abs(r.avg_power_w / r.published_power_w - 1)).toBeLessThan(1e-12);
      if (r.benchmark === 'gptj') {
        expect(r.check.status).toBe('withheld');
        expect(r.check.reason).toContain('(inferred)');
      } else expect(r.check.status).toBe('passed');
    }
    expect(mlperf('mlperf-inference-v4.1').selected.some((r) => r.benchmark === 'gptj')).toBe(false);
  });
  it('-99 and -99.9 with identical files are one row; the two distinct v5.1 llama2-70b Server runs stay two', () => {
    const v41 = mlperf('mlperf-inference-v4.1').rows;
    expect(v41.find((r) => r.benchmark === 'llama2-70b' && r.scenario === 'Offline')!.accuracy_targets).toEqual([
      'llama2-70b-99',
      'llama2-70b-99.9',
    ]);
    const server = mlperf('mlperf-inference-v5.1').rows.filter(
      (r) => r.benchmark === 'llama2-70b' && r.scenario === 'Server',
    );
    expect(server.map((r) => r.accuracy_targets)).toEqual([['llama2-70b-99'], ['llama2-70b-99.9']]);
  });
  it('Offline rows say they have no latency limit; Server rows carry their limits and p99s', () => {
    for (const r of mlperf('mlperf-inference-v5.1').rows) {
      if (r.scenario === 'Offline') expect(r.latency.kind).toBe('none');
      else expect(r.latency.kind).toBe('ttft-tpot');
    }
    const s8 = mlperf('mlperf-inference-v5.1').rows.find(
      (r) => r.benchmark === 'llama3.1-8b' && r.scenario === 'Server',
    )!;
    expect(s8.latency).toMatchObject({ ttft_p99_limit_ms: 2000, tpot_p99_limit_ms: 100 });
  });
  it('every ML.ENERGY v2 row is "not checkable", never passed', () => {
    const v = d.bySource['ml-energy-v2'];
    if (v.kind !== 'ml-energy-v2') throw new Error('v2');
    expect(v.rows).toHaveLength(realSource('ml-energy-v2').rows);
    expect(new Set(v.rows.map((r) => r.check.status))).toEqual(new Set(['not checkable']));
    expect(v.rows[0].check.reason).toBe(NOT_CHECKABLE_V2);
  });
  it('each source index holds rows of that source only, and the v3 index only v3 rows', () => {
    for (const [id, v] of Object.entries(d.bySource)) {
      if (v.kind === 'ml-energy-v3') continue;
      expect(new Set(v.selected.map((r) => r.source))).toEqual(new Set([id]));
    }
    expect(new Set(d.selected.map((r) => r.source))).toEqual(new Set(['ml-energy-v3']));
  });
});

describe('claim checker at the claim\u2019s own boundary (real data)', () => {
  const l = loadDataDir(REAL_DATA_DIR);
  const d = buildDataset(l.index, l.grid, l.hardware, undefined, l.sources);
  it('a wall-power claim is set beside the MLPerf wall figure, with no boundary warning', () => {
    const r = checkClaim(
      { boundary: 'system', model: 'Llama 3.1 8B Instruct', gpu: 'B200', energy_per_token_j: 0.0642 },
      d,
    );
    // The lowest wall figure of the model on the GPU, in the snapshot's board-and-wall pairs.
    const [wall] = real.boundary_pairs
      .filter((p) => p.model_name === 'Llama 3.1 8B Instruct' && p.gpu === 'B200')
      .sort((a, b) => a.wall_energy_per_token_j - b.wall_energy_per_token_j);
    expect(r.comparison!.row_id).toBe(wall.wall_row);
    expect(r.comparison!.boundary_warning).toBeNull();
    expect(r.comparison!.sentence).toContain("at the claim's own boundary");
    expect(r.comparison!.ratio).toBeCloseTo(0.0642 / wall.wall_energy_per_token_j, 5);
  });
  it('a wall-power claim for a model with no wall figure says so and compares with the board figure', () => {
    const r = checkClaim({ boundary: 'system', model: 'Qwen/Qwen3-32B', gpu: 'H100', energy_per_token_j: 0.5 }, d);
    expect(r.comparison!.row_id.startsWith('lm-arena-chat.') || r.comparison!.row_id.includes('qwen')).toBe(true);
    expect(r.comparison!.boundary_warning).toContain(
      'The index has no whole-system (wall) figure for this model and GPU',
    );
  });
});

describe('npm run select -- --source (real data)', () => {
  it("prints one source's own index, each row naming that source and its boundary", () => {
    const out = execFileSync(process.execPath, ['scripts/select.ts', '--source', 'ml-energy-v2', '--task', 'chat'], {
      encoding: 'utf8',
    });
    const rows = Papa.parse<Record<string, string>>(out.trim(), { header: true }).data;
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => `${r.source}|${r.boundary}|${r.check}`))).toEqual(
      new Set(['ml-energy-v2|board (GPU)|not checkable']),
    );
  });
});

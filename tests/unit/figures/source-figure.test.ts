// A permanent page per MLPerf run and ML.ENERGY v2 setting in each release (real data): at the row's own
// address in its release, with a title naming the model's exact id (and MLPerf's benchmark, scenario and
// result ID), and a citation pointing there that credits its producer for that row.
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../../src/lib/node/read-data.ts';
import { allReleases } from '../../../src/lib/node/releases-load.ts';
import { allSourceFigures } from '../../../src/lib/figures/source-figure.ts';
import { allFigures } from '../../../src/lib/figures/figure.ts';
import { sourceFigureCitation } from '../../../src/lib/figures/citation.ts';
import { real } from '../../fixtures/real-figures.ts';

const SITE = 'https://site.example/';

describe('source rows have permanent pages (real data)', () => {
  const { dataset } = loadDataset('data');
  const releases = allReleases(dataset);
  const figures = allSourceFigures(releases);
  // The rows of every source but the index, as the reviewed snapshot counts them (tests/snapshot/real-figures.json).
  const sourceRows = real.sources.filter((s) => s.kind !== 'ml-energy-v3').reduce((n, s) => n + s.rows, 0);
  it(`every MLPerf and v2 row of the latest release (${real.release.id}), none in 2026-02-16 (it had no such source)`, () => {
    const count = (id: string) => figures.filter((f) => f.release.id === id).length;
    expect(count('2026-02-16')).toBe(0);
    expect(sourceRows).toBeGreaterThan(0);
    expect(count(real.release.id)).toBe(sourceRows);
  });
  it('shares the address scheme of v3 figures without sharing an address', () => {
    const paths = [...allFigures(releases).map((f) => f.path), ...figures.map((f) => f.path)];
    expect(new Set(paths).size).toBe(paths.length);
    expect(figures[0].path).toBe(`/releases/${figures[0].release.id}/rows/${figures[0].row.id}/`);
  });
  it('an MLPerf run is cited at its page with its benchmark, scenario and result ID', () => {
    const f = figures.find((x) => x.row.id === 'mlperf-v4.1.nvidia-h200-sxm-141gbx8-trt-maxq.gptj.offline')!;
    const c = sourceFigureCitation(f, SITE);
    // Its page is in the first release that held it.
    expect(c.url).toBe(
      `${SITE}releases/${f.release.id}/rows/mlperf-v4.1.nvidia-h200-sxm-141gbx8-trt-maxq.gptj.offline/`,
    );
    expect(c.title).toBe(
      'GPT-J 6B (MLPerf fine-tune) (EleutherAI/gpt-j-6b) on 8 x H200, MLPerf Inference v4.1 gptj Offline, result 4.1-0049: whole-system energy per output token (withheld: failed its check)',
    );
    expect(f.row.check.status).toBe('withheld'); // its token rate is inferred, not counted
    expect(c.producers).toEqual([
      {
        name: 'MLPerf Inference v4.1 (Datacenter, Closed)',
        publisher: 'MLCommons',
        citation:
          'MLPerf Inference v4.1, Closed: gptj, Offline, result 4.1-0049. From github.com/mlcommons/inference_results_v4.1 as of 2026-11-30.',
        url: 'https://github.com/mlcommons/inference_results_v4.1',
      },
    ]);
  });
  it('a v2 setting says in its title that it is not checkable', () => {
    const f = figures.find((x) => x.row.id === 'v2.chat.a100-40gb.google-gemma-2-27b-it.tp2pp1.b32')!;
    expect(f.title).toMatch(
      /^Gemma 2 27B \(google\/gemma-2-27b-it\) on 2 x A100 40GB, batch cap 32, chat \(ML\.ENERGY Leaderboard v2\): GPU energy per output token \(not checkable\)$/,
    );
  });
});

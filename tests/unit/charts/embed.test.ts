// The embed snippet of a chart (src/lib/charts/embed.ts) on the tiny chart fixture (tests/fixtures/charts/).
import { describe, expect, it } from 'vitest';
import { chartCatalog, type ChartEntry } from '../../../src/lib/charts/catalog.ts';
import { embedSnippet } from '../../../src/lib/charts/embed.ts';
import { chartDataset, hostileChartDataset } from '../../fixtures/charts/dataset.ts';

const SITE = 'https://site.example';
const catalog = chartCatalog(chartDataset);
const byId = new Map(catalog.map((e) => [e.id, e]));

describe('embed snippet', () => {
  it('is an iframe of the embed page pinned to the release, titled, sized and lazy', () => {
    const e = byId.get('task-lm-arena-chat-latency') as ChartEntry;
    expect(embedSnippet(e, SITE)).toBe(
      `<iframe src="${SITE}/releases/${chartDataset.release.id}/embed/task-lm-arena-chat-latency/" ` +
        `title="Text Conversation: energy per token against median inter-token latency" width="760" height="840" ` +
        `loading="lazy"></iframe>`,
    );
  });
  it('escapes the title attribute', () => {
    const hostile = chartCatalog(hostileChartDataset).find((x) => x.id === 'model-org-model-b-lm-arena-chat-batch')!;
    const snippet = embedSnippet(hostile, SITE);
    // The name is escaped and kept in its bidi isolate (FSI ... PDI), as on the page.
    expect(snippet).toContain('title="\u2068=HYPERLINK(&quot;x&quot;)&lt;script&gt;&amp;&quot;\u202egnp.exe\u2069, ');
    expect(snippet.match(/"/g)!.length % 2).toBe(0);
  });
});

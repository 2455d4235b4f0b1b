// The chart catalog (src/lib/charts/catalog.ts) on the tiny chart fixture (tests/fixtures/charts/): its ids.
import { describe, expect, it } from 'vitest';
import { chartCatalog, type ScatterEntry } from '../../../src/lib/charts/catalog.ts';
import { chartDataset } from '../../fixtures/charts/dataset.ts';
const catalog = chartCatalog(chartDataset);
const byId = new Map(catalog.map((e) => [e.id, e]));
const scatter = (id: string) => byId.get(id) as ScatterEntry;

describe('chart catalog', () => {
  it('lists the task chart, the GPU comparison and two charts per model and task, with ids from slugs', () => {
    expect(catalog.map((e) => e.id)).toEqual([
      'task-lm-arena-chat-gpu-comparison',
      'task-lm-arena-chat-latency',
      'model-org-model-a-lm-arena-chat-batch',
      'model-org-model-a-lm-arena-chat-latency',
      'model-org-model-b-lm-arena-chat-batch',
      'model-org-model-b-lm-arena-chat-latency',
    ]);
    expect(catalog.every((e) => e.releaseId === chartDataset.release.id)).toBe(true);
    expect(scatter('model-org-model-a-lm-arena-chat-batch').pagePath).toBe('/models/org-model-a/#batch-lm-arena-chat');
  });
});

// The models index, one task at a time: each model's lowest selected energy per answer in the task, models
// ranked by it, never across tasks; on hand-worked fixtures. energyRow: e J per token x 400 tokens per answer.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { modelsIndexByTask } from '../../../src/lib/views/models-index.ts';
import { energyRow, makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';

const withTasks = (rows: ReturnType<typeof energyRow>[]) => {
  const index = makeIndex(rows);
  index.tasks = [
    index.tasks[0],
    { id: 'gpqa', name: 'Problem Solving', upstream_name: 'GPQA', description: 'Reasoning.' },
  ];
  return buildDataset(index, makeGrid(), makeHardware());
};

describe('modelsIndexByTask', () => {
  const d = withTasks([
    energyRow('Org/A', 'H100', 0.4),
    energyRow('Org/A', 'B200', 0.2), // A's lowest in chat: 0.2 J on B200
    energyRow('Org/B', 'H100', 0.3), // B's only chat figure: 0.3
    energyRow('Org/C', 'H100', 0.5),
    energyRow('Org/C', 'B200', 0.1), // C's lowest in chat: 0.1 on B200
    // B's lowest figure overall, in another task: it must not lift B above A and C in chat.
    energyRow('Org/B', 'B200', 0.01, 'gpqa'),
    // D's only row fails the identity check (1000 W / 4000 tok/s is 0.25 J, not 0.05): nothing selected.
    makeRow({ model: 'Org/D', model_name: 'D', energy_per_token_j: 0.05 }),
  ]);
  const [chat, gpqa] = modelsIndexByTask(d);

  it('ranks each task on its own, the default task first: C (0.1), A (0.2), B (0.3), then D with none', () => {
    expect(chat.task).toBe('lm-arena-chat');
    expect(chat.entries.map((e) => [e.model.id, e.lowest?.energy_per_token_j ?? null])).toEqual([
      ['Org/C', 0.1],
      ['Org/A', 0.2],
      ['Org/B', 0.3],
      ['Org/D', null],
    ]);
    // Only B was measured in Problem Solving: the other models are not listed there at all.
    expect(gpqa.entries.map((e) => [e.model.id, e.lowest?.energy_per_token_j])).toEqual([['Org/B', 0.01]]);
  });
  it('names the GPU of each lowest figure, always in the table’s own task', () => {
    expect(chat.entries.slice(0, 3).map((e) => [e.lowest!.gpu, e.lowest!.task])).toEqual([
      ['B200', 'lm-arena-chat'],
      ['B200', 'lm-arena-chat'],
      ['H100', 'lm-arena-chat'],
    ]);
  });
  it('ranks by energy per answer: a model with longer answers ranks lower at the same energy per token', () => {
    // E: 0.15 J x 400 tokens = 60 J per answer; F: 0.12 J x 1,000 tokens = 120 J, though cheaper per token.
    const e = energyRow('Org/E', 'H100', 0.15);
    const f = { ...energyRow('Org/F', 'H100', 0.12), mean_output_tokens: 1000, energy_per_request_j: 120 };
    const [t] = modelsIndexByTask(withTasks([f, e]));
    expect(t.entries.map((x) => x.model.id)).toEqual(['Org/E', 'Org/F']);
  });
  it('gives the same order whatever the order of the rows', () => {
    const reversed = withTasks([...d.rows].reverse());
    expect(modelsIndexByTask(reversed).map((t) => t.entries.map((e) => e.model.id))).toEqual(
      [chat, gpqa].map((t) => t.entries.map((e) => e.model.id)),
    );
  });
});

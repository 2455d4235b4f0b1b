// taskName (src/lib/core/task-name.ts).
import { describe, expect, it } from 'vitest';
import { taskName } from '../../../src/lib/core/task-name.ts';

describe('taskName', () => {
  const d = { tasks: [{ id: 'gpqa', name: 'Problem Solving', upstream_name: 'GPQA', description: '' }] };
  it('is the name the data gives the task', () => expect(taskName(d, 'gpqa')).toBe('Problem Solving'));
  it('falls back to the id for a task the list does not name', () => expect(taskName(d, 'other')).toBe('other'));
});

// Small core helpers that replaced several disagreeing copies: each rule pinned at its edges.
import { describe, expect, it } from 'vitest';
import { systemHasGpu } from '../../src/lib/core/system-gpu.ts';
import { taskName } from '../../src/lib/core/task-name.ts';
import { statusWords } from '../../src/lib/core/figure-status.ts';
import { fmtResidual } from '../../src/lib/text/format.ts';

describe('systemHasGpu: the GPU short name as a whole word of the system name', () => {
  it.each([
    ['NVIDIA DGX B200 (8x B200)', 'B200', true],
    ['NVIDIA DGX H100 (8x H100 SXM)', 'H100', true],
    ['NVIDIA HGX H100 (8-GPU baseboard)', 'H100', true],
    // A substring rule (the old gpus page) said yes to these: a GB200 rack is not a B200 system.
    ['NVIDIA GB200 NVL72', 'B200', false],
    ['NVIDIA DGX H100 (8x H100 SXM)', 'H10', false],
    ['NVIDIA HGX H200', 'H20', false],
    ['H100', 'H100', true],
    // Punctuation in a short name is matched literally, not as a pattern.
    ['Server (2x A100.80)', 'A100.80', true],
    ['Server (2x A100x80)', 'A100.80', false],
  ])('%j is built on %j: %s', (name, gpu, expected) => {
    expect(systemHasGpu({ name }, gpu)).toBe(expected);
  });
});

describe('taskName', () => {
  const d = { tasks: [{ id: 'gpqa', name: 'Problem Solving', upstream_name: 'GPQA', description: '' }] };
  it('is the name the data gives the task', () => expect(taskName(d, 'gpqa')).toBe('Problem Solving'));
  it('falls back to the id for a task the list does not name', () => expect(taskName(d, 'other')).toBe('other'));
});

describe('statusWords', () => {
  it.each([
    ['confirmed', 'confirmed'],
    ['partially_confirmed', 'partially confirmed'],
    ['unconfirmed', 'unconfirmed'],
  ] as const)('%s reads "%s"', (status, words) => expect(statusWords({ status })).toBe(words));
});

describe('fmtResidual', () => {
  it.each([
    [0, '0'],
    [3.2e-16, '3.2e-16'],
    [-0.00123, '-1.2e-3'],
  ])('%d prints as %s', (n, text) => expect(fmtResidual(n)).toBe(text));
});

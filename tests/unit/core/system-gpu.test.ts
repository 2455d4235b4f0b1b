// systemHasGpu (src/lib/core/schemas/hardware-file.ts), pinned at its edges.
import { describe, expect, it } from 'vitest';
import { systemHasGpu } from '../../../src/lib/core/schemas/hardware-file.ts';

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

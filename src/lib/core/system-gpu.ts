/**
 * Whether a system is built on the GPU a row names by its short name ("B200"): the system's name carries
 * that name as a whole word. A substring test would count "NVIDIA GB200 NVL72" as a B200 system.
 */
export function systemHasGpu(system: { name: string }, gpu: string): boolean {
  const escaped = gpu.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9])${escaped}([^A-Za-z0-9]|$)`).test(system.name);
}

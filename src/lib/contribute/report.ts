// Lines of a submission report shared by the CLI and the page.
import type { IdentityLine } from './validate.ts';

const sig = (n: number) => Number(n.toPrecision(4)).toString();

/** "identity: line 2: Qwen/Qwen3-32B on 2 x H100, batch 256: passes (0.2285 J/token both ways; ...)". */
export function identityText(x: IdentityLine): string {
  if (x.withheld) return `identity: ${x.label}: would be withheld: ${x.withheld}`;
  return `identity: ${x.label}: passes (power / throughput ${sig(x.power.computed)} J/token against the stated ${sig(x.power.stated)}; output tokens / window ${sig(x.window.computed)} tokens/s against ${sig(x.window.stated)})`;
}

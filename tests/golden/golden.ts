// Golden files: what readers download or see, generated from a tiny fixture and compared with the
// committed copy under tests/golden/files/. A change shows in review as a diff of that file.
// `npm run golden` checks them; `npm run golden -- --update` rewrites them after an intended change.
// To add one (a chart's SVG, say): a test in tests/golden/ that calls `await matchGolden('name.svg', text)`.
import { expect } from 'vitest';

export const GOLDEN_DIR = new URL('./files/', import.meta.url);

export async function matchGolden(name: string, text: string): Promise<void> {
  await expect(text).toMatchFileSnapshot(new URL(name, GOLDEN_DIR).pathname);
}

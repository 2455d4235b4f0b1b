// The _redirects file (src/lib/redirects/redirects-file.ts) on tiny rule sets: what the writer writes, what the
// parser reads and refuses (each limit of Cloudflare Pages at its edge), and which rule a request path meets.
import { describe, expect, it } from 'vitest';
import {
  parseRedirectsFile,
  redirectFor,
  writeRedirectsFile,
  type RedirectRule,
} from '../../../src/lib/redirects/redirects-file.ts';

const TWO: RedirectRule[] = [
  { from: '/releases/a/rows/x/', to: '/releases/b/rows/x/', status: 301 },
  { from: '/energy-index/releases/a/embed/c/', to: '/energy-index/releases/b/embed/c/', status: 301 },
];

/** n static rules, /p0/ ... */
const statics = (n: number) => Array.from({ length: n }, (_, i) => `/p${i}/ /q/ 301`).join('\n');
/** n dynamic rules, /d0/* ... */
const dynamics = (n: number) => Array.from({ length: n }, (_, i) => `/d${i}/* /q/:splat 301`).join('\n');

describe('writeRedirectsFile', () => {
  it('writes a comment, then one "source destination status" line a rule, in order', () => {
    expect(writeRedirectsFile(TWO)).toBe(
      '# Written by the build from src/lib/redirects/ (Cloudflare Pages / Netlify _redirects format).\n' +
        '/releases/a/rows/x/ /releases/b/rows/x/ 301\n' +
        '/energy-index/releases/a/embed/c/ /energy-index/releases/b/embed/c/ 301\n',
    );
  });
  it('reads back as it was written', () => {
    expect(parseRedirectsFile(writeRedirectsFile(TWO))).toEqual(TWO);
  });
  it('refuses a source given twice, and a path with a space', () => {
    expect(() => writeRedirectsFile([TWO[0], { ...TWO[0], to: '/y/' }])).toThrow(
      '_redirects, line 3: /releases/a/rows/x/ was already redirected on line 2; the host applies the first only',
    );
    expect(() => writeRedirectsFile([{ from: '/a b/', to: '/c/', status: 301 }])).toThrow('has a space');
  });
});

describe('parseRedirectsFile', () => {
  it('skips comments and blank lines; a rule without a status is a 302, as on Cloudflare', () => {
    expect(parseRedirectsFile('# c\n\n  /a/   /b/  \n/c/* https://x.example/:splat 308\n')).toEqual([
      { from: '/a/', to: '/b/', status: 302 },
      { from: '/c/*', to: 'https://x.example/:splat', status: 308 },
    ]);
  });
  it.each([
    ['/a/', 'f, line 1: expected "source destination [status]", got "/a/"'],
    ['/a/ /b/ 301 extra', 'f, line 1: expected "source destination [status]", got "/a/ /b/ 301 extra"'],
    ['a/ /b/', 'f, line 1: the source must be a path beginning "/", got "a/"'],
    ['/a/ b/', 'f, line 1: the destination must be a path beginning "/" or an https:// URL, got "b/"'],
    ['/a/ /b/ 200', 'f, line 1: the status must be one of 301, 302, 303, 307, 308, got "200"'],
    ['# ok\n/a/ /b/ 404', 'f, line 2: the status must be one of 301, 302, 303, 307, 308, got "404"'],
  ])('refuses %j, naming the line', (text, message) => {
    expect(() => parseRedirectsFile(text, 'f')).toThrow(message);
  });
  it('takes 2,000 static and 100 dynamic rules, and refuses one more of either kind', () => {
    expect(parseRedirectsFile(`${statics(2000)}\n${dynamics(100)}`)).toHaveLength(2100);
    expect(() => parseRedirectsFile(statics(2001), 'f')).toThrow(
      'f, line 2001: more than 2000 static rules; the host ignores the rules past the 2000th',
    );
    expect(() => parseRedirectsFile(dynamics(101), 'f')).toThrow(
      'f, line 101: more than 100 dynamic rules; the host ignores the rules past the 100th',
    );
    // A :placeholder makes a rule dynamic, as a * does.
    expect(() => parseRedirectsFile(`${dynamics(100)}\n/r/:id /q/:id 301`, 'f')).toThrow('more than 100 dynamic');
  });
  it('takes a rule of 1,000 characters and refuses one of 1,001', () => {
    const rule = (n: number) => `/a/ /${'b'.repeat(n - '/a/ // 301'.length)}/ 301`;
    expect(rule(1000)).toHaveLength(1000);
    expect(parseRedirectsFile(rule(1000))).toHaveLength(1);
    expect(() => parseRedirectsFile(rule(1001), 'f')).toThrow(
      'f, line 1: the rule has 1001 characters; the host ignores rules over 1000',
    );
  });
});

describe('redirectFor', () => {
  const rules = parseRedirectsFile('/old/ /new/ 301\n/old/* /elsewhere/ 302\n/r/:id/* /rows/:id/:splat 308\n');
  it('gives the first matching rule, with its placeholders filled in', () => {
    expect(redirectFor(rules, '/old/')).toEqual({ location: '/new/', status: 301 });
    expect(redirectFor(rules, '/old/x')).toEqual({ location: '/elsewhere/', status: 302 });
    expect(redirectFor(rules, '/r/7/a/b')).toEqual({ location: '/rows/7/a/b', status: 308 });
  });
  it('matches a static source exactly: nothing for a path it does not name', () => {
    expect(redirectFor(rules, '/old')).toBeNull();
    expect(redirectFor(rules, '/older/')).toBeNull();
    expect(redirectFor([], '/old/')).toBeNull();
  });
});

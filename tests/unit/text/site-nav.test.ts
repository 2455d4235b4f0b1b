// Which header entry a page marks: the section it belongs to, a figure page under Index (not About, though its
// address is under /releases/), and the calculator its own entry.
import { describe, expect, it } from 'vitest';
import { currentNav, SITE_NAV } from '../../../src/lib/text/site-nav.ts';

const label = (path: string) => currentNav(path)?.label;

describe('currentNav', () => {
  it('marks Index on home, the task pages and a figure page', () => {
    expect(label('/')).toBe('Index');
    expect(label('/tasks/gpqa/')).toBe('Index');
    expect(label('/releases/2026-12-01/rows/lm-arena-chat.a.h100x1.tp1ep1dp1.b8/')).toBe('Index');
  });
  it('marks About on the pages it links, a release among them', () => {
    expect(label('/releases/2026-12-01/')).toBe('About');
    expect(label('/methodology')).toBe('About');
  });
  it('gives the calculator and the claim checker an entry each', () => {
    expect(label('/calculator/')).toBe('Calculator');
    expect(label('/check/')).toBe('Check a claim');
    expect(SITE_NAV.map((n) => n.href)).toContain('/calculator/');
  });
  it('marks nothing on a page of no section', () => {
    expect(label('/404')).toBeUndefined();
  });
});

// The two figures an address names, and the message for an id no figure has.
import { describe, expect, it } from 'vitest';
import { lookupPair } from '../../../src/lib/compare/lookup.ts';
import { onB200, onH100 } from './fixtures.ts';

describe('lookupPair', () => {
  const figures = [onH100, onB200];
  it('finds both ids', () => {
    const p = lookupPair(figures, '?a=chat.m.h100x1.b64&b=chat.m.b200x1.b64');
    expect([p.a?.gpu, p.b?.gpu, p.problems]).toEqual(['H100', 'B200', []]);
  });
  it('names an unknown id and says no figure has it; the other side is still found', () => {
    const p = lookupPair(figures, '?a=chat.m.h100x1.b64&b=no-such-row');
    expect(p.b).toBeNull();
    expect(p.a?.id).toBe('chat.m.h100x1.b64');
    expect(p.problems).toEqual([
      {
        side: 'b',
        text: "Figure B: no figure has the id “no-such-row” in this release. Choose one with the pickers, or copy the id from a figure's page.",
      },
    ]);
  });
  it('leaves an absent side empty without a problem, and cuts a very long id in the message', () => {
    expect(lookupPair(figures, '?a=chat.m.h100x1.b64').problems).toEqual([]);
    const long = lookupPair(figures, `?a=${'x'.repeat(200)}`).problems[0].text;
    expect(long).toContain(`“${'x'.repeat(80)}…”`);
  });
});

// How far a sideways-scrolling table's header row moves down to stay at the top of the window
// (src/browser/table-head.ts), on positions worked by hand: a 60 px header row, a table ending at 1,000 px.
import { describe, expect, it } from 'vitest';
import { headShift } from '../../../src/browser/table-head.ts';

describe('headShift', () => {
  it('stays put while the header row is below the top of the window', () => {
    expect(headShift(120, 60, 1000)).toBe(0);
    expect(headShift(0, 60, 1000)).toBe(0);
  });
  it('moves down by as much as the window has scrolled past it', () => {
    // The row's place is 300 px above the window's top: moved 300 px, its top meets the window's.
    expect(headShift(-300, 60, 1000)).toBe(300);
  });
  it('stops when it reaches the table’s last row, never below the table', () => {
    // Row laid out at -950, table ending 30 px below the window's top: moved 30 - 60 + 950 = 920 px, the header's
    // bottom meets the table's, 30 px down; not the 950 px that would put its top at the window's.
    expect(headShift(-950, 60, 30)).toBe(920);
    // The table gone above the window: the header rests on its last row.
    expect(headShift(-2000, 60, -500)).toBe(1440);
    // Exactly at the turn: the table ends 60 px down, the header's height.
    expect(headShift(-950, 60, 60)).toBe(950);
  });
});

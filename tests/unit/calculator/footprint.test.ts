// The footprint calculator's arithmetic (src/lib/calculator/footprint.ts) on a named fixture (one row:
// 0.25 J/token, 400 output tokens per request; World at 500 and France at 50 gCO2e/kWh).
import { describe, expect, it } from 'vitest';
import { footprint } from '../../../src/lib/calculator/footprint.ts';

describe('footprint', () => {
  it('1e9 tokens a day at 0.25 J/token is 250 MJ = 69.44 kWh; at 500 gCO2e/kWh, 34.72 kg a day', () => {
    const f = footprint({ energyPerTokenJ: 0.25, tokensPerDay: 1e9, intensityGPerKwh: 500 });
    // 1e9 x 0.25 J = 2.5e8 J; / 3.6e6 J per kWh = 69.444 kWh; x 365 = 25,347.2 kWh; x 500 g = 34,722.2 g.
    expect(f.boardKwhPerDay).toBeCloseTo(69.44444, 5);
    expect(f.kwhPerDay).toBeCloseTo(69.44444, 5);
    expect(f.kwhPerYear).toBeCloseTo(25347.2222, 4);
    expect(f.gco2ePerDay).toBeCloseTo(34722.2222, 4);
  });
  // The reader's server and facility assumptions on 1e9 tokens a day at 0.25 J/token, World at 500 g.
  const assumed = { energyPerTokenJ: 0.25, tokensPerDay: 1e9, intensityGPerKwh: 500, systemMultiplier: 1.5, pue: 1.2 };
  it('multiplies the reader’s system multiplier and PUE onto the board energy, and only then', () => {
    const f = footprint(assumed);
    expect(f.overhead).toBeCloseTo(1.8, 12); // 1.5 x 1.2
    expect(f.boardKwhPerDay).toBeCloseTo(69.44444, 5); // unchanged: the board figure is as measured
    expect(f.kwhPerDay).toBeCloseTo(125, 10); // 69.444 kWh x 1.8
  });
  it('divides by the reader’s load factor: servers drawing their measured power while half as busy, twice the energy', () => {
    const f = footprint({ ...assumed, loadFactor: 0.5 });
    expect(f.overhead).toBeCloseTo(3.6, 12); // 1.5 x 1.2 / 0.5
    expect(f.boardKwhPerDay).toBeCloseTo(69.44444, 5);
    expect(f.kwhPerDay).toBeCloseTo(250, 10); // 69.444 kWh x 3.6
    expect(f.gco2ePerDay).toBeCloseTo(125_000, 6); // 250 kWh x 500 g
  });
});

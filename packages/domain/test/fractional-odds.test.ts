import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FRACTIONAL_LADDER, formatFraction, fromFractional, toFractional } from '../src';

// spec core §3 "british (fractional)": shown from a standard bookmaker ladder.
describe('fractional ladder', () => {
  it('is sorted from the shortest price to the longest', () => {
    const prices = FRACTIONAL_LADDER.map(fromFractional);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(new Set(prices).size).toBe(prices.length);
  });

  it.each([
    [1.5, '1/2'],
    [1.667, '4/6'],
    [1.909, '10/11'],
    [1.91, '10/11'],
    [2, '1/1'],
    [2.1, '11/10'],
    [2.5, '3/2'],
    [2.625, '13/8'],
    [4.333, '10/3'],
    [34, '33/1'],
    [1001, '1000/1'],
    [1.001, '1/1000'],
  ])('%s → %s', (decimal, fraction) => {
    expect(formatFraction(toFractional(decimal))).toBe(fraction);
  });

  it('shows the nearest rung between two rungs', () => {
    expect(formatFraction(toFractional(2.42))).toBe('11/8'); // 2.375 is nearer than 2.5
    expect(formatFraction(toFractional(2.48))).toBe('3/2');
  });

  it('chooses the shorter price on a tie', () => {
    // 2.0 and 2.1 are the rungs on either side of 2.05.
    expect(formatFraction(toFractional(2.05))).toBe('1/1');
  });

  it('shows profit over one above the top of the ladder', () => {
    expect(toFractional(1501.4)).toEqual({ numerator: 1500, denominator: 1 });
  });

  it('maps every ladder rung to itself', () => {
    for (const rung of FRACTIONAL_LADDER) {
      expect(toFractional(fromFractional(rung))).toEqual(rung);
    }
  });

  it('never moves a price by more than the gap between its neighbouring rungs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_001_000 }), (thousandths) => {
        const odds = thousandths / 1000;
        const shown = fromFractional(toFractional(odds));
        const index = FRACTIONAL_LADDER.findIndex((rung) => fromFractional(rung) >= odds);
        const above = FRACTIONAL_LADDER[index];
        const below = FRACTIONAL_LADDER[Math.max(0, index - 1)];
        if (above === undefined || below === undefined) return;
        expect(shown).toBeGreaterThanOrEqual(fromFractional(below));
        expect(shown).toBeLessThanOrEqual(fromFractional(above));
      }),
    );
  });
});

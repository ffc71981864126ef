import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFraction, fromFractional, ladderPrices, toFractional } from '../src';

// spec core §3 "british (fractional)"; issue 18 point 2: the exact fraction of the price.
describe('fractional odds', () => {
  it.each([
    [1.5, '1/2'],
    [1.53, '53/100'],
    [1.67, '67/100'],
    [1.667, '667/1000'],
    [1.91, '91/100'],
    [2, '1/1'],
    [2.1, '11/10'],
    [2.5, '3/2'],
    [2.625, '13/8'],
    [4.333, '3333/1000'],
    [34, '33/1'],
    [1001, '1000/1'],
    [1.001, '1/1000'],
  ])('%s → %s', (decimal, fraction) => {
    expect(formatFraction(toFractional(decimal))).toBe(fraction);
  });

  it('is the price exactly, over at most 100, for every rung of the ladder', () => {
    for (const rung of ladderPrices()) {
      const fraction = toFractional(rung / 1000);
      expect(100 % fraction.denominator).toBe(0);
      expect(Math.round(fromFractional(fraction) * 1000)).toBe(rung);
    }
  });

  it('round-trips every price of 3 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (thousandths) => {
        expect(fromFractional(toFractional(thousandths / 1000))).toBe(thousandths / 1000);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ladderPrices, multiplyOddsThousandths, toBetPrice, totalOddsThousandths } from '../src';

// spec core §4 "Total odds are the product of outcome odds"; issue 18: rounded down to hundredths.
describe('total odds', () => {
  it.each([
    [[], 1000],
    [[2.5], 2500],
    [[1.5, 2], 3000],
    [[1.01, 1.01], 1020],
    [[1.333, 1.333, 1.333], 2360],
    [[1.1, 1.1, 1.1], 1330],
    [[2.54, 2.54, 2.56], 16_510],
    [[1.535], 1530],
  ])('product of %j = %s thousandths', (odds, total) => {
    expect(totalOddsThousandths(odds)).toBe(total);
  });

  it('rounds once at the end instead of per leg', () => {
    // 20 legs at 1.03: exact product 1.80611…; rounding each step down would lose a hundredth or more.
    expect(multiplyOddsThousandths(Array.from({ length: 20 }, () => 1030))).toBe(1800);
  });

  it('rounds a price down to hundredths', () => {
    expect(toBetPrice(16_516)).toBe(16_510);
    expect(toBetPrice(16_510)).toBe(16_510);
  });

  it('is commutative, a whole number of hundredths, and never below any single leg of the ladder', () => {
    const prices = ladderPrices();
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...prices.slice(0, 300)), { minLength: 1, maxLength: 8 }), (odds) => {
        const total = multiplyOddsThousandths(odds);
        expect(multiplyOddsThousandths([...odds].reverse())).toBe(total);
        expect(total).toBeGreaterThanOrEqual(Math.max(...odds));
        expect(total % 10).toBe(0);
      }),
    );
  });
});

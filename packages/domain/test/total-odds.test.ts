import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { multiplyOddsThousandths, totalOddsThousandths } from '../src';

// spec core §4 "Total odds are the product of outcome odds".
describe('total odds', () => {
  it.each([
    [[], 1000],
    [[2.5], 2500],
    [[1.5, 2], 3000],
    [[1.01, 1.01], 1020],
    [[1.333, 1.333, 1.333], 2368],
    [[1.1, 1.1, 1.1], 1331],
  ])('product of %j = %s thousandths', (odds, total) => {
    expect(totalOddsThousandths(odds)).toBe(total);
  });

  it('floors once at the end instead of per leg', () => {
    // 20 legs at 1.015: exact product 1.3468…; flooring each step would lose a thousandth per leg.
    expect(multiplyOddsThousandths(Array.from({ length: 20 }, () => 1015))).toBe(1346);
  });

  it('is commutative and never below any single leg', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 1, maxLength: 8 }), (odds) => {
        const total = multiplyOddsThousandths(odds);
        expect(multiplyOddsThousandths([...odds].reverse())).toBe(total);
        expect(total).toBeGreaterThanOrEqual(Math.max(...odds));
      }),
    );
  });
});

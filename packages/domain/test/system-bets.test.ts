import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allSystemTypes,
  binomial,
  multiplyOddsThousandths,
  toBetPrice,
  sortSystemTypes,
  sumOfLineOdds,
  systemCombinations,
  systemLineCount,
  systemPayout,
  systemTypesFor,
} from '../src';

// spec core §9: system bets use combinations of winCount out of totalCount.
describe('system combinations', () => {
  it.each([
    [3, 2, 3],
    [4, 2, 6],
    [5, 3, 10],
    [12, 6, 924],
    [4, 0, 1],
    [3, 4, 0],
    [3, -1, 0],
  ])('C(%s, %s) = %s', (n, k, count) => {
    expect(binomial(n, k)).toBe(count);
    expect(systemCombinations(n, k)).toHaveLength(count);
  });

  it('lists 2 out of 3 in order', () => {
    expect(systemCombinations(3, 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('has C(n, k) distinct sorted combinations (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const combinations = systemCombinations(n, k);
        expect(combinations).toHaveLength(binomial(n, k));
        expect(new Set(combinations.map((c) => c.join(','))).size).toBe(combinations.length);
        for (const combination of combinations) {
          expect(combination).toHaveLength(k);
          expect(combination.every((index, i) => index < n && (i === 0 || index > (combination[i - 1] ?? -1)))).toBe(true);
        }
      }),
    );
  });
});

// spec core §3: systemTypes sorted by totalCount then winCount.
describe('system types', () => {
  it('offers winCount 2 … n−1 for 3 to 12 selections', () => {
    expect(systemTypesFor(4)).toEqual([
      { totalCount: 4, winCount: 2 },
      { totalCount: 4, winCount: 3 },
    ]);
    expect(systemTypesFor(2)).toEqual([]);
    expect(systemTypesFor(13)).toEqual([]);
    expect(systemTypesFor(12)).toHaveLength(10);
  });

  it('sorts by totalCount then winCount', () => {
    const sorted = sortSystemTypes([
      { totalCount: 4, winCount: 3 },
      { totalCount: 3, winCount: 2 },
      { totalCount: 4, winCount: 2 },
    ]);
    expect(sorted).toEqual([
      { totalCount: 3, winCount: 2 },
      { totalCount: 4, winCount: 2 },
      { totalCount: 4, winCount: 3 },
    ]);
    const all = allSystemTypes();
    expect(sortSystemTypes([...all].reverse())).toEqual(all);
    expect(all).toHaveLength(55);
  });

  it('counts lines as C(total, win)', () => {
    expect(systemLineCount({ totalCount: 5, winCount: 3 })).toBe(10);
  });
});

function payoutByEnumeration(stake: number, odds: readonly number[], winCount: number): number {
  const lines = systemCombinations(odds.length, winCount);
  let sum = 0n;
  for (const line of lines) sum += BigInt(stake) * line.reduce((product, index) => product * BigInt(odds[index] ?? 0), 1n);
  return Number(sum / (BigInt(lines.length) * 1000n ** BigInt(winCount)));
}

// spec core §9: a system of winCount out of totalCount has C(totalCount, winCount) lines.
describe('sum of line odds', () => {
  it('is the empty product 1 for winCount 0', () => {
    expect(sumOfLineOdds([2000, 3000], 0)).toBe(1n);
  });

  it('sums the product of every pair for winCount 2', () => {
    // 2.0×3.0 + 2.0×4.0 + 3.0×4.0 = 26, in thousandths².
    expect(sumOfLineOdds([2000, 3000, 4000], 2)).toBe(26_000_000n);
  });

  it('is 0 when no line exists: winCount above the selection count or negative', () => {
    expect(sumOfLineOdds([2000, 3000], 3)).toBe(0n);
    expect(sumOfLineOdds([2000, 3000], -1)).toBe(0n);
    expect(sumOfLineOdds([], 1)).toBe(0n);
  });
});

describe('system payout', () => {
  it('pays 2/3 all winning at 2.00 each: three doubles at 4.00', () => {
    expect(systemPayout({ stake: 3000, oddsThousandths: [2000, 2000, 2000], winCount: 2 })).toBe(12_000);
  });

  it('pays only the winning lines when a selection loses', () => {
    // 2/3 with one loser: one of three lines wins at 4.00 on a third of the stake.
    expect(systemPayout({ stake: 3000, oddsThousandths: [2000, 2000, 0], winCount: 2 })).toBe(4000);
  });

  it('counts a void selection at odds 1', () => {
    expect(systemPayout({ stake: 3000, oddsThousandths: [2000, 2000, 1000], winCount: 2 })).toBe(8000);
  });

  it('pays nothing for an impossible system', () => {
    expect(systemPayout({ stake: 3000, oddsThousandths: [2000, 2000], winCount: 3 })).toBe(0);
  });

  it('equals the sum over explicit combinations (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.constant(1000), fc.integer({ min: 1001, max: 20_000 })), { minLength: 3, maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 7 }),
        (odds, stake, winCount) => {
          fc.pre(winCount < odds.length);
          expect(systemPayout({ stake, oddsThousandths: odds, winCount })).toBe(payoutByEnumeration(stake, odds, winCount));
        },
      ),
    );
  });

  it('with k = n is the combo product before its price is rounded to hundredths', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 1, maxLength: 6 }), (odds) => {
        const combo = sumOfLineOdds(odds, odds.length) / 1000n ** BigInt(odds.length - 1);
        expect(toBetPrice(Number(combo))).toBe(multiplyOddsThousandths(odds));
      }),
    );
  });

  it('never exceeds the maximum profit (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 1_000_000 }), { minLength: 3, maxLength: 12 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (odds, stake, maxProfit) => {
          const payout = systemPayout({ stake, oddsThousandths: odds, winCount: 2, maxProfit });
          return payout - stake <= maxProfit;
        },
      ),
    );
  });

  // The largest system the UI offers (12 selections, every winCount); speed is measured by `npm run bench`.
  it('pays a 12-fold system of every size as the sum over its explicit combinations', () => {
    const odds = Array.from({ length: 12 }, (_, i) => 1500 + i * 137);
    for (let winCount = 2; winCount < 12; winCount += 1) {
      expect(systemPayout({ stake: 100_000, oddsThousandths: odds, winCount })).toBe(payoutByEnumeration(100_000, odds, winCount));
    }
  });
});

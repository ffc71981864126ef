import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capPayout, potentialProfit, potentialWin } from '../src';

// ARCHITECTURE §5: potential win = floor(stake × odds), integer minor units.
describe('potential win', () => {
  it.each([
    [1000, 2500, 2500],
    [1, 1010, 1],
    [1, 2500, 2],
    [333, 1500, 499],
    [100_000_000_000, 1_000_000, 100_000_000_000_000],
  ])('stake %s × odds %s/1000 = %s', (stake, odds, win) => {
    expect(potentialWin(stake, odds)).toBe(win);
  });

  it('profit is the win minus the stake', () => {
    expect(potentialProfit(1000, 2500)).toBe(1500);
  });

  // Issue 3: no drift with odds like 1.01 and stakes like 0.01 in every subunit precision.
  it.each([1, 100, 1000, 100_000_000])('has no drift with subunits %s', (subunits) => {
    const minimumStake = subunits === 1 ? 1 : subunits / 100; // 0.01 of a major unit
    expect(potentialWin(minimumStake, 1010)).toBe(Math.floor((minimumStake * 101) / 100));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1001, max: 1_000_000 }), (units, odds) => {
        const stake = units * minimumStake;
        const win = potentialWin(stake, odds);
        // exact: win ≤ stake·odds/1000 < win + 1, checked in integers
        return BigInt(win) * 1000n <= BigInt(stake) * BigInt(odds) && BigInt(stake) * BigInt(odds) < BigInt(win + 1) * 1000n;
      }),
    );
  });

  it('caps a payout at stake plus the maximum profit', () => {
    expect(capPayout(10_000, 1000, 5000)).toBe(6000);
    expect(capPayout(3000, 1000, 5000)).toBe(3000);
  });
});

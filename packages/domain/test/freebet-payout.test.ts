import { describe, expect, it } from 'vitest';
import { FREEBET_TYPES, freebetPayout, isFreebetType, isStakeEqualsProfit } from '../src';

// spec core §5: a stake-equals-profit check is used for free-bet win-only.
describe('free-bet payouts', () => {
  it.each([
    ['freebet', true, 1500],
    ['freebet_only_win', true, 1500],
    ['freebet_all_win', false, 2500],
    ['freebet_no_risk', false, 2500],
  ] as const)('%s: stake-equals-profit %s, 10.00 at 2.50 pays %s', (type, profitOnly, payout) => {
    expect(isStakeEqualsProfit(type)).toBe(profitOnly);
    expect(freebetPayout(type, 1000, 2500)).toBe(payout);
  });

  it('recognises the free-bet type keys', () => {
    expect(FREEBET_TYPES.every(isFreebetType)).toBe(true);
    expect(isFreebetType('comboboost')).toBe(false);
  });
});

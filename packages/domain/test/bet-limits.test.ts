import { describe, expect, it } from 'vitest';
import { checkBetLimits, isBlockingViolation, type BetLimits, type LimitedBet } from '../src';

const LIMITS: BetLimits = {
  selectionLimit: { value: 3 },
  oddsLimit: { value: 50, action: 'reject' },
  maxStakeLimit: { fiat: [{ currencyCode: 'EUR', amount: 100_000 }], crypto: [{ currencyCode: 'BTC', amount: 10_000_000 }] },
  payoutLimit: { fiat: [{ currencyCode: 'EUR', amount: 1_000_000 }], crypto: [], action: 'reject' },
};
const ok: LimitedBet = { currency: 'EUR', stake: 1000, selectionOdds: [2], potentialWin: 2000 };

// spec core §5: limit checks in the order selection count → odds → stake → payout.
describe('checkBetLimits', () => {
  it('passes a bet within every limit', () => {
    expect(checkBetLimits([ok], LIMITS)).toBeNull();
  });

  it.each([
    ['selection count above selectionLimit', { ...ok, selectionOdds: [2, 2, 2, 2] }, 'MAX_SELECTIONS', ['error.validation.bet_limits.selection_limit_exceeded']],
    ['odds above the odds limit', { ...ok, selectionOdds: [50.001] }, 'MAX_ODDS', ['error.validation.bet_limits.odds_limit_exceeded']],
    ['stake above the max stake for the currency', { ...ok, stake: 100_001 }, 'MAX_STAKE', ['error.validation.bet_limits.max_stake_limit_exceeded']],
    ['crypto stake above its max stake', { ...ok, currency: 'BTC', stake: 10_000_001, potentialWin: 20_000_002 }, 'MAX_STAKE', ['error.validation.bet_limits.max_stake_limit_exceeded']],
    ['profit above the payout limit', { ...ok, stake: 100_000, potentialWin: 1_100_001 }, 'MAX_PAYOUT', ['error.validation.bet_limits.payout_limit_exceeded']],
  ] as const)('rejects %s', (_name, bet, reason, keys) => {
    expect(checkBetLimits([bet], LIMITS)).toEqual({ reason, action: 'reject', messageKeys: keys });
  });

  it('reports the first failing check in order', () => {
    const everything: LimitedBet = { currency: 'EUR', stake: 200_000, selectionOdds: [60, 2, 2, 2], potentialWin: 99_000_000 };
    expect(checkBetLimits([everything], LIMITS)?.reason).toBe('MAX_SELECTIONS');
    expect(checkBetLimits([{ ...everything, selectionOdds: [60] }], LIMITS)?.reason).toBe('MAX_ODDS');
    expect(checkBetLimits([{ ...everything, selectionOdds: [2] }], LIMITS)?.reason).toBe('MAX_STAKE');
  });

  it('counts selections over all bets', () => {
    expect(checkBetLimits([ok, ok, ok, ok], LIMITS)?.reason).toBe('MAX_SELECTIONS');
  });

  it('odds at the limit pass', () => {
    expect(checkBetLimits([{ ...ok, selectionOdds: [50] }], LIMITS)).toBeNull();
  });

  it('uses warning keys for the accept action', () => {
    const accepting: BetLimits = { ...LIMITS, oddsLimit: { value: 50, action: 'accept' }, payoutLimit: { ...LIMITS.payoutLimit!, action: 'accept' } };
    expect(checkBetLimits([{ ...ok, selectionOdds: [60] }], accepting)).toEqual({
      reason: 'MAX_ODDS',
      action: 'accept',
      messageKeys: ['warning.validation.bet_limits.odds_limit_exceeded.title', 'warning.validation.bet_limits.odds_limit_exceeded.description'],
    });
    expect(checkBetLimits([{ ...ok, potentialWin: 2_000_000 }], accepting)).toEqual({
      reason: 'MAX_PAYOUT',
      action: 'accept',
      messageKeys: ['warning.validation.bet_limits.payout_limit_exceeded.title', 'warning.validation.bet_limits.payout_limit_exceeded.description'],
    });
  });

  it('has no limit for missing settings or currencies', () => {
    const none: BetLimits = { selectionLimit: null, oddsLimit: null, maxStakeLimit: null, payoutLimit: null };
    expect(checkBetLimits([{ currency: 'EUR', stake: 1e12, selectionOdds: [999, 2, 2, 2], potentialWin: 1e15 }], none)).toBeNull();
    expect(checkBetLimits([{ ...ok, currency: 'USD', stake: 1e9, potentialWin: 1e12 }], LIMITS)).toBeNull();
  });

  it('only reject blocks', () => {
    expect(isBlockingViolation(null)).toBe(false);
    expect(isBlockingViolation({ reason: 'MAX_ODDS', action: 'accept', messageKeys: [] })).toBe(false);
    expect(isBlockingViolation({ reason: 'MAX_ODDS', action: 'reject', messageKeys: [] })).toBe(true);
  });
});

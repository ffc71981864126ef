import { describe, expect, it } from 'vitest';
import {
  betSetProblem,
  checkBetLimits,
  selectPotentialWin,
  settleBet,
  SYSTEM_MAX_PROFIT,
  systemMaxProfit,
  systemPayout,
  toLimitedBet,
  type BetLimits,
} from '../src';
import { bet, selection } from './fixtures';

// Spec core §9 "system profit is capped by a maximum-win constant" (value not shown: SYSTEM_MAX_PROFIT).
const legs = [selection('m1', { odds: 40 }), selection('m2', { odds: 50 }), selection('m3', { odds: 60 })];
/** 2/3 at 40, 50, 60: the lines pay (2000 + 2400 + 3000) / 3 ≈ 2466.67 × the stake. */
const big = (stake: number, currency = 'EUR') => bet('system', legs, { stake, currency, systemType: { totalCount: 3, winCount: 2 } });
const CAP = 1_000_000_00;

describe('the system maximum-win constant', () => {
  it('is 1,000,000.00 in EUR, USD and GBP, 5,000,000.00 BRL and 10 BTC, in minor units, looked up in any case', () => {
    expect(SYSTEM_MAX_PROFIT).toEqual({ EUR: CAP, USD: CAP, GBP: CAP, BRL: 5_000_000_00, BTC: 10_00_000_000 });
    expect(systemMaxProfit('EUR')).toBe(CAP);
    expect(systemMaxProfit('btc')).toBe(10_00_000_000);
    expect(systemMaxProfit('XYZ')).toBeUndefined();
  });

  it('caps the potential win of a system bet at stake + the constant of its currency', () => {
    const stake = 100_000; // 1,000.00 → uncapped ≈ 2,466,666.66
    expect(systemPayout({ stake, oddsThousandths: [40_000, 50_000, 60_000], winCount: 2 })).toBe(246_666_666);
    expect(selectPotentialWin(big(stake))).toBe(stake + CAP);
    expect(selectPotentialWin(big(stake, 'usd'))).toBe(stake + CAP);
    expect(selectPotentialWin(big(stake, 'BRL'))).toBe(246_666_666); // under 5,000,000.00
    expect(selectPotentialWin(big(stake, 'XYZ'))).toBe(246_666_666); // no constant: not capped
    // Below the cap nothing changes; a cap passed in wins over the constant.
    expect(selectPotentialWin(big(3000))).toBe(Math.floor((3000 * (2000 + 2400 + 3000)) / 3));
    expect(selectPotentialWin(big(stake), 1000)).toBe(stake + 1000);
  });

  it('caps system bets only: a combo of the same legs pays its product', () => {
    expect(selectPotentialWin(bet('combo', legs, { stake: 100_000 }))).toBe(100_000 * 120_000);
  });

  it('is the profit the limit checks see: the slip validates the capped potential win', () => {
    const limits: BetLimits = {
      selectionLimit: null,
      oddsLimit: null,
      maxStakeLimit: null,
      payoutLimit: { fiat: [{ currencyCode: 'EUR', amount: CAP }], crypto: [], action: 'reject' },
    };
    expect(toLimitedBet(big(100_000)).potentialWin).toBe(100_000 + CAP);
    expect(checkBetLimits([toLimitedBet(big(100_000))], limits)).toBeNull();
    expect(betSetProblem([big(100_000)], limits)).toBeNull();
    // An uncapped profit of the same bet would have been refused.
    expect(checkBetLimits([{ ...toLimitedBet(big(100_000)), potentialWin: 246_666_666 }], limits)?.reason).toBe('MAX_PAYOUT');
  });

  it('bounds settlement: a system bet never pays more than the capped potential win stored at placement', () => {
    const stake = 100_000;
    const input = { type: 'system' as const, stake, oddsThousandths: 0, systemWinCount: 2, potentialWin: selectPotentialWin(big(stake)) };
    const won = legs.map((leg) => ({ odds: leg.odds * 1000, result: 'win' as const }));
    expect(settleBet({ ...input, legs: won })).toEqual({ result: 'win_entire', winAmount: stake + CAP });
    // One leg void: the lines (50 + 60 + 3000) / 3 still pay above the cap (≈ 1,036,666.66), so the cap holds.
    expect(settleBet({ ...input, legs: [{ ...won[0]!, result: 'refund' }, won[1]!, won[2]!] })).toEqual({ result: 'win_entire', winAmount: stake + CAP });
  });
});

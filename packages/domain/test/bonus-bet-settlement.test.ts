import { describe, expect, it } from 'vitest';
import { bonusPotentialWin, boostedOdds, potentialWin, settleBonusBet, type ComboBoostRange, type FreebetType, type SelectionResult } from '../src';

const STAKE = 1000; // 10.00
const ODDS = 2500; // 2.50
const RANGES: ComboBoostRange[] = [{ minCount: 3, maxCount: 4, bonusOddsThousandths: 1100 }];

/** A single of 10.00 at 2.50 placed with the free bet `type`: its stored potential win is the slip's (bonusPotentialWin). */
function freebetSingle(type: FreebetType, result: SelectionResult) {
  return settleBonusBet({ type: 'single', stake: STAKE, oddsThousandths: ODDS, legs: [{ odds: ODDS, result }], potentialWin: bonusPotentialWin(STAKE, ODDS, { type }) }, { type });
}

// docs/bonuses.md "Free-bet payouts": the settled bet, with the stored potential win the slip showed
// (profit only for the stake-not-returned kinds), pays every row of the table.
describe('a free-bet bet at settlement', () => {
  const table: [FreebetType, SelectionResult, number, boolean, number][] = [
    ['freebet', 'win', 1500, false, 0],
    ['freebet', 'half_win', 750, false, 0],
    ['freebet', 'half_lose', 0, false, 0],
    ['freebet', 'lose', 0, false, 0],
    ['freebet', 'refund', 0, true, 0],
    ['freebet_only_win', 'win', 1500, false, 0],
    ['freebet_only_win', 'refund', 0, false, 0],
    ['freebet_all_win', 'win', 2500, false, 0],
    ['freebet_all_win', 'half_lose', 500, false, 0],
    ['freebet_all_win', 'canceled', 0, true, 0],
    ['freebet_no_risk', 'win', 2500, false, 0],
    ['freebet_no_risk', 'half_lose', 500, false, 500],
    ['freebet_no_risk', 'lose', 0, false, 1000],
    ['freebet_no_risk', 'refund', 1000, false, 0],
  ];
  it.each(table)('%s, leg %s: cash %s, free bet back %s, refund %s', (type, leg, cash, returned, refund) => {
    expect(freebetSingle(type, leg)).toMatchObject({ winAmount: cash, freebetReturned: returned, freebetRefund: refund });
  });

  it('waits while a leg is open', () => {
    expect(settleBonusBet({ type: 'combo', stake: STAKE, oddsThousandths: ODDS * 2, legs: [{ odds: ODDS, result: 'win' }, { odds: 2000, result: 'open' }], potentialWin: 1500 }, { type: 'freebet' })).toBeNull();
  });
});

describe('a combo-boost bet at settlement', () => {
  const legs = (results: SelectionResult[]) => results.map((result) => ({ odds: 2000, result }));
  const total = 16_000;
  const boosted = potentialWin(STAKE, boostedOdds(total, 1100));

  it('pays the boosted potential win when every leg won, and the boost of the range left after a void leg', () => {
    expect(settleBonusBet({ type: 'combo', stake: STAKE, oddsThousandths: total, legs: legs(['win', 'win', 'win', 'win']), potentialWin: boosted }, { type: 'comboboost', ranges: RANGES }))
      .toEqual({ result: 'win_entire', winAmount: 17_600, freebetReturned: false, freebetRefund: 0 });
    expect(settleBonusBet({ type: 'combo', stake: STAKE, oddsThousandths: total, legs: legs(['win', 'win', 'win', 'refund']), potentialWin: boosted }, { type: 'comboboost', ranges: RANGES }))
      .toMatchObject({ result: 'win_entire', winAmount: 8800 });
  });

  it('pays nothing on a lost leg, and no boost without its ranges', () => {
    expect(settleBonusBet({ type: 'combo', stake: STAKE, oddsThousandths: total, legs: legs(['win', 'win', 'win', 'lose']), potentialWin: boosted }, { type: 'comboboost', ranges: RANGES }))
      .toMatchObject({ result: 'lose_entire', winAmount: 0 });
    expect(settleBonusBet({ type: 'combo', stake: STAKE, oddsThousandths: total, legs: legs(['win', 'win', 'win', 'refund']), potentialWin: boosted }, { type: 'comboboost' }))
      .toMatchObject({ winAmount: 8000 });
    expect(settleBonusBet({ type: 'combo', stake: STAKE, oddsThousandths: total, legs: legs(['win', 'win', 'win', 'win']) }, { type: 'comboboost', ranges: RANGES }))
      .toMatchObject({ winAmount: 16_000 });
  });
});

describe('a bet without a bonus (or one that changes nothing at settlement)', () => {
  it('is settleBet\'s', () => {
    const single = { type: 'single' as const, stake: STAKE, oddsThousandths: ODDS, legs: [{ odds: ODDS, result: 'win' as const }], potentialWin: 2500 };
    expect(settleBonusBet(single, null)).toEqual({ result: 'win_entire', winAmount: 2500, freebetReturned: false, freebetRefund: 0 });
    expect(settleBonusBet(single, { type: 'hunting' })).toEqual({ result: 'win_entire', winAmount: 2500, freebetReturned: false, freebetRefund: 0 });
    expect(settleBonusBet({ ...single, legs: [{ odds: ODDS, result: 'open' }] }, null)).toBeNull();
  });
});

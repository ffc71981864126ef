import { describe, expect, it } from 'vitest';
import { bonusPotentialWin, boostedOdds, comboBoostSettlement, potentialWin, settleBet, type ComboBoostRange, type SelectionResult } from '../src';

const RANGES: ComboBoostRange[] = [
  { minCount: 3, maxCount: 4, bonusOddsThousandths: 1100 },
  { minCount: 5, maxCount: 6, bonusOddsThousandths: 1200 },
];
const STAKE = 1000;
const LEG_ODDS = 2000;

/** A 4-fold at 2.00 a leg (16.00), boosted ×1.10 (17.60): potential win 176.00. */
function settle(results: SelectionResult[]) {
  const legs = results.map((result) => ({ odds: LEG_ODDS, result }));
  const total = LEG_ODDS ** results.length / 1000 ** (results.length - 1);
  const boostedPotential = potentialWin(STAKE, boostedOdds(total, 1100));
  const plain = settleBet({ type: 'combo', stake: STAKE, oddsThousandths: total, legs, potentialWin: potentialWin(STAKE, total) });
  if (plain === null) throw new Error('open');
  return comboBoostSettlement(plain, legs, RANGES, boostedPotential);
}

// spec promotions §3 combo boost ranges; docs/bonuses.md "Combo boost at settlement".
describe('combo boost at settlement', () => {
  it.each([
    ['every leg won: the boosted potential win', ['win', 'win', 'win', 'win'], 'win_entire', 17_600],
    ['a void leg, three left in range 1: boosted', ['win', 'win', 'win', 'refund'], 'win_entire', 8800],
    ['two void legs, two left in no range: not boosted', ['win', 'win', 'canceled', 'refund'], 'win_entire', 4000],
    ['a half win: boosted', ['win', 'win', 'win', 'half_win'], 'refund_half_win_other', 13_200],
    ['a half loss: not boosted', ['win', 'win', 'win', 'half_lose'], 'refund_half_lose_other', 4000],
    ['a lost leg', ['win', 'win', 'win', 'lose'], 'lose_entire', 0],
    ['every leg void', ['refund', 'refund', 'canceled', 'refund'], 'refund_entire', 1000],
  ] as const)('%s', (_, results, result, winAmount) => {
    expect(settle([...results])).toEqual({ result, winAmount });
  });

  it('never pays more than the stored potential win', () => {
    const legs = [{ odds: 2000, result: 'win' as const }, { odds: 2000, result: 'win' as const }, { odds: 2000, result: 'win' as const }, { odds: 2000, result: 'refund' as const }];
    expect(comboBoostSettlement({ result: 'win_entire', winAmount: 8000 }, legs, RANGES, 8500)).toEqual({ result: 'win_entire', winAmount: 8500 });
  });
});

// promotions §4 boosted odds and potential win, as the slip shows them and placement stores them.
describe('potential win with a bonus', () => {
  it.each([
    ['no bonus', null, 2500],
    ['combo boost ×1.10', { type: 'comboboost', boostOdds: 1100 }, 2750],
    ['combo boost without odds', { type: 'comboboost' }, 2500],
    ['freebet (profit only)', { type: 'freebet' }, 1500],
    ['freebet_only_win (profit only)', { type: 'freebet_only_win' }, 1500],
    ['freebet_all_win (stake returned)', { type: 'freebet_all_win' }, 2500],
    ['freebet_no_risk (a cash bet)', { type: 'freebet_no_risk' }, 2500],
    ['another bonus type', { type: 'lootbox' }, 2500],
  ] as const)('%s → %s', (_, bonus, expected) => {
    expect(bonusPotentialWin(1000, 2500, bonus)).toBe(expected);
  });

  it('boosted odds are rounded down to hundredths, like every bet price', () => {
    expect(boostedOdds(3333, 1050)).toBe(3490);
  });
});

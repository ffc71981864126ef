import { describe, expect, it } from 'vitest';
import {
  selectBetTotalOdds,
  selectBoostedTotalOdds,
  selectHasPendingChanges,
  selectIsMultiSingle,
  selectIsOutcomeSelected,
  selectIsSlipEmpty,
  selectPotentialWin,
  selectSelectionCount,
  selectTotalStake,
} from '../src';
import { bet, selection, ticketWith } from './fixtures';

const legs = [selection('m1', { odds: 1.5 }), selection('m2', { odds: 2 }), selection('m3', { odds: 3 })];

describe('slip selectors', () => {
  it('total odds: product of odds, custom odds for a custom bet', () => {
    expect(selectBetTotalOdds(bet('combo', legs))).toBe(9000);
    expect(selectBetTotalOdds(bet('custom_bet', legs, { customOdds: 4.5 }))).toBe(4500);
    expect(selectBetTotalOdds(bet('custom_bet', legs))).toBe(9000);
  });

  it('combo boost applies to combos with a chosen combo boost only', () => {
    const ranges = [{ minCount: 3, maxCount: 5, bonusOddsThousandths: 1100 }];
    const boost = { bonusId: 'c', bonusType: 'comboboost' as const };
    expect(selectBoostedTotalOdds(bet('combo', legs, { bonus: boost }), ranges)).toBe(9900);
    expect(selectBoostedTotalOdds(bet('combo', legs), ranges)).toBe(9000);
    expect(selectBoostedTotalOdds(bet('system', legs, { bonus: boost }), ranges)).toBe(9000);
  });

  it('potential win for combo, system (capped) and free bet', () => {
    expect(selectPotentialWin(bet('combo', legs, { stake: 1000 }))).toBe(9000);
    const system = bet('system', legs, { stake: 3000, systemType: { totalCount: 3, winCount: 2 } });
    expect(selectPotentialWin(system)).toBe(3000 * (3 + 4.5 + 6) / 3);
    expect(selectPotentialWin(system, 1000)).toBe(4000);
    expect(selectPotentialWin(bet('single', [legs[1] ?? legs[0]!], { stake: 1000, bonus: { bonusId: 'f', bonusType: 'freebet_only_win' } }))).toBe(1000);
  });

  it('totals, counts and flags', () => {
    const ticket = ticketWith([bet('single', [legs[0]!], { stake: 100 }), bet('single', [{ ...legs[1]!, isChanged: true }], { stake: 200 })]);
    expect(selectTotalStake(ticket)).toBe(300);
    expect(selectSelectionCount(ticket)).toBe(2);
    expect(selectIsMultiSingle(ticket)).toBe(true);
    expect(selectIsMultiSingle(ticketWith([bet('combo', legs)]))).toBe(false);
    expect(selectHasPendingChanges(ticket)).toBe(true);
    expect(selectIsOutcomeSelected(ticket, 'm1')).toBe(true);
    expect(selectIsOutcomeSelected(ticket, 'm9')).toBe(false);
    expect(selectIsSlipEmpty(ticket)).toBe(false);
    expect(selectIsSlipEmpty(ticketWith([]))).toBe(true);
  });
});

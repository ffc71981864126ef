import { toPlacedBet } from '@sportsbook/contracts/models';
import { describe, expect, it } from 'vitest';
import { betDto } from '../test/fixtures';
import { betBonusSummary } from './bet-bonus';
import { shownOdds } from './bet-list';

// issue 20 "My bets shows the bonus used on each bet and what it added".
describe('betBonusSummary', () => {
  it('a combo boost: the boosted odds, and what the boost adds to the potential win', () => {
    const bet = toPlacedBet(betDto({ odds: 3.5, stake: { value: 1000, currency: 'EUR', subunits: 100 }, potential_win_amount: 3850, bonus: { id: '7', type: 'comboboost', odds: 1.1 } }));
    expect(betBonusSummary(bet)).toEqual({ type: 'comboboost', boostedOdds: 3.85, added: 350 });
    expect(shownOdds(bet)).toBe(3.85);
  });

  it('a free bet: the stake it paid; none: nothing, and the bet\'s own odds', () => {
    const free = toPlacedBet(betDto({ stake: { value: 500, currency: 'EUR', subunits: 100 }, bonus: { id: '8', type: 'freebet_no_risk', odds: null } }));
    expect(betBonusSummary(free)).toEqual({ type: 'freebet_no_risk', stake: 500 });
    const plain = toPlacedBet(betDto({ odds: 3.5 }));
    expect(betBonusSummary(plain)).toBeNull();
    expect(shownOdds(plain)).toBe(3.5);
    expect(betBonusSummary(toPlacedBet(betDto({ bonus: { id: '9', type: 'hunting', odds: null } })))).toBeNull();
  });
});

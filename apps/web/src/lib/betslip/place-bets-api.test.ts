import { BET_TYPE, createSingleBet, type SlipBet, type SlipSelection } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { toPlaceBetBody } from './place-bets-api';

const leg = (id: string): SlipSelection => ({
  id, type: 'match', matchId: Number(id), matchUrnId: '', matchSlug: '', marketId: 1, marketName: '', specifier: '', outcomeId: '1', outcomeName: '',
  odds: 2, acceptedOdds: 2, initialOdds: 2, active: true, provider: 'betradar', sportKey: 'football', nameA: '', nameB: '', categoryName: '',
  matchStatus: 0, isSuspended: false, isChanged: false, isNotAvailable: false,
});

// issue 20 "the combo-boost marker with the active range's odds is sent with the bet"; promotions §4.
describe('the bonus marker of a placed bet', () => {
  const combo: SlipBet = { ...createSingleBet(leg('1'), { currency: 'EUR', subunits: 100 }), betType: BET_TYPE.combo, stake: 1_000, selections: ['1', '2', '3'].map(leg) };

  it('carries a combo boost\'s range odds as a decimal', () => {
    expect(toPlaceBetBody({ ...combo, bonus: { bonusId: '7', bonusType: 'comboboost', oddsThousandths: 1100 } }).bonus).toEqual({ id: '7', type: 'comboboost', odds: 1.1 });
  });

  it('carries no odds for a free bet, and nothing without a bonus', () => {
    expect(toPlaceBetBody({ ...combo, bonus: { bonusId: '8', bonusType: 'freebet', freebetStake: 500 } }).bonus).toEqual({ id: '8', type: 'freebet', odds: null });
    expect(toPlaceBetBody({ ...combo, bonus: null }).bonus).toBeNull();
  });
});

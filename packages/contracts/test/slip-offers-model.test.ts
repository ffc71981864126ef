import { describe, expect, it } from 'vitest';
import { toAvailableBonuses, type GenericBonusDto } from '../src/models';

const offer = (type: GenericBonusDto['type'], details: Partial<GenericBonusDto['details']>): GenericBonusDto => ({
  type,
  details: { id: '1', name: 'x', amount: null, ranges: null, selected_range: null, suitable_selections: [], farming_stats: null, ...details },
  currency: null,
  farming_freebet_type: null,
});

describe('toAvailableBonuses', () => {
  it('takes the combo boost at its selected range and every free bet with its amount', () => {
    expect(toAvailableBonuses([
      offer('comboboost', { id: '3', ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1 }, { min_count: 5, max_count: 9, bonus_odds: 1.25 }], selected_range: 1 }),
      offer('freebet', { id: '4', amount: 500 }),
      offer('freebet_no_risk', { id: '5', amount: 1000 }),
    ])).toEqual({
      comboboost: { bonusId: '3', bonusType: 'comboboost', oddsThousandths: 1250 },
      freebet: [{ bonusId: '4', bonusType: 'freebet', freebetStake: 500 }, { bonusId: '5', bonusType: 'freebet_no_risk', freebetStake: 1000 }],
      hunting: null,
      lootbox: null,
      tournament: null,
    });
  });

  it('leaves out a boost without a selected range, a free bet without an amount and types the slip does not take', () => {
    expect(toAvailableBonuses([offer('comboboost', { ranges: [] }), offer('freebet', {}), offer('hunting', {})])).toEqual({ comboboost: null, freebet: [], hunting: null, lootbox: null, tournament: null });
  });
});

import type { BonusDto, FreebetDto } from '@sportsbook/contracts/models';
import { describe, expect, it } from 'vitest';
import { endsAt, freebetAmount, groupBonuses, needsActivation, unseenOf, usesLeft } from './bonus-view';

const campaign = { campaign_id: 1, name: 'x', uses_count: 2, country_codes: [], event_conditions: [], only_verified: false, valid_to: '2026-12-01T00:00:00.000Z', trigger_key: null, status: 'active' as const, banners: [] };
const boost: BonusDto = { ...campaign, id: '1', type: 'comboboost', min_odds: 1.2, ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1 }], issued: null };
const freebet: FreebetDto = {
  ...campaign, id: '2', type: 'freebet_no_risk', min_odds: null, max_odds: null, match_status: 'both', selection_count_from: 1, selection_count_to: null, amounts: { USD: 550, EUR: 500 }, boost_data: null,
  issued: { seen: false, times_used: 1, activated_at: null, expired_at: '2026-11-30T00:00:00.000Z', computed_status: 'active', is_active: true, currency: 'EUR', amount: 500, created_at: '2026-11-26T00:00:00.000Z', boost_multiplier: null },
};

describe('bonus view', () => {
  it('groups combo boosts then free bets, leaving out empty groups', () => {
    expect(groupBonuses([freebet, boost]).map((entry) => [entry.group, entry.bonuses.map((bonus) => bonus.id)])).toEqual([['comboboost', ['1']], ['freebet', ['2']]]);
    expect(groupBonuses([freebet]).map((entry) => entry.group)).toEqual(['freebet']);
  });

  it('a free bet\'s amount: the issued one, else the campaign\'s in the currency, else its first', () => {
    expect(freebetAmount(freebet, 'USD')).toEqual({ value: 500, currency: 'EUR' });
    const visitor: FreebetDto = { ...freebet, issued: null };
    expect(freebetAmount(visitor, 'USD')).toEqual({ value: 550, currency: 'USD' });
    expect(freebetAmount(visitor, 'GBP')).toEqual({ value: 550, currency: 'USD' });
    expect(freebetAmount({ ...visitor, amounts: {} }, 'GBP')).toBeNull();
  });

  it('uses left and the end: the player\'s bonus, or the campaign\'s', () => {
    expect(usesLeft(freebet)).toBe(1);
    expect(usesLeft(boost)).toBeNull();
    expect(endsAt(freebet)).toBe('2026-11-30T00:00:00.000Z');
    expect(endsAt(boost)).toBe('2026-12-01T00:00:00.000Z');
  });

  it('needs activation: a player\'s free bet waiting (available) or replaced (overridden), nothing else', () => {
    const withStatus = (status: NonNullable<FreebetDto['issued']>['computed_status']): FreebetDto => ({ ...freebet, issued: freebet.issued ? { ...freebet.issued, computed_status: status } : null });
    expect(needsActivation(withStatus('available'))).toBe(true);
    expect(needsActivation(withStatus('overridden'))).toBe(true);
    for (const status of ['active', 'not_available', 'bonus_over', 'expired', 'deactivated', 'unknown'] as const) expect(needsActivation(withStatus(status))).toBe(false);
    expect(needsActivation({ ...freebet, issued: null })).toBe(false);
  });

  it('unseen: only the player\'s bonuses not yet seen, by id and type', () => {
    const seen: FreebetDto = { ...freebet, id: '5', issued: freebet.issued ? { ...freebet.issued, seen: true } : null };
    expect(unseenOf([boost, freebet, seen])).toEqual([{ id: '2', type: 'freebet_no_risk' }]);
    expect(unseenOf([boost, seen])).toEqual([]);
  });
});

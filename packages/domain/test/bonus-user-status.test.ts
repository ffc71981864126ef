import { describe, expect, it } from 'vitest';
import { bonusTiming, issuedExpiry, isActivatable, isActiveOnIssue, isUsableStatus, overriddenByActivation, userBonusStatus, type IssuedBonusState } from '../src';

const now = new Date('2030-01-10T12:00:00Z');
const base: IssuedBonusState = {
  campaignStatus: 'active',
  validFrom: null,
  expiresAt: new Date('2030-01-20T00:00:00Z'),
  timesUsed: 0,
  usesCount: 1,
  isActive: true,
  activatedAt: new Date('2030-01-01T00:00:00Z'),
  playerEligible: true,
};

// spec promotions §4 "Bonus states", computed by the server in this order.
describe('user bonus status', () => {
  it.each([
    ['active', {}, 'active'],
    ['campaign ended', { campaignStatus: 'ended' as const, timesUsed: 1 }, 'deactivated'],
    ['expired', { expiresAt: now }, 'expired'],
    ['expired before used up', { expiresAt: new Date('2030-01-01T00:00:00Z'), timesUsed: 1 }, 'expired'],
    ['no expiry', { expiresAt: null }, 'active'],
    ['every use spent', { timesUsed: 1 }, 'bonus_over'],
    ['campaign paused', { campaignStatus: 'paused' as const }, 'not_available'],
    ['player not eligible', { playerEligible: false }, 'not_available'],
    ['campaign not started', { validFrom: new Date('2030-01-11T00:00:00Z') }, 'not_available'],
    ['campaign started', { validFrom: new Date('2030-01-09T00:00:00Z') }, 'active'],
    ['issued, not activated', { isActive: false, activatedAt: null }, 'available'],
    ['replaced by another activation', { isActive: false }, 'overridden'],
  ] as const)('%s → %s', (_, change, expected) => {
    expect(userBonusStatus({ ...base, ...change }, now)).toBe(expected);
  });

  it('only an active bonus is usable; available, overridden and active ones can be activated', () => {
    expect(isUsableStatus('active')).toBe(true);
    expect(isUsableStatus('available')).toBe(false);
    expect(['available', 'overridden', 'active'].every((status) => isActivatable(status as never))).toBe(true);
    expect(['expired', 'bonus_over', 'deactivated', 'not_available'].some((status) => isActivatable(status as never))).toBe(false);
  });
});

// spec promotions §4 "Bonus timing: Past, Valid, Upcoming".
describe('bonus timing', () => {
  it.each([
    [null, null, 'Valid'],
    ['2030-01-11T00:00:00Z', null, 'Upcoming'],
    [null, '2030-01-10T12:00:00Z', 'Past'],
    ['2030-01-01T00:00:00Z', '2030-01-11T00:00:00Z', 'Valid'],
  ])('from %s to %s → %s', (from, to, expected) => {
    expect(bonusTiming(from === null ? null : new Date(from), to === null ? null : new Date(to), now)).toBe(expected);
  });
});

// spec core §3 allow_multiple_active_user_freebets.
describe('free-bet activation', () => {
  it.each([
    ['comboboost', true, false, true],
    ['freebet', false, false, true],
    ['freebet', true, false, false],
    ['freebet_no_risk', true, true, true],
  ])('%s issued (player has an active free bet: %s, several allowed: %s) is active: %s', (type, hasActive, multiple, expected) => {
    expect(isActiveOnIssue(type, hasActive, multiple)).toBe(expected);
  });

  it('activating a free bet overrides the other active free bets unless several are allowed', () => {
    const active = [{ id: 1, type: 'freebet' }, { id: 2, type: 'comboboost' }, { id: 3, type: 'freebet_all_win' }];
    expect(overriddenByActivation({ id: 4, type: 'freebet_only_win' }, active, false)).toEqual([1, 3]);
    expect(overriddenByActivation({ id: 1, type: 'freebet' }, active, false)).toEqual([3]);
    expect(overriddenByActivation({ id: 4, type: 'freebet' }, active, true)).toEqual([]);
    expect(overriddenByActivation({ id: 5, type: 'comboboost' }, active, false)).toEqual([]);
  });
});

// A free bet lasts until the campaign's expiry, or expiry_days from its issue when that is sooner.
describe('issued bonus expiry', () => {
  const issuedAt = new Date('2030-01-10T00:00:00Z');
  it.each([
    [null, null, null],
    ['2030-01-20T00:00:00Z', null, '2030-01-20T00:00:00.000Z'],
    [null, 3, '2030-01-13T00:00:00.000Z'],
    ['2030-01-20T00:00:00Z', 3, '2030-01-13T00:00:00.000Z'],
    ['2030-01-12T00:00:00Z', 3, '2030-01-12T00:00:00.000Z'],
  ])('valid to %s, %s days → %s', (validTo, days, expected) => {
    expect(issuedExpiry(validTo === null ? null : new Date(validTo), days, issuedAt)?.toISOString() ?? null).toBe(expected);
  });
});

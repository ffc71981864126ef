import type { LootboxDto } from '@sportsbook/contracts/models';
import { describe, expect, it } from 'vitest';
import { canOpen, chancePercent, prizeText } from './lootbox-view';

const lootbox = (overrides: Partial<LootboxDto> = {}, box: Partial<NonNullable<LootboxDto['box']>> | null = {}): LootboxDto => ({
  id: '7', type: 'lootbox', campaign_id: 3, name: 'Chest', state: 'active', valid_from: null, valid_to: null, banners: [], terms: null, prizes: [], chest_size: 'small',
  box: box === null ? null : { computed_status: 'available', seen: false, created_at: '2025-03-01T12:00:00Z', expired_at: null, prize: null, ...box },
  ...overrides,
});

describe('lootbox view', () => {
  it('names each prize kind with its amount', () => {
    expect(prizeText({ kind: 'cash', amount: 200, currency: 'EUR' })).toEqual({ key: 'prize.cash', amount: 200, currency: 'EUR' });
    expect(prizeText({ kind: 'freebet', amount: 500, currency: 'EUR' })).toEqual({ key: 'prize.freebet', amount: 500, currency: 'EUR' });
    expect(prizeText({ kind: 'nothing', amount: null, currency: null })).toEqual({ key: 'prize.nothing', amount: null, currency: null });
    // A visitor's table has no amounts: the kind alone.
    expect(prizeText({ kind: 'cash', amount: null, currency: null }).key).toBe('kind.cash');
    expect(prizeText({ kind: 'freebet', amount: null, currency: null }).key).toBe('kind.freebet');
  });
  it('shows chances as whole per cents', () => {
    expect([0.1, 0.3, 0.6, 0.004, 0, 1].map(chancePercent)).toEqual(['10', '30', '60', '<1', '0', '100']);
  });
  it('opens only the player\'s available box of an active campaign', () => {
    expect(canOpen(lootbox())).toBe(true);
    expect(canOpen(lootbox({}, null))).toBe(false);
    expect(canOpen(lootbox({}, { computed_status: 'bonus_over' }))).toBe(false);
    expect(canOpen(lootbox({ state: 'paused' }, { computed_status: 'not_available' }))).toBe(false);
    expect(canOpen(lootbox({ state: 'paused' }))).toBe(false);
  });
});

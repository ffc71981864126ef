import { describe, expect, it } from 'vitest';
import { areBonusAlertsShown, isBonusNoticeVisible, unseenBonuses } from '../src';

// promotions §4 "Bonus notices".
describe('bonus notices', () => {
  it.each([
    ['AVAILABLE', [], true],
    ['active', [], true],
    ['NOT_AVAILABLE', [], true],
    ['EXPIRED', [], false],
    ['deactivated', [], false],
    ['AVAILABLE', ['hunting'], false],
    ['AVAILABLE', ['tournament'], true],
  ] as const)('status %s with disabled types %j → %s', (status, disabled, visible) => {
    expect(isBonusNoticeVisible({ bonusType: 'hunting', userBonusStatus: status }, disabled)).toBe(visible);
  });

  it('shows alerts only to logged-in users', () => {
    expect(areBonusAlertsShown(true)).toBe(true);
    expect(areBonusAlertsShown(false)).toBe(false);
  });

  it('marks only unseen bonuses', () => {
    expect(unseenBonuses([{ id: 1, seen: true }, { id: 2, seen: false }, { id: 3 }]).map((b) => b.id)).toEqual([2, 3]);
  });
});

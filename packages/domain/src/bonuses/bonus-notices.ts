/**
 * Bonus notices and alerts (promotions §4 "Bonus notices", "Bonus alerts", "Marking bonuses as seen").
 */
import type { BonusType } from './bonus-types';

/** User statuses whose bonuses are announced (promotions §4). */
export const NOTICE_STATUSES = ['AVAILABLE', 'ACTIVE', 'NOT_AVAILABLE'] as const;

export interface NoticeCandidate {
  bonusType: BonusType;
  /** Server-computed user status, any case ("available" or "AVAILABLE"). */
  userBonusStatus: string;
  seen?: boolean;
}

/** A bonus is shown if its user status is AVAILABLE, ACTIVE or NOT_AVAILABLE and its type is not disabled. */
export function isBonusNoticeVisible(bonus: NoticeCandidate, disabledTypes: readonly BonusType[]): boolean {
  const status = bonus.userBonusStatus.toUpperCase();
  return (NOTICE_STATUSES as readonly string[]).includes(status) && !disabledTypes.includes(bonus.bonusType);
}

/** Bonus alerts show only to logged-in users (promotions §4). */
export function areBonusAlertsShown(isLoggedIn: boolean): boolean {
  return isLoggedIn;
}

/** Marking as seen sends only the bonuses not yet seen (promotions §4, §5). */
export function unseenBonuses<T extends { seen?: boolean }>(bonuses: readonly T[]): T[] {
  return bonuses.filter((bonus) => bonus.seen !== true);
}

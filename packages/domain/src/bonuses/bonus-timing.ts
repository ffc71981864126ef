/**
 * Bonus timing (spec promotions §4 "Bonus timing: Past, Valid, Upcoming"): before its start a
 * campaign is Upcoming, after its end Past, otherwise Valid. A missing bound is open.
 */
import type { BonusTiming } from './bonus-types';

export function bonusTiming(validFrom: Date | null, validTo: Date | null, now: Date): BonusTiming {
  if (validFrom !== null && validFrom.getTime() > now.getTime()) return 'Upcoming';
  if (validTo !== null && validTo.getTime() <= now.getTime()) return 'Past';
  return 'Valid';
}

const DAY_MS = 86_400_000;

/**
 * When a bonus issued at `issuedAt` expires: the campaign's end (combo boost valid_to, free bet
 * expiry), or sooner when the free bet lasts `expiryDays` from its issue; null: never.
 */
export function issuedExpiry(validTo: Date | null, expiryDays: number | null, issuedAt: Date): Date | null {
  const byDays = expiryDays === null ? null : new Date(issuedAt.getTime() + expiryDays * DAY_MS);
  if (byDays === null || (validTo !== null && validTo.getTime() <= byDays.getTime())) return validTo;
  return byDays;
}

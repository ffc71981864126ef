/**
 * Responsible-gambling limits (spec promotions §3 "Responsible-gambling limit", issue 21): the
 * period windows a limit counts in, which way a change goes, and the status a limit shows at a
 * given time. Pure: every function takes the time it judges (`now`, ms since the epoch).
 */

export type LimitPeriod = 'day' | 'week' | 'month';

/** What is stored; `unconfirmed_disabled` is derived from the clock (see effectiveLimitStatus). */
export type StoredLimitStatus = 'active' | 'pending' | 'confirmed_disabled' | 'expired';
export type LimitStatus = StoredLimitStatus | 'unconfirmed_disabled';

/** A time-out may last at most six weeks; a self-exclusion with an end at least six months. */
export const TIME_OUT_MAX_DAYS = 42;
export const SELF_EXCLUSION_MIN_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar window (UTC, strategy `calendar`) of `period` that holds `now`: from the start of
 * the day, of the ISO week (Monday) or of the month, to the start of the next one (exclusive):
 * when the limit resets.
 */
export function limitWindow(period: LimitPeriod, now: number): { start: number; end: number } {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (period === 'month') return { start: Date.UTC(year, month, 1), end: Date.UTC(year, month + 1, 1) };
  const dayStart = Date.UTC(year, month, date.getUTCDate());
  if (period === 'day') return { start: dayStart, end: dayStart + DAY_MS };
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const start = dayStart - sinceMonday * DAY_MS;
  return { start, end: start + 7 * DAY_MS };
}

/**
 * Which way a change of an amount limit goes: a lower amount applies at once; a higher amount or
 * none (`null`: remove) waits the cooling-off period and the player's confirmation.
 */
export function limitChangeKind(current: number, requested: number | null): 'lower' | 'raise' | 'remove' | 'same' {
  if (requested === null) return 'remove';
  if (requested < current) return 'lower';
  return requested > current ? 'raise' : 'same';
}

export interface LimitClock {
  status: StoredLimitStatus;
  /** When the limit may stop applying: the end of a time-out, or the end of a change's cooling-off. */
  disableAt: number | null;
  /** The last moment the player may confirm a requested raise or removal (null: none requested). */
  confirmUntil: number | null;
}

/**
 * The status a limit shows at `now`. An active limit with a raise or removal asked shows
 * `unconfirmed_disabled` from the end of its cooling-off until `confirm_until` (it still binds until
 * confirmed); past `confirm_until` unconfirmed, the request lapsed and it is `active` again. An
 * active limit with an end and nothing to confirm (a time-out, a self-exclusion for a period) is
 * `expired` from its end. A pending raise expires with its unconfirmed request.
 */
export function effectiveLimitStatus(limit: LimitClock, now: number): LimitStatus {
  if (limit.status === 'pending') return limit.confirmUntil !== null && now >= limit.confirmUntil ? 'expired' : 'pending';
  if (limit.status !== 'active' || limit.disableAt === null || now < limit.disableAt) return limit.status;
  if (limit.confirmUntil === null) return 'expired';
  return now < limit.confirmUntil ? 'unconfirmed_disabled' : 'active';
}

/** Whether the limit holds the player back at `now` (active, or disabled but not yet confirmed). */
export function limitBinds(limit: LimitClock, now: number): boolean {
  const status = effectiveLimitStatus(limit, now);
  return status === 'active' || status === 'unconfirmed_disabled';
}

/** A requested raise or removal waiting for the cooling-off to end (it cannot be confirmed yet). */
export function limitChangeCooling(limit: LimitClock, now: number): boolean {
  return limit.status === 'active' && limit.confirmUntil !== null && limit.disableAt !== null && now < limit.disableAt;
}

/** An amount limit with what its current period has counted so far. */
export interface LimitUsage {
  id: number;
  period: LimitPeriod;
  amount: number;
  used: number;
}

/**
 * The limit that `extra` more would take past (used + extra > amount), the one with the least left
 * first (then the shorter period); null when every limit holds it.
 */
export function exceededLimit<T extends LimitUsage>(usages: readonly T[], extra: number): T | null {
  const order: Record<LimitPeriod, number> = { day: 0, week: 1, month: 2 };
  const exceeded = usages.filter((usage) => usage.used + extra > usage.amount);
  exceeded.sort((a, b) => a.amount - a.used - (b.amount - b.used) || order[a.period] - order[b.period]);
  return exceeded[0] ?? null;
}

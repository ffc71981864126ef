/**
 * The jackpot ticker's count-up (issue 23 "a jackpot ticker … that counts up live"): between two
 * reads of a jackpot (every 15 s) the amount shown climbs from what was shown to what was read,
 * evenly over the interval, in whole minor units; it never counts down (a hit shows the new, lower
 * pool at once).
 */
export function countUpValue(from: number, to: number, startedAt: number, now: number, durationMs: number): number {
  if (to <= from || durationMs <= 0) return to;
  const progress = Math.min(1, Math.max(0, (now - startedAt) / durationMs));
  return from + Math.floor((to - from) * progress);
}

/** Spec promotions §4, §9: a jackpot is read again every 15 s; its hits every 60 s. */
export const JACKPOT_REFRESH_MS = 15_000;
export const JACKPOT_HITS_REFRESH_MS = 60_000;

/**
 * The leaderboard order of a tournament (issue 23 "a leaderboard per tournament over its period,
 * ranked by farmed amount"). Ties are broken deterministically: at equal farmed amounts, who
 * reached the amount first (the settlement time of the last bet that counted) ranks higher, and
 * at the same time the lower id of that bet (bets settled in one run share the time). A player
 * has one entry per tournament and currency and a bet belongs to one player, so no two entries
 * compare equal: the order is total.
 */
export interface LeaderboardEntry {
  userId: number;
  farmedAmount: number;
  /** When the last qualifying bet counted (ms since the epoch). */
  reachedAt: number;
  /** The id of that bet. */
  lastBetId: number;
}

/** Negative when `left` ranks above `right`. */
export function compareEntries(left: LeaderboardEntry, right: LeaderboardEntry): number {
  return right.farmedAmount - left.farmedAmount || left.reachedAt - right.reachedAt || left.lastBetId - right.lastBetId;
}

/** The entries in leaderboard order, each with its position from 1. */
export function rankEntries<T extends LeaderboardEntry>(entries: readonly T[]): (T & { position: number })[] {
  return [...entries].sort(compareEntries).map((entry, index) => ({ ...entry, position: index + 1 }));
}

/** The entry after adding a counted bet: the amount grows, and it reached it at the bet's settlement. */
export function addFarmed<T extends LeaderboardEntry>(entry: T, bet: { stake: number; settledAt: number; betId: number }): T {
  return { ...entry, farmedAmount: entry.farmedAmount + bet.stake, reachedAt: bet.settledAt, lastBetId: bet.betId };
}

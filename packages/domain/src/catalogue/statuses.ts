/** Match status numbers (spec core §3). Live status is derived from the match status. */
export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;
export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];
export const MATCH_STATUSES: readonly MatchStatus[] = Object.values(MATCH_STATUS);

/** A match is live while it is in play or stopped mid-play (spec core §3: derived from status). */
export function isLiveStatus(status: MatchStatus): boolean {
  return status === MATCH_STATUS.live || status === MATCH_STATUS.stopped;
}

/** Market status values (spec core §3). Status 0 (not allowed) is never listed. */
export const MARKET_STATUS = {
  allowed: 1,
  suspended: -1,
  notAllowed: 0,
  deactivated: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];
export const MARKET_STATUSES: readonly MarketStatus[] = Object.values(MARKET_STATUS);

export const SPORT_TYPES = ['regular', 'cyber', 'premium_cricket'] as const;
export type SportType = (typeof SPORT_TYPES)[number];

export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Match types; the three outright kinds count together as "outrights" (spec core §3). */
export const MATCH_TYPES = ['match', 'stage', 'season', 'simple_tournament'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
export const OUTRIGHT_TYPES = ['season', 'simple_tournament', 'stage'] as const satisfies readonly MatchType[];

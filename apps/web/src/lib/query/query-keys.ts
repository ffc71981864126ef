import type { MatchesQueryInput } from '@sportsbook/contracts';

/**
 * The query keys of the catalogue's server state, in one place: the features' queries and the
 * realtime cache patches (lib/live) must agree on them, and lib cannot import features.
 */
export const queryKeys = {
  /** Every match listing of a locale: ['matches', locale, query]. */
  matchesRoot: (locale: string) => ['matches', locale] as const,
  matches: (locale: string, query: MatchesQueryInput) => ['matches', locale, query] as const,
  match: (locale: string, matchId: number) => ['match', locale, matchId] as const,
  matchMarkets: (locale: string, matchId: number) => ['match-markets', locale, matchId] as const,
  matchStatistics: (locale: string, matchId: number) => ['match-statistics', locale, matchId] as const,
  matchStreams: (locale: string, matchId: number) => ['match-streams', locale, matchId] as const,
  /**
   * The signed-in player's favourite matches: a listing under matchesRoot, so realtime patches it
   * like the others (no status filter: it is refetched, not extended, when favourites change).
   */
  favouriteMatches: (locale: string) => ['matches', locale, { favourite: 'true' }] as const,
  favouriteTournaments: (locale: string) => ['favourite-tournaments', locale] as const,
  /** A prediction's tally and the caller's vote (GET /vote); vote_changed on the match channel patches it. */
  prediction: (predictionId: string) => ['prediction', predictionId] as const,
  /** A live match's tracker (GET /matches/{id}/tracker); match_tracker on the match channel replaces it. */
  matchTracker: (matchId: number) => ['match-tracker', matchId] as const,
  /** A match chat's messages on screen, oldest first (GET /matches/{id}/chat); the chat channel patches it. */
  chat: (matchId: number) => ['chat', matchId] as const,
  /** The promotions' tournaments and their leaderboards; tournament_pool_changed invalidates them all. */
  promoTournaments: () => ['promo-tournaments'] as const,
} as const;

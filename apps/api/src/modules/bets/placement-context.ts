/**
 * What a placement is validated in (issue 6): the book lines of its selections, found by their
 * wire identity, the placing player and whether the bearer's session is alive. Read by
 * BetsRepository.placementContext, kept by PlacementContextCache.
 */
import type { MarketStatus, MatchStatus, MatchType, Provider } from '@sportsbook/domain';

/** One outcome of the current book, found by its wire identity (match, market type, specifier, outcome key). */
export interface BookOutcome {
  matchId: number;
  matchStatus: MatchStatus;
  matchType: MatchType;
  matchSlug: string;
  matchUrnId: string;
  provider: Provider;
  sportKey: string;
  home: string;
  away: string;
  tournamentName: string;
  startTime: Date;
  marketTypeId: number;
  specifier: string;
  marketName: string;
  marketStatus: MarketStatus;
  outcomeKey: string;
  outcomeName: string;
  active: boolean;
  /** Thousandths. */
  odds: number;
}

/** The identity of a selection on the wire. */
export interface SelectionKey {
  matchId: number;
  marketTypeId: number;
  specifier: string;
  outcomeKey: string;
}

export const selectionKeyOf = (key: SelectionKey): string => `${key.matchId}|${key.marketTypeId}|${key.specifier}|${key.outcomeKey}`;

/** The placing player's pve flag, language, acceptance-mode setting and whether they have wager or loss limits. */
export interface PlacingPlayer {
  pve: boolean;
  language: string;
  autoAccept: 'none' | 'higher' | 'any' | null;
  /** users.bet_limits: place_bet_batch checks (and counts for) their wager and loss limits. */
  betLimits: boolean;
}

/** A placement's reads (BetsRepository.placementContext): its bearer's session, its player, its selections. */
export interface PlacementContextRequest {
  sessionHash: string;
  userId: number;
  keys: readonly SelectionKey[];
  now: Date;
}

export interface PlacementContext {
  /** The bearer's session exists, belongs to the user and has not expired. */
  alive: boolean;
  player: PlacingPlayer | null;
  book: Map<string, BookOutcome>;
  /** Answered from PlacementContextCache, not read now: a refusal found in it must be found again in a fresh read. */
  cached: boolean;
}

/**
 * The player's sportsbook session for the reality check (spec promotions §3 "Reality check session:
 * bets_sum, wins_sum, period from/to", §7 POST /sportsbook_sessions; issue 21), without zod (the
 * browser reads it). Sums in minor units of `currency` (the active account's): cash staked and cash
 * returned by bets (wins, refunds, cashouts) since the session began.
 */
export interface SportsbookSessionDto {
  bets_sum: number;
  wins_sum: number;
  currency: string;
  period: { from: string; to: string };
  /** Seconds between reality checks (the player's choice, else the site's). */
  reality_check_interval_seconds: number;
  /** When the next reality check is due: the last "continue" (or the session's start) plus the interval. */
  next_reality_check_at: string;
  /** When the player's session-time limit ends this session (null: no such limit); then the call answers 403 SESSION_LIMIT_REACHED. */
  session_ends_at: string | null;
}

/** Error codes of the session calls. */
export const SESSION_ERROR_CODES = {
  /** 400: the site runs no reality check (the client stops asking). */
  realityCheckOff: 'REALITY_CHECK_OFF',
} as const;

/** A BroadcastChannel message between a player's tabs (spec promotions §5 "A broadcast channel carries reality-check and out-of-session-limit events"). */
export type RealityCheckBroadcast =
  | { type: 'reality_check'; session: SportsbookSessionDto }
  | { type: 'answered' }
  | { type: 'out_of_session' };

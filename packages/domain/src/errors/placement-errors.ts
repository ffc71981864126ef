/**
 * Bet placement error mapping (spec core §8 "Bet placement codes", "Wrong-odds flag", §4
 * "Placement flow": per-bet messages mapped to the selection id).
 *
 * Choices where the spec is silent:
 * - Code 118 (Brazilian municipality not found) maps to error.place_bets.municipality_not_found.
 * - Per-bet messages arrive as a list aligned with the bets sent; each message is keyed by every
 *   selection id of its bet, so the slip can show it next to each selection.
 * - An unauthorised error (HTTP 401 / code "UNAUTHORIZED") is not a ticket error: the caller resets
 *   to INITIAL and requests sign-in.
 */
import type { TicketError } from '../betslip/slip-types';

export const PLACEMENT_ERROR_CODE = {
  invalidOdds: 101,
  pvePlayerBetForbidden: 114,
  municipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

export const PLACEMENT_ERROR_NAME = {
  INVALID_ODDS: PLACEMENT_ERROR_CODE.invalidOdds,
  PVE_PLAYER_BET_FORBIDDEN: PLACEMENT_ERROR_CODE.pvePlayerBetForbidden,
  MUNICIPALITY_NOT_FOUND: PLACEMENT_ERROR_CODE.municipalityNotFound,
  INVALID_ODDS_CUSTOM_BET: PLACEMENT_ERROR_CODE.invalidOddsCustomBet,
} as const;

export const PVE_FORBIDDEN_KEY = 'error.platform.pve_player_bet_forbidden';
export const DEFAULT_PLACEMENT_ERROR_KEY = 'error.place_bets.default';

const KEY_BY_CODE: Readonly<Record<number, string>> = {
  [PLACEMENT_ERROR_CODE.invalidOdds]: 'error.place_bets.invalid_odds',
  [PLACEMENT_ERROR_CODE.pvePlayerBetForbidden]: PVE_FORBIDDEN_KEY,
  [PLACEMENT_ERROR_CODE.municipalityNotFound]: 'error.place_bets.municipality_not_found',
  [PLACEMENT_ERROR_CODE.invalidOddsCustomBet]: 'error.place_bets.invalid_odds_custom_bet',
};

/** Message keys that set the wrong-odds flag (spec core §8). */
export const WRONG_ODDS_KEYS = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
] as const;

/** A user-is-out-of-limit error is never reported (spec core §8). */
export const OUT_OF_LIMIT_ERROR_KEY = 'error.user_is_out_of_limit';

/** Normalises a numeric code or a name such as "INVALID_ODDS" to the numeric code; null if unknown. */
export function placementErrorCode(code: number | string | null | undefined): number | null {
  if (typeof code === 'number') return code;
  if (code === null || code === undefined) return null;
  if (/^\d+$/.test(code)) return Number(code);
  return code in PLACEMENT_ERROR_NAME ? PLACEMENT_ERROR_NAME[code as keyof typeof PLACEMENT_ERROR_NAME] : null;
}

/** The message key for a code; a server-provided key is preferred when present. */
export function placementErrorKey(code: number | string | null | undefined, serverMessageKey?: string | null): string {
  if (serverMessageKey) return serverMessageKey;
  const numeric = placementErrorCode(code);
  return (numeric === null ? undefined : KEY_BY_CODE[numeric]) ?? DEFAULT_PLACEMENT_ERROR_KEY;
}

export function isWrongOddsError(code: number | string | null | undefined, messageKey?: string | null): boolean {
  return placementErrorCode(code) === PLACEMENT_ERROR_CODE.invalidOdds || (WRONG_ODDS_KEYS as readonly (string | null | undefined)[]).includes(messageKey);
}

export function isUnauthorizedError(status: number | undefined, code: number | string | null | undefined): boolean {
  return status === 401 || code === 'UNAUTHORIZED';
}

export interface PlacementFailure {
  code: number | string | null;
  /** Server-provided message key, preferred when present. */
  messageKey?: string | null;
  /** localized_message of the body, shown as is when present (spec core §8). */
  localizedMessage?: string | null;
  details?: readonly string[];
  /** One entry per bet sent, in order; null where a bet has no message. */
  betMessages?: readonly (string | null)[];
  payload?: unknown;
}

/** Maps a placement failure to the ticket error (spec core §4 "Placement flow", §8). */
export function toTicketError(failure: PlacementFailure, bets: readonly { selections: readonly { id: string }[] }[]): TicketError {
  const messagesByBet: Record<string, string> = {};
  failure.betMessages?.forEach((message, index) => {
    if (message === null) return;
    for (const selection of bets[index]?.selections ?? []) messagesByBet[selection.id] = message;
  });
  return {
    message: failure.localizedMessage || placementErrorKey(failure.code, failure.messageKey),
    details: failure.details ?? [],
    messagesByBet,
    payload: failure.payload ?? null,
    isWrongOddsError: isWrongOddsError(failure.code, failure.messageKey),
    code: failure.code,
  };
}

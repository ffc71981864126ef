import type { BetDto, PlaceBetBody, PlaceBetsBody } from '@sportsbook/contracts/models';
import { BET_TYPE, bonusMarker, thousandthsToOdds, type SlipBet } from '@sportsbook/domain';
import { ApiError } from '@/lib/api/api-error';
import { notifyUnauthorized } from '@/lib/api/platform-client';
import { clearSportsbookToken, getSportsbookToken } from '@/lib/auth/sportsbook-token';

export const PLACE_BETS_PATH = '/sportsbook/v3/bets';

/** A slip bet as POST /sportsbook/v3/bets takes it (packages/contracts bets/bet.ts placeBetSchema). */
export function toPlaceBetBody(bet: SlipBet): PlaceBetBody {
  return {
    type: bet.betType,
    stake: { value: bet.stake, currency: bet.currency },
    selections: bet.selections.map((selection) => ({
      match_id: selection.matchId,
      market_id: selection.marketId,
      specifier: selection.specifier,
      outcome_id: selection.outcomeId,
      odds: selection.acceptedOdds,
    })),
    system: bet.betType === BET_TYPE.system && bet.systemType ? { win_count: bet.systemType.winCount, total_count: bet.systemType.totalCount } : null,
    custom_odds: bet.betType === BET_TYPE.customBet ? bet.customOdds : null,
    bonus: placedBonusMarker(bet),
  };
}

/** The bonus marker on the wire (promotions §4): a combo boost's also carries its range's odds, decimal. */
function placedBonusMarker(bet: SlipBet): PlaceBetBody['bonus'] {
  const marker = bonusMarker(bet.bonus);
  if (marker === null) return null;
  return { id: marker.id, type: marker.type, odds: marker.oddsThousandths === undefined ? null : thousandthsToOdds(marker.oddsThousandths) };
}

/** Pauses before sending a placement again whose outcome was unknown (two retries at most). */
export const OUTCOME_UNKNOWN_RETRY_DELAYS_MS = [500, 1_500] as const;

/** The server's code for a placement whose answer was lost (it may have been made). */
const OUTCOME_UNKNOWN = 'OUTCOME_UNKNOWN';

/**
 * POST /sportsbook/v3/bets with the player's bearer and an Idempotency-Key (one per placement, sent
 * with every one). When its outcome is unknown (the request failed on the network, or the server
 * answered 503 OUTCOME_UNKNOWN: its answer was lost after the bets may have been placed), the same
 * request goes again with the same key, so the server answers the bets it placed the first time
 * instead of placing them twice (issue 19 point 11).
 * 401 signs the player out with the expired prompt (lib/api notifyUnauthorized → session).
 * Throws ApiError for every refusal; returns the placed bets.
 */
export async function postBets(body: PlaceBetsBody, idempotencyKey: string): Promise<BetDto[]> {
  for (const delay of OUTCOME_UNKNOWN_RETRY_DELAYS_MS) {
    try {
      return await postBetsOnce(body, idempotencyKey);
    } catch (error) {
      const unknown = error instanceof TypeError || (error instanceof ApiError && error.status === 503 && error.code === OUTCOME_UNKNOWN);
      if (!unknown) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return postBetsOnce(body, idempotencyKey);
}

async function postBetsOnce(body: PlaceBetsBody, idempotencyKey: string): Promise<BetDto[]> {
  const token = await getSportsbookToken();
  if (!token) {
    const error = new ApiError(401, PLACE_BETS_PATH, null);
    notifyUnauthorized(error);
    throw error;
  }
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'idempotency-key': idempotencyKey,
  };
  if (body.meta.locale) headers['accept-language'] = body.meta.locale;
  const response = await fetch(PLACE_BETS_PATH, { method: 'POST', headers, body: JSON.stringify(body), cache: 'no-store' });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new ApiError(response.status, PLACE_BETS_PATH, payload);
    if (response.status === 401) {
      clearSportsbookToken();
      notifyUnauthorized(error);
    }
    throw error;
  }
  return (payload as { data: BetDto[] }).data;
}

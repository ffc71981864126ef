import type { SlipOffersBody, SlipOffersResponse } from '@sportsbook/contracts/models';
import type { SlipBet } from '@sportsbook/domain';
import { getSportsbookToken } from '@/lib/auth/sportsbook-token';

export const SLIP_OFFERS_PATH = '/sportsbook/v1/bonuses/bet-slip';

/** The slip's bets as POST /bonuses/bet-slip takes them (the server decides which bonuses apply). */
export function slipOffersBody(bets: readonly SlipBet[]): SlipOffersBody {
  return {
    bets: bets.map((bet) => ({
      type: bet.betType,
      currency: bet.currency,
      selections: bet.selections.map((selection) => ({ match_id: selection.matchId, market_id: selection.marketId, specifier: selection.specifier, outcome_id: selection.outcomeId, odds: selection.odds })),
    })),
  };
}

/** What decides the offers: bet types, currencies, selections and their odds (not the stakes). */
export function slipOffersKey(bets: readonly SlipBet[]): string {
  return JSON.stringify(slipOffersBody(bets));
}

/** The offers per bet, or null when the player has no bearer or the call fails (the slip keeps what it has). */
export async function fetchSlipOffers(body: SlipOffersBody, signal?: AbortSignal): Promise<SlipOffersResponse | null> {
  const token = await getSportsbookToken();
  if (!token) return null;
  const response = await fetch(SLIP_OFFERS_PATH, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  }).catch(() => null);
  if (!response?.ok) return null;
  return (await response.json().catch(() => null)) as SlipOffersResponse | null;
}

import { toMarket, type CustomBetCalculationDto, type CustomBetMarketsDto, type CustomBetOddsDto, type CustomBetSelectionBody, type Market } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

export interface CustomMarkets {
  markets: Market[];
  groups: CustomBetMarketsDto['groups'];
}

/** GET /sportsbook/v1/bets/custom/markets/{matchId}: the builder markets of a match. */
export async function fetchCustomMarkets(matchId: number, locale: string): Promise<CustomMarkets> {
  const body = await sportsbookAuthRequest<CustomBetMarketsDto>(`/bets/custom/markets/${matchId}`, { locale, optional: true });
  return { markets: body.data.map(toMarket), groups: body.groups };
}

/** POST /bets/custom/calculate {selections}: the builder price and the refusals. */
export async function calculateCustomBet(selections: CustomBetSelectionBody[], locale: string): Promise<CustomBetCalculationDto> {
  const body = await sportsbookAuthRequest<{ data: CustomBetCalculationDto }>('/bets/custom/calculate', { method: 'POST', body: { selections }, locale, optional: true });
  return body.data;
}

/** POST /bets/custom/odds {selections}: the price of adding each other builder outcome. */
export async function fetchCustomOdds(selections: CustomBetSelectionBody[], locale: string): Promise<CustomBetOddsDto> {
  const body = await sportsbookAuthRequest<{ data: CustomBetOddsDto }>('/bets/custom/odds', { method: 'POST', body: { selections }, locale, optional: true });
  return body.data;
}

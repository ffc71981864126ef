import { MARKET_STATUS } from '@sportsbook/domain';
import { toMarket, type Market, type MarketDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';
import type { Paged } from '@/lib/api/paged';

/**
 * GET /matches/{id}/markets and its mapping. Server code imports it directly; the browser's
 * query (./get-match-markets) loads it on its first refetch, outside first-load JavaScript.
 */

/** Match markets limit (spec core §9). */
export const MATCH_MARKETS_LIMIT = 500;

export type MarketsBody = Paged<MarketDto>;

export async function getMatchMarkets(
  matchId: number,
  locale: string,
  { signal, reader = browserReader<MarketsBody>() }: { signal?: AbortSignal; reader?: ResponseReader<MarketsBody> } = {},
): Promise<Market[]> {
  const body = await sportsbookRequest(`/matches/${matchId}/markets`, reader, {
    locale,
    signal,
    query: { limit: MATCH_MARKETS_LIMIT },
  });
  // Markets not allowed are never listed (spec core §3), even if a backend sends them.
  return body.data.map(toMarket).filter((market) => market.status !== MARKET_STATUS.notAllowed);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_STATUS } from '@sportsbook/domain';
import { toMarket, type Market, type MarketDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';
import type { Paged } from '@/lib/api/paged';
import { useLiveRefetchInterval } from '@/lib/query/live-refresh';
import { queryKeys } from '@/lib/query/query-keys';

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

/** The server prefetch passes its validating `reader`; the browser's refetches use the default. */
export function getMatchMarketsQueryOptions(matchId: number, locale: string, reader?: ResponseReader<MarketsBody>) {
  return queryOptions({
    queryKey: queryKeys.matchMarkets(locale, matchId),
    queryFn: ({ signal }) => getMatchMarkets(matchId, locale, { signal, ...(reader ? { reader } : {}) }),
  });
}

/** Live markets are patched by realtime events; they poll slowly only while realtime is down. */
export function useMatchMarkets(matchId: number, locale: string, live: boolean) {
  return useQuery({ ...getMatchMarketsQueryOptions(matchId, locale), refetchInterval: useLiveRefetchInterval(live) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseReader } from '@/lib/api/api-client';
import { useLiveRefetchInterval } from '@/lib/query/live-refresh';
import { queryKeys } from '@/lib/query/query-keys';
import type { MarketsBody } from './match-markets-request';

export type { MarketsBody } from './match-markets-request';

/**
 * The server prefetch passes its validating `reader`; the browser's refetches use the default.
 * The request code is imported when the query first runs (./match-markets-request).
 */
export function getMatchMarketsQueryOptions(matchId: number, locale: string, reader?: ResponseReader<MarketsBody>) {
  return queryOptions({
    queryKey: queryKeys.matchMarkets(locale, matchId),
    queryFn: ({ signal }) =>
      import('./match-markets-request').then(({ getMatchMarkets }) => getMatchMarkets(matchId, locale, { signal, ...(reader ? { reader } : {}) })),
  });
}

/** Live markets are patched by realtime events; they poll slowly only while realtime is down. */
export function useMatchMarkets(matchId: number, locale: string, live: boolean) {
  return useQuery({ ...getMatchMarketsQueryOptions(matchId, locale), refetchInterval: useLiveRefetchInterval(live) });
}

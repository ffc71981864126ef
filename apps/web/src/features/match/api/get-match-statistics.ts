import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseReader } from '@/lib/api/api-client';
import { useLiveRefetchInterval } from '@/lib/query/live-refresh';
import { queryKeys } from '@/lib/query/query-keys';
import type { StatisticsBody } from './match-statistics-request';

export type { StatisticsBody } from './match-statistics-request';

/**
 * The server prefetch passes its validating `reader`; the browser's refetches use the default.
 * The request code is imported when the query first runs (./match-statistics-request).
 */
export function getMatchStatisticsQueryOptions(matchId: number, locale: string, reader?: ResponseReader<StatisticsBody>) {
  return queryOptions({
    queryKey: queryKeys.matchStatistics(locale, matchId),
    queryFn: ({ signal }) =>
      import('./match-statistics-request').then(({ getMatchStatistics }) =>
        getMatchStatistics(matchId, locale, { signal, ...(reader ? { reader } : {}) }),
      ),
  });
}

/** Patched from match_changed events (the match carries its statistics); slow poll only while realtime is down. */
export function useMatchStatistics(matchId: number, locale: string, live: boolean) {
  return useQuery({ ...getMatchStatisticsQueryOptions(matchId, locale), refetchInterval: useLiveRefetchInterval(live) });
}

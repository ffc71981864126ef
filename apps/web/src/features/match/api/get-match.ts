import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_FALLBACK_REFETCH_MS, useRealtimeStale } from '@/lib/query/live-refresh';
import { queryKeys } from '@/lib/query/query-keys';

export type { MatchBody } from './match-request';

export function getMatchQueryOptions(matchId: number, locale: string) {
  return queryOptions({
    queryKey: queryKeys.match(locale, matchId),
    queryFn: ({ signal }) => import('./match-request').then(({ getMatch }) => getMatch(matchId, locale, { signal })),
  });
}

/**
 * Patched by realtime events (public and match channels); while realtime is down a live match
 * polls slowly (lib/query/live-refresh).
 */
export function useMatch(matchId: number, locale: string) {
  const stale = useRealtimeStale();
  return useQuery({
    ...getMatchQueryOptions(matchId, locale),
    refetchInterval: (query) => (stale && query.state.data?.isLive ? LIVE_FALLBACK_REFETCH_MS : false),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { toMatch, type Match, type MatchDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';
import { LIVE_FALLBACK_REFETCH_MS, useRealtimeStale } from '@/lib/query/live-refresh';
import { queryKeys } from '@/lib/query/query-keys';

export interface MatchBody {
  data: MatchDto;
}

export async function getMatch(
  matchId: number,
  locale: string,
  { signal, reader = browserReader<MatchBody>() }: { signal?: AbortSignal; reader?: ResponseReader<MatchBody> } = {},
): Promise<Match> {
  const body = await sportsbookRequest(`/matches/${matchId}`, reader, { locale, signal });
  return toMatch(body.data);
}

export function getMatchQueryOptions(matchId: number, locale: string) {
  return queryOptions({
    queryKey: queryKeys.match(locale, matchId),
    queryFn: ({ signal }) => getMatch(matchId, locale, { signal }),
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { toStatistics, type Statistics, type StatisticsDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';
import { useLiveRefetchInterval } from '@/lib/query/live-refresh';
import { queryKeys } from '@/lib/query/query-keys';

export interface StatisticsBody {
  data: StatisticsDto | null;
}

export async function getMatchStatistics(
  matchId: number,
  locale: string,
  { signal, reader = browserReader<StatisticsBody>() }: { signal?: AbortSignal; reader?: ResponseReader<StatisticsBody> } = {},
): Promise<Statistics | null> {
  const body = await sportsbookRequest(`/matches/${matchId}/statistics`, reader, { locale, signal });
  return body.data && toStatistics(body.data);
}

/** The server prefetch passes its validating `reader`; the browser's refetches use the default. */
export function getMatchStatisticsQueryOptions(matchId: number, locale: string, reader?: ResponseReader<StatisticsBody>) {
  return queryOptions({
    queryKey: queryKeys.matchStatistics(locale, matchId),
    queryFn: ({ signal }) => getMatchStatistics(matchId, locale, { signal, ...(reader ? { reader } : {}) }),
  });
}

/** Patched from match_changed events (the match carries its statistics); slow poll only while realtime is down. */
export function useMatchStatistics(matchId: number, locale: string, live: boolean) {
  return useQuery({ ...getMatchStatisticsQueryOptions(matchId, locale), refetchInterval: useLiveRefetchInterval(live) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { toMatch, type Match, type MatchDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';
import { liveRefetchInterval } from '@/lib/query/live-refresh';

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
    queryKey: ['match', locale, matchId],
    queryFn: ({ signal }) => getMatch(matchId, locale, { signal }),
    // Poll while the match is live (until realtime replaces polling).
    refetchInterval: (query) => liveRefetchInterval(query.state.data?.isLive ?? false),
  });
}

export function useMatch(matchId: number, locale: string) {
  return useQuery(getMatchQueryOptions(matchId, locale));
}

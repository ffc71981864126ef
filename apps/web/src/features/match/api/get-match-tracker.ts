import type { MatchTrackerDto } from '@sportsbook/contracts/models';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';
import { useLiveRefetchInterval } from '@/lib/query/live-refresh';
import { queryKeys } from '@/lib/query/query-keys';

interface TrackerBody {
  data: MatchTrackerDto | null;
}

/**
 * GET /matches/{id}/tracker. The match view prefetches it on the server for a live match, so the
 * tracker is in the first paint (nothing moves when it arrives); the server passes its validating
 * `reader`, the browser's refetches use the default. Null: the match is not in play.
 */
export function getMatchTrackerQueryOptions(matchId: number, locale: string, reader: ResponseReader<TrackerBody> = browserReader<TrackerBody>()) {
  return queryOptions({
    queryKey: queryKeys.matchTracker(matchId),
    queryFn: async ({ signal }) => (await sportsbookRequest(`/matches/${matchId}/tracker`, reader, { locale, signal })).data,
  });
}

/** match_tracker on the match channel replaces it (lib/live/apply-event); a slow poll only while realtime is down. */
export function useMatchTracker(matchId: number, locale: string, live: boolean) {
  return useQuery({ ...getMatchTrackerQueryOptions(matchId, locale), refetchInterval: useLiveRefetchInterval(live) });
}

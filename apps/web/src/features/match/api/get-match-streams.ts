import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/query-keys';

/**
 * The match's streams, read when the STREAM tab opens (its panel is a chunk of its own), and
 * again when the match goes live or ends (`live` changes).
 */
export function useMatchStreams(matchId: number, locale: string, live: boolean) {
  return useQuery({
    queryKey: [...queryKeys.matchStreams(locale, matchId), live],
    queryFn: ({ signal }) => import('./match-streams-request').then(({ getMatchStreams }) => getMatchStreams(matchId, locale, { signal })),
  });
}

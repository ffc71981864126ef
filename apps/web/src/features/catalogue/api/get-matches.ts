import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchesQueryInput } from '@sportsbook/contracts';
import type { ResponseReader } from '@/lib/api/api-client';
import { useLiveRefetchInterval } from '@/lib/query/live-refresh';
import { queryKeys } from '@/lib/query/query-keys';
import type { MatchesBody } from './matches-request';

export type { MatchesBody, MatchesPage } from './matches-request';

/**
 * The server prefetch passes its validating `reader`; the browser's refetches use the default.
 * The request code is imported when the query first runs (./matches-request).
 */
export function getMatchesQueryOptions(query: MatchesQueryInput, locale: string, reader?: ResponseReader<MatchesBody>) {
  return queryOptions({
    queryKey: queryKeys.matches(locale, query),
    queryFn: ({ signal }) =>
      import('./matches-request').then(({ getMatchesListing }) => getMatchesListing(query, locale, { signal, ...(reader ? { reader } : {}) })),
  });
}

/**
 * Lists are patched by realtime events (lib/live); a `live` list polls slowly only while the
 * realtime connection is down (lib/query/live-refresh).
 */
export function useMatches(query: MatchesQueryInput, locale: string, live = false) {
  return useQuery({ ...getMatchesQueryOptions(query, locale), refetchInterval: useLiveRefetchInterval(live) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchesQueryInput } from '@sportsbook/contracts';
import { toMatch, toPagination, type Match, type MatchDto, type Pagination } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';
import type { Paged } from '@/lib/api/paged';
import { useLiveRefetchInterval } from '@/lib/query/live-refresh';
import { queryKeys } from '@/lib/query/query-keys';

export interface MatchesPage {
  matches: Match[];
  pagination: Pagination;
}

export type MatchesBody = Paged<MatchDto>;

export async function getMatches(
  query: MatchesQueryInput,
  locale: string,
  { signal, reader = browserReader<MatchesBody>() }: { signal?: AbortSignal; reader?: ResponseReader<MatchesBody> } = {},
): Promise<MatchesPage> {
  const body = await sportsbookRequest('/matches', reader, { locale, signal, query });
  return { matches: body.data.map(toMatch), pagination: toPagination(body.pagination) };
}

/** The server prefetch passes its validating `reader`; the browser's refetches use the default. */
export function getMatchesQueryOptions(query: MatchesQueryInput, locale: string, reader?: ResponseReader<MatchesBody>) {
  return queryOptions({
    queryKey: queryKeys.matches(locale, query),
    queryFn: ({ signal }) => getMatches(query, locale, { signal, ...(reader ? { reader } : {}) }),
  });
}

/**
 * Lists are patched by realtime events (lib/live); a `live` list polls slowly only while the
 * realtime connection is down (lib/query/live-refresh).
 */
export function useMatches(query: MatchesQueryInput, locale: string, live = false) {
  return useQuery({ ...getMatchesQueryOptions(query, locale), refetchInterval: useLiveRefetchInterval(live) });
}

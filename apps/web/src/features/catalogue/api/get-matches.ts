import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchesQueryInput } from '@sportsbook/contracts';
import { toMatch, toPagination, type Match, type MatchDto, type Pagination } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';
import type { Paged } from '@/lib/api/paged';
import { liveRefetchInterval } from '@/lib/query/live-refresh';

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

/**
 * `live` makes the list poll until realtime updates replace polling (lib/query/live-refresh).
 * The server prefetch passes its validating `reader`; the browser's refetches use the default.
 */
export function getMatchesQueryOptions(query: MatchesQueryInput, locale: string, live = false, reader?: ResponseReader<MatchesBody>) {
  return queryOptions({
    queryKey: ['matches', locale, query],
    queryFn: ({ signal }) => getMatches(query, locale, { signal, ...(reader ? { reader } : {}) }),
    refetchInterval: liveRefetchInterval(live),
  });
}

export function useMatches(query: MatchesQueryInput, locale: string, live = false) {
  return useQuery(getMatchesQueryOptions(query, locale, live));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isValidSearchQuery } from '@sportsbook/domain';
import { toSearchResult, type SearchResult, type SearchResultDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest } from '@/lib/api/api-client';

/** Search runs in the browser only (as the visitor types), so its reader is the browser's. */
export async function getSearch(query: string, locale: string, signal?: AbortSignal): Promise<SearchResult> {
  const body = await sportsbookRequest('/search', browserReader<SearchResultDto>(), { locale, signal, query: { q: query.trim() } });
  return toSearchResult(body);
}

export function getSearchQueryOptions(query: string, locale: string) {
  return queryOptions({
    queryKey: ['search', locale, query.trim()],
    queryFn: ({ signal }) => getSearch(query, locale, signal),
    // Only a query of 3 to 50 characters is sent (spec core §5).
    enabled: isValidSearchQuery(query),
    placeholderData: keepPreviousData,
  });
}

export function useSearch(query: string, locale: string) {
  return useQuery(getSearchQueryOptions(query, locale));
}

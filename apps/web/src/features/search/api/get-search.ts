import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isValidSearchQuery } from '@sportsbook/domain';
import type { SearchResult } from '@sportsbook/contracts/models';

/** The request code (./search-request) is imported on the first search, not with the page. */
export function getSearchQueryOptions(query: string, locale: string) {
  return queryOptions({
    queryKey: ['search', locale, query.trim()],
    queryFn: ({ signal }): Promise<SearchResult> => import('./search-request').then(({ getSearch }) => getSearch(query, locale, signal)),
    // Only a query of 3 to 50 characters is sent (spec core §5).
    enabled: isValidSearchQuery(query),
    placeholderData: keepPreviousData,
  });
}

export function useSearch(query: string, locale: string) {
  return useQuery(getSearchQueryOptions(query, locale));
}

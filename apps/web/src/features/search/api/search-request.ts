import { toSearchResult, type SearchResult, type SearchResultDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest } from '@/lib/api/api-client';

/**
 * GET /search and its mapping. Search runs in the browser only (as the visitor types), so its
 * reader is the browser's; ./get-search loads this module on the first search.
 */
export async function getSearch(query: string, locale: string, signal?: AbortSignal): Promise<SearchResult> {
  const body = await sportsbookRequest('/search', browserReader<SearchResultDto>(), { locale, signal, query: { q: query.trim() } });
  return toSearchResult(body);
}

/** Search query length bounds (spec core §5, §9). */
export const SEARCH_QUERY_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX_LENGTH = 50;

export function isValidSearchQuery(query: string): boolean {
  const length = query.trim().length;
  return length >= SEARCH_QUERY_MIN_LENGTH && length <= SEARCH_QUERY_MAX_LENGTH;
}

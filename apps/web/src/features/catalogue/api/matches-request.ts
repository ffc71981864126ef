import type { MatchesQueryInput } from '@sportsbook/contracts';
import { toMatch, toPagination, type Match, type MatchDto, type Pagination } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';
import type { Paged } from '@/lib/api/paged';

/**
 * The listing request (GET /matches) and its mapping to the client model. Server code imports
 * it directly; the browser's query (./get-matches) loads it on its first refetch, so neither the
 * HTTP client nor the mappers are part of first-load JavaScript.
 */
export interface MatchesPage {
  matches: Match[];
  pagination: Pagination;
}

export type MatchesBody = Paged<MatchDto>;

/**
 * A listing shows each match's main market only, so its cached matches leave the other markets
 * out: about half of a listing's data, which the page would otherwise carry twice (its HTML and
 * the query data handed to the browser) and parse on every load. Realtime updates still merge
 * into these matches as into full ones (lib/live/merge-match).
 */
export function toListingMatch(match: Match): Match {
  return match.secondaryMarket === null && match.topMarkets.length === 0 ? match : { ...match, secondaryMarket: null, topMarkets: [] };
}

/** The listing query's data (./get-matches): the page with listing matches. */
export async function getMatchesListing(
  query: MatchesQueryInput,
  locale: string,
  options: { signal?: AbortSignal; reader?: ResponseReader<MatchesBody> } = {},
): Promise<MatchesPage> {
  const page = await getMatches(query, locale, options);
  return { ...page, matches: page.matches.map(toListingMatch) };
}

export async function getMatches(
  query: MatchesQueryInput,
  locale: string,
  { signal, reader = browserReader<MatchesBody>() }: { signal?: AbortSignal; reader?: ResponseReader<MatchesBody> } = {},
): Promise<MatchesPage> {
  const body = await sportsbookRequest('/matches', reader, { locale, signal, query });
  return { matches: body.data.map(toMatch), pagination: toPagination(body.pagination) };
}

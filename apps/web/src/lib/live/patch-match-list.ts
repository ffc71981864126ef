import type { MatchesQueryInput } from '@sportsbook/contracts';
import type { Market, Match, Pagination } from '@sportsbook/contracts/models';
import { MATCH_STATUS, type MatchStatus } from '@sportsbook/domain';
import { applyMarketsToMatch, mergeMatch } from './merge-match';

/** The cached shape of a match listing (features/catalogue getMatches). */
export interface MatchesPageData {
  matches: Match[];
  pagination: Pagination;
}

export interface ListPatch {
  page: MatchesPageData;
  /** The list cannot be patched in place (a match should appear in it): refetch it. */
  refetch: boolean;
}

function queryStatuses(query: MatchesQueryInput): MatchStatus[] | null {
  const raw = query.match_status;
  if (raw === undefined || raw === null || raw === '') return null;
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => String(value).split(','));
  const statuses = values.map(Number).filter((value) => Number.isInteger(value)) as MatchStatus[];
  return statuses.length > 0 ? statuses : null;
}

/** A live list: filtered to live (and stopped) matches only. */
export function isLiveListQuery(query: MatchesQueryInput): boolean {
  const statuses = queryStatuses(query);
  return statuses !== null && statuses.every((status) => status === MATCH_STATUS.live || status === MATCH_STATUS.stopped);
}

/**
 * A listing after a match event. The match is updated in place; a match whose status no longer
 * fits the list's status filter leaves it (a finished match leaves live lists); a match that
 * now fits a live list it is not in makes that list refetch (its place depends on the sort).
 */
export function patchMatchList(page: MatchesPageData, match: Match, query: MatchesQueryInput): ListPatch {
  const statuses = queryStatuses(query);
  const fits = statuses === null || statuses.includes(match.status);
  const index = page.matches.findIndex((item) => item.matchId === match.matchId);
  if (index === -1) return { page, refetch: fits && statuses !== null && isLiveListQuery(query) };
  if (!fits) {
    const matches = page.matches.filter((_, position) => position !== index);
    return { page: { matches, pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) } }, refetch: false };
  }
  const merged = mergeMatch(page.matches[index]!, match);
  if (merged === page.matches[index]) return { page, refetch: false };
  const matches = page.matches.slice();
  matches[index] = merged;
  return { page: { ...page, matches }, refetch: false };
}

/** A listing after a markets_changed event: the match's main, secondary and top markets. */
export function patchMatchListMarkets(page: MatchesPageData, matchId: number, markets: Market[]): MatchesPageData {
  const index = page.matches.findIndex((item) => item.matchId === matchId);
  if (index === -1) return page;
  const patched = applyMarketsToMatch(page.matches[index]!, markets);
  if (patched === page.matches[index]) return page;
  const matches = page.matches.slice();
  matches[index] = patched;
  return { ...page, matches };
}

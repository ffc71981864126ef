import { FAVOURITES_LIMIT_CODE, toMatch, toPagination, toTournament, type FavouriteType, type MatchDto, type TournamentDto, type Tournament } from '@sportsbook/contracts/models';
import { ApiError } from '@/lib/api/api-error';
import type { Paged } from '@/lib/api/paged';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';
import type { MatchesPageData } from '@/lib/live/patch-match-list';

/**
 * The favourites calls of spec promotions §7 (bearer): GET /favourites/{type} answers the
 * catalogue's own bodies, so the favourite matches are a listing page like any other.
 */
export async function fetchFavouriteMatches(locale: string): Promise<MatchesPageData> {
  const body = await sportsbookAuthRequest<Paged<MatchDto>>('/favourites/matches', { locale });
  return { matches: body.data.map(toMatch), pagination: toPagination(body.pagination) };
}

export async function fetchFavouriteTournaments(locale: string): Promise<Tournament[]> {
  const body = await sportsbookAuthRequest<Paged<TournamentDto>>('/favourites/tournaments', { locale });
  return body.data.map(toTournament);
}

/** Why a mark or unmark failed: the player's limit, or anything else. */
export type FavouriteFailure = 'limit' | 'failed';

/** POST (mark) or DELETE (unmark) /favourites/{type}/{id}; both are idempotent on the server. */
export async function setFavourite(type: FavouriteType, id: number, marked: boolean): Promise<void> {
  await sportsbookAuthRequest<null>(`/favourites/${type}/${id}`, { method: marked ? 'POST' : 'DELETE' });
}

/** What a failed setFavourite means for the player. */
export function favouriteFailureOf(error: unknown): FavouriteFailure {
  return error instanceof ApiError && error.code === FAVOURITES_LIMIT_CODE ? 'limit' : 'failed';
}

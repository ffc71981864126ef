'use client';

import type { FavouriteType, Tournament } from '@sportsbook/contracts/models';
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { whenPlayer } from '@/lib/auth/require-player';
import { subscribeAuthUserId, useAuthUserId } from '@/lib/auth/use-auth-user-id';
import type { MatchesPageData } from '@/lib/live/patch-match-list';
import { queryKeys } from '@/lib/query/query-keys';
import type { FavouriteFailure } from './favourites-api';

export type { FavouriteFailure } from './favourites-api';
import { clearAllFlags, flagKey, setFlag, useFavouriteFlags } from './favourite-flags';

const resetClients = new WeakSet<QueryClient>();

// The calls and their mappers load with a player's first list or toggle: a visitor's page, which
// shows stars on every listing row, ships none of them.
const favouritesApi = () => import('./favourites-api');
type FavouritesApi = Awaited<ReturnType<typeof favouritesApi>>;

/**
 * Signing out (or in as someone else) drops the cached favourites and the optimistic flags
 * (spec promotions §4 "Logging out clears cached lists"). Subscribed once per query client.
 */
function resetOnUserChange(queryClient: QueryClient): void {
  if (resetClients.has(queryClient)) return;
  resetClients.add(queryClient);
  subscribeAuthUserId(() => {
    clearAllFlags();
    for (const locale of new Set(queryClient.getQueryCache().getAll().map((query) => query.queryKey[1]))) {
      if (typeof locale !== 'string') continue;
      queryClient.removeQueries({ queryKey: queryKeys.favouriteMatches(locale), exact: true });
      queryClient.removeQueries({ queryKey: queryKeys.favouriteTournaments(locale), exact: true });
    }
  });
}

/** One of the signed-in player's lists: fetched once signed in, dropped on sign-out. */
function usePlayerList<D, T>(queryKey: QueryKey, load: (api: FavouritesApi) => Promise<D>, select?: (data: D) => T) {
  const userId = useAuthUserId();
  const queryClient = useQueryClient();
  resetOnUserChange(queryClient);
  return useQuery<D, Error, T>({
    queryKey,
    queryFn: () => favouritesApi().then(load),
    enabled: userId !== null,
    staleTime: 60_000,
    ...(select ? { select } : {}),
  });
}

/** The signed-in player's favourite matches (a listing page); nothing for a visitor. */
export function useFavouriteMatches<T = MatchesPageData>(select?: (page: MatchesPageData) => T) {
  const locale = useLocale();
  return usePlayerList(queryKeys.favouriteMatches(locale), (api) => api.fetchFavouriteMatches(locale), select);
}

/** The signed-in player's favourite tournaments; nothing for a visitor. */
export function useFavouriteTournaments<T = Tournament[]>(select?: (tournaments: Tournament[]) => T) {
  const locale = useLocale();
  return usePlayerList(queryKeys.favouriteTournaments(locale), (api) => api.fetchFavouriteTournaments(locale), select);
}

/** Whether a cached favourites list (matches page or tournaments) holds the item. */
function isListed(list: unknown, type: FavouriteType, id: number): boolean {
  if (list === undefined) return false;
  if (type === 'matches') return (list as MatchesPageData).matches.some((match) => match.matchId === id);
  return (list as Tournament[]).some((tournament) => tournament.id === id);
}

function favouritesListKey(type: FavouriteType, locale: string): QueryKey {
  return type === 'matches' ? queryKeys.favouriteMatches(locale) : queryKeys.favouriteTournaments(locale);
}

/**
 * One item's favourite flag and its toggle (spec promotions §4): the flag flips at once, the
 * mark / unmark call follows (lib/favourites/send-favourite, loaded with the first toggle), the
 * list is refetched on success, and on failure the flag is reset to off and `onFailure` says why.
 * A visitor is asked to sign in instead (favourites need one).
 */
export function useFavourite(type: FavouriteType, id: number, onFailure: (failure: FavouriteFailure) => void) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const listKey = favouritesListKey(type, locale);
  const listed = usePlayerList<unknown, boolean>(
    listKey,
    (api) => (type === 'matches' ? api.fetchFavouriteMatches(locale) : api.fetchFavouriteTournaments(locale)),
    (list) => isListed(list, type, id),
  ).data ?? false;
  const key = flagKey(type, id);
  const flag = useFavouriteFlags((state) => state.flags[key]);
  const active = flag ?? listed;

  const toggle = useCallback(() => {
    whenPlayer(() => {
      const listKey = favouritesListKey(type, locale);
      // Judged when the session is known: a click made while it loaded sees the loaded list.
      const marked = !(useFavouriteFlags.getState().flags[key] ?? isListed(queryClient.getQueryData(listKey), type, id));
      setFlag(key, marked);
      // Dynamic imports resolve in the order they were asked for: the calls keep the clicks' order.
      void import('./send-favourite').then(({ sendFavourite }) => sendFavourite({ type, id, marked, listKey, queryClient, onFailure }));
    });
  }, [id, key, locale, onFailure, queryClient, type]);

  return { active, toggle };
}

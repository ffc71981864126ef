import { AUTH_STATUS } from '@sportsbook/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '@/lib/alerts/alert-store';
import { ApiError } from '@/lib/api/api-error';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useFavouriteFlags } from '@/lib/favourites/favourite-flags';
import { fetchFavouriteMatches, fetchFavouriteTournaments, setFavourite } from '@/lib/favourites/favourites-api';
import type * as FavouritesApi from '@/lib/favourites/favourites-api';
import { useModalStore } from '@/lib/modals/modal-store';
import { queryKeys } from '@/lib/query/query-keys';
import { aMatch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { FavouriteToggle } from './favourite-toggle';

vi.mock('@/lib/favourites/favourites-api', async (importOriginal) => ({
  ...(await importOriginal<typeof FavouritesApi>()),
  fetchFavouriteMatches: vi.fn(),
  fetchFavouriteTournaments: vi.fn(),
  setFavourite: vi.fn(),
}));
const listMatches = vi.mocked(fetchFavouriteMatches);
const listTournaments = vi.mocked(fetchFavouriteTournaments);
const mark = vi.mocked(setFavourite);

const match = aMatch({ id: 42, name: 'Arsenal vs Chelsea' });
const page = (matches: ReturnType<typeof aMatch>[]) => ({ matches, pagination: { total: matches.length, page: 1, limit: Math.max(1, matches.length), lastPage: 1 } });
const star = () => screen.getByRole('button', { name: 'Favourite: Arsenal vs Chelsea' });

/** A promise the test settles itself, to look at the star while the call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never });
  listTournaments.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  useFavouriteFlags.setState({ flags: {} });
  useModalStore.setState({ stack: [] });
  useAuthStore.setState({ status: AUTH_STATUS.unknown, profile: null });
});

describe('FavouriteToggle (spec promotions §4 "Favorites")', () => {
  it('waits for a loading session: a signed-in player clicking during the page load gets the star, not sign-in', () => {
    useAuthStore.setState({ status: AUTH_STATUS.pending, profile: null });
    listMatches.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<FavouriteToggle type="matches" id={42} name="Arsenal vs Chelsea" />);
    fireEvent.click(star());
    expect(star().getAttribute('aria-pressed')).toBe('false');
    useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never });
    expect(useModalStore.getState().stack).toEqual([]);
    expect(useFavouriteFlags.getState().flags).toEqual({ 'matches:42': true });
  });

  it('asks a visitor to sign in once the loading session turns out to be none', () => {
    useAuthStore.setState({ status: AUTH_STATUS.pending, profile: null });
    renderWithProviders(<FavouriteToggle type="matches" id={42} name="Arsenal vs Chelsea" />);
    fireEvent.click(star());
    expect(useModalStore.getState().stack).toEqual([]);
    useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn, profile: null });
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['sign_in']);
    expect(mark).not.toHaveBeenCalled();
  });

  it("reads the list anew after the change even when the list's first load was still in flight", async () => {
    const firstLoad = deferred<ReturnType<typeof page>>();
    listMatches.mockReturnValueOnce(firstLoad.promise).mockResolvedValue(page([match]));
    mark.mockResolvedValue(undefined);
    renderWithProviders(<FavouriteToggle type="matches" id={42} name="Arsenal vs Chelsea" />);
    await waitFor(() => expect(listMatches).toHaveBeenCalledTimes(1));
    fireEvent.click(star());
    await waitFor(() => expect(mark).toHaveBeenCalledWith('matches', 42, true));
    // The first load answers with the list as it was before the mark: it must not be the last word.
    firstLoad.resolve(page([]));
    await waitFor(() => expect(listMatches).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(useFavouriteFlags.getState().flags).toEqual({}));
    expect(star().getAttribute('aria-pressed')).toBe('true');
  });

  it('flips at once, marks on the server, then follows the refetched list', async () => {
    listMatches.mockResolvedValueOnce(page([])).mockResolvedValueOnce(page([match]));
    const call = deferred<void>();
    mark.mockReturnValueOnce(call.promise);
    renderWithProviders(<FavouriteToggle type="matches" id={42} name="Arsenal vs Chelsea" />);
    await waitFor(() => expect(listMatches).toHaveBeenCalledTimes(1));
    expect(star().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star());
    // Optimistic: on before the server has answered.
    expect(star().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(mark).toHaveBeenCalledWith('matches', 42, true));
    expect(star().getAttribute('aria-pressed')).toBe('true');
    call.resolve();
    await waitFor(() => expect(listMatches).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(useFavouriteFlags.getState().flags).toEqual({}));
    expect(star().getAttribute('aria-pressed')).toBe('true');
  });

  it('unmarks a listed item and resets the flag to off when the call fails, saying why', async () => {
    listMatches.mockResolvedValue(page([match]));
    mark.mockRejectedValueOnce(new ApiError(500, '/sportsbook/v1/favourites/matches/42', null));
    renderWithProviders(<FavouriteToggle type="matches" id={42} name="Arsenal vs Chelsea" />);
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(star());
    await waitFor(() => expect(mark).toHaveBeenCalledWith('matches', 42, false));
    await waitFor(() => expect(useAlertStore.getState().current).toMatchObject({ kind: 'danger', title: 'Favourites could not be updated. Try again.' }));
    expect(star().getAttribute('aria-pressed')).toBe('false');
    expect(listMatches).toHaveBeenCalledTimes(1);
  });

  it("names the player's limit when the server refuses one more", async () => {
    listMatches.mockResolvedValue(page([]));
    mark.mockRejectedValueOnce(new ApiError(422, '/x', { error: { code: 'FAVOURITES_LIMIT', message: 'At most 200 favourite matches' } }));
    renderWithProviders(<FavouriteToggle type="matches" id={42} name="Arsenal vs Chelsea" />);
    await waitFor(() => expect(listMatches).toHaveBeenCalled());
    fireEvent.click(star());
    await waitFor(() => expect(useAlertStore.getState().current).toMatchObject({ kind: 'warning', title: 'You have the most favourites of this kind. Remove one to add another.' }));
    expect(star().getAttribute('aria-pressed')).toBe('false');
  });

  it('sends a quick double toggle to the server in order and ends where the player left it', async () => {
    listMatches.mockResolvedValueOnce(page([])).mockResolvedValue(page([]));
    const first = deferred<void>();
    mark.mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    renderWithProviders(<FavouriteToggle type="matches" id={42} name="Arsenal vs Chelsea" />);
    await waitFor(() => expect(listMatches).toHaveBeenCalledTimes(1));
    fireEvent.click(star());
    fireEvent.click(star());
    expect(star().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
    // The unmark waits for the mark's answer.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mark).toHaveBeenCalledTimes(1);
    first.resolve();
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(2));
    expect(mark.mock.calls).toEqual([['matches', 42, true], ['matches', 42, false]]);
    await waitFor(() => expect(useFavouriteFlags.getState().flags).toEqual({}));
    expect(star().getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to sign in and calls nothing', () => {
    useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn, profile: null });
    const network = vi.fn();
    vi.stubGlobal('fetch', network);
    renderWithProviders(<FavouriteToggle type="tournaments" id={10} name="Premier League" />);
    fireEvent.click(screen.getByRole('button', { name: 'Favourite: Premier League' }));
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['sign_in']);
    expect(mark).not.toHaveBeenCalled();
    expect(listTournaments).not.toHaveBeenCalled();
    expect(network).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('drops the cached lists and flags when the player signs out', async () => {
    listMatches.mockResolvedValue(page([match]));
    const { queryClient } = renderWithProviders(<FavouriteToggle type="matches" id={42} name="Arsenal vs Chelsea" />);
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    useFavouriteFlags.setState({ flags: { 'matches:7': true } });
    useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn, profile: null });
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    expect(queryClient.getQueryData(queryKeys.favouriteMatches('en'))).toBeUndefined();
    expect(useFavouriteFlags.getState().flags).toEqual({});
  });
});

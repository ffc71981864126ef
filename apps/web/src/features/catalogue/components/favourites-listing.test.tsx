import { toTournament, type Match } from '@sportsbook/contracts/models';
import { AUTH_STATUS } from '@sportsbook/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useModalStore } from '@/lib/modals/modal-store';
import { aMatch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { FavouritesListing } from './favourites-listing';

import { queryKeys } from '@/lib/query/query-keys';
import { testQueryClient } from '@/test/render';

const page = (matches: Match[]) => ({ matches, pagination: { total: matches.length, page: 1, limit: Math.max(1, matches.length), lastPage: 1 } });
const laLiga = toTournament({
  id: 20,
  urn_id: 'sr:tournament:20',
  slug: 'spain-la-liga',
  name: 'LaLiga',
  priority: 90,
  category: { id: 6, slug: 'spain', name: 'Spain', priority: 9, country_code: 'ES' },
  sport: { id: 1, urn_id: 'sr:sport:1', key: 'football', name: 'Football', priority: 100, type: 'regular', provider: 'betradar' },
  main_market_outcome_count: 3,
  secondary_market_outcome_count: 2,
});

/** A query client holding the player's lists as the server answered them (fresh: no refetch). */
function withLists(matches: Match[], tournaments: ReturnType<typeof toTournament>[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.favouriteMatches('en'), page(matches));
  queryClient.setQueryData(queryKeys.favouriteTournaments('en'), tournaments);
  return queryClient;
}

const signedIn = () => useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useModalStore.setState({ stack: [] });
  useAuthStore.setState({ status: AUTH_STATUS.unknown, profile: null });
});

describe('FavouritesListing (/favorites)', () => {
  it('asks a visitor to sign in, without calling the server', () => {
    useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn, profile: null });
    renderWithProviders(<FavouritesListing />);
    expect(screen.getByRole('heading', { name: 'Sign in to see your favourites' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['sign_in']);
  });

  it('lists the favourite matches by league, then the favourite leagues, each with its star on', async () => {
    signedIn();
    renderWithProviders(<FavouritesListing />, withLists([aMatch({ id: 42, name: 'Arsenal vs Chelsea' })], [laLiga]));

    const matches = await screen.findByRole('region', { name: 'Matches' });
    expect(within(matches).getByRole('heading', { name: /Premier League/ })).toBeTruthy();
    expect(within(matches).getByRole('button', { name: 'Favourite: Arsenal vs Chelsea' }).getAttribute('aria-pressed')).toBe('true');
    const leagues = screen.getByRole('region', { name: 'Leagues' });
    expect(within(leagues).getByRole('link', { name: /LaLiga/ }).getAttribute('href')).toContain('/football/spain-la-liga');
    expect(within(leagues).getByRole('button', { name: 'Favourite: LaLiga' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there are no favourites, and when none of the favourite matches is on the board', async () => {
    signedIn();
    renderWithProviders(<FavouritesListing />, withLists([], []));
    await screen.findByText('No favourites yet. Mark matches and leagues with the star to find them here.');
    cleanup();

    renderWithProviders(<FavouritesListing />, withLists([], [laLiga]));
    await screen.findByText('None of your favourite matches is on the board now.');
  });

  it('shows an alert when the favourites cannot be loaded', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<FavouritesListing />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your favourites could not be loaded.');
  });
});

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketDto } from '@/test/fixtures';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { getMatchMarketsQueryOptions } from '../api/get-match-markets';
import { MatchMarkets } from './match-markets';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const twoWay = (home: number, away: number) => [
  { id: '4', name: 'Over', active: true, odds: home },
  { id: '5', name: 'Under', active: true, odds: away },
];

/** The API's body for GET /matches/1/markets (a lower priority number is more important). */
const marketsBody = {
  data: [
    marketDto({ id: 70, name: 'Oddities', priority: 60, market_groups: [] }),
    marketDto({ id: 60, name: 'Half-time result', priority: 50, market_groups: ['half'] }),
    marketDto({ id: 19, name: 'Total 3.5', specifier: 'total=3.5', priority: 11, status: -1, market_groups: ['totals'], outcomes: twoWay(2.8, 1.4) }),
    marketDto({ id: 18, name: 'Total 2.5', specifier: 'total=2.5', priority: 10, market_groups: ['totals'], outcomes: twoWay(1.9, 1.9) }),
    marketDto({ id: 99, name: 'Not allowed', priority: 5, status: 0, market_groups: ['main'] }),
    marketDto({ id: 1, name: '1x2', priority: 1, market_groups: ['main', 'popular'] }),
  ],
  pagination: { total: 6, page: 1, limit: 500, last_page: 1 },
};

function renderMarkets() {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(marketsBody), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<MatchMarkets matchId={1} live={false} />, testQueryClient());
  return fetchMock;
}

const cardNames = () => screen.getAllByTestId('market').map((card) => within(card).getByRole('heading').textContent);

describe('MatchMarkets', () => {
  it('fetches every market (limit 500) and lists them all first, lowest priority number first, without status 0', async () => {
    const fetchMock = renderMarkets();
    await screen.findAllByTestId('market');
    expect(fetchMock).toHaveBeenCalledWith('/sportsbook/v1/matches/1/markets?limit=500', expect.anything());
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(cardNames()).toEqual(['1x2', 'Total 2.5', 'Total 3.5Suspended', 'Half-time result', 'Oddities']);
    expect(screen.queryByText('Not allowed')).toBeNull();
  });

  it('has one tab per market group, the site configuration\'s groups first in its order, then the others, with ungrouped markets under "Other"', async () => {
    renderMarkets();
    await screen.findAllByTestId('market');
    // The built-in configuration lists main, goals, totals, handicap, score, half …; "popular" is not listed.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Main', 'Totals', 'Half', 'Popular', 'Other']);
    fireEvent.click(screen.getByRole('tab', { name: 'Totals' }));
    expect(cardNames()).toEqual(['Total 2.5', 'Total 3.5Suspended']);
    fireEvent.click(screen.getByRole('tab', { name: 'Popular' }));
    expect(cardNames()).toEqual(['1x2']);
  });

  it('marks a suspended market and locks its prices', async () => {
    renderMarkets();
    await screen.findAllByTestId('market');
    const [open, suspended] = ['Total 2.5', 'Total 3.5'].map(
      (name) => screen.getAllByTestId('market').find((card) => within(card).getByRole('heading').textContent?.startsWith(name))!,
    );
    expect(suspended!.getAttribute('data-suspended')).toBe('true');
    expect(within(suspended!).getByText('Suspended')).toBeTruthy();
    for (const button of within(suspended!).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(suspended!).getByRole('button', { name: 'Over, suspended' })).toBeTruthy();

    expect(open!.getAttribute('data-suspended')).toBe('false');
    expect(within(open!).queryByText('Suspended')).toBeNull();
    const over = within(open!).getByRole('button', { name: 'Over 1.90' });
    expect((over as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when a match has no open markets', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const queryClient = testQueryClient();
    queryClient.setQueryData(getMatchMarketsQueryOptions(2, 'en').queryKey, []);
    renderWithProviders(<MatchMarkets matchId={2} live={false} />, queryClient);
    expect(await screen.findByText('No markets are open for this match.')).toBeTruthy();
  });
});

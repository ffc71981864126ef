import { toMarket } from '@sportsbook/contracts/models';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMatch, marketDto } from '@/test/fixtures';
import { oddsButtonRenders } from '@/test/odds-button-render-counter';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { getMatchQueryOptions } from '../api/get-match';
import { getMatchMarketsQueryOptions } from '../api/get-match-markets';
import { MatchMarkets } from './match-markets';

vi.mock('@/components/odds/odds-button', () => import('@/test/odds-button-render-counter'));

afterEach(() => {
  cleanup();
  oddsButtonRenders.clear();
  vi.unstubAllGlobals();
});

const outcome = (id: string, name: string, odds: number) => ({ id, name, active: true, odds });
const dtos = (overOdds: number) => [
  marketDto({ id: 1, name: '1x2', outcomes: [outcome('1', 'Home', 2.1), outcome('2', 'Draw', 3.2), outcome('3', 'Away', 3.6)] }),
  marketDto({ id: 18, name: 'Total 2.5', specifier: 'total=2.5', outcomes: [outcome('4', 'Over', overOdds), outcome('5', 'Under', 1.9)] }),
];

describe('MatchMarkets under live updates', () => {
  it('re-renders only the market whose prices moved when the markets are refetched or patched', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const queryClient = testQueryClient();
    const { queryKey } = getMatchMarketsQueryOptions(1, 'en');
    queryClient.setQueryData(queryKey, dtos(1.9).map(toMarket));
    renderWithProviders(<MatchMarkets matchId={1} live={false} />, queryClient);
    await screen.findByText('Over 1.9');
    const before = new Map(oddsButtonRenders);

    // Fresh objects for every market, as a refetch or a realtime patch delivers them: the query
    // keeps the unchanged ones (structural sharing) and only the moved market's card renders again.
    await act(async () => {
      queryClient.setQueryData(queryKey, dtos(2.05).map(toMarket));
    });
    await screen.findByText('Over 2.05');
    const again = (name: string) => (oddsButtonRenders.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(again('Over')).toBe(1);
    expect(again('Under')).toBe(1);
    expect(['Home', 'Draw', 'Away'].map(again)).toEqual([0, 0, 0]);
  });

  it('renders no card again for a match change no selection reads (its bets count), and every card for one it does (its status)', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const queryClient = testQueryClient();
    const matchKey = getMatchQueryOptions(1, 'en').queryKey;
    queryClient.setQueryData(matchKey, aMatch({ id: 1, status: 0, bets_count: 5 }));
    queryClient.setQueryData(getMatchMarketsQueryOptions(1, 'en').queryKey, dtos(1.9).map(toMarket));
    renderWithProviders(<MatchMarkets matchId={1} live={false} />, queryClient);
    await screen.findByText('Over 1.9');
    const counts = () => ['Home', 'Over'].map((name) => oddsButtonRenders.get(name) ?? 0);
    const before = counts();

    // The query notifies its observers in a later task: let it, then count.
    const update = (match: ReturnType<typeof aMatch>) => act(async () => {
      queryClient.setQueryData(matchKey, match);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await update(aMatch({ id: 1, status: 0, bets_count: 6 }));
    expect(counts()).toEqual(before);
    await update(aMatch({ id: 1, status: 1, bets_count: 6 }));
    expect(counts()).toEqual(before.map((count) => count + 1));
  });
});

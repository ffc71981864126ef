import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMatch, marketDto } from '@/test/fixtures';
import { oddsButtonRenders } from '@/test/odds-button-render-counter';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { patchMatchListMarkets } from '@/lib/live/patch-match-list';
import { toMarket } from '@sportsbook/contracts/models';
import { getMatchesQueryOptions, type MatchesPage } from '../api/get-matches';
import { MatchList } from './match-list';

vi.mock('@/components/odds/odds-button', () => import('@/test/odds-button-render-counter'));

afterEach(() => {
  cleanup();
  oddsButtonRenders.clear();
  vi.unstubAllGlobals();
});

const mainMarket = (prefix: string, home: number) => marketDto({
  id: 1,
  outcomes: [{ id: '1', name: `${prefix} home`, active: true, odds: home }, { id: '2', name: `${prefix} draw`, active: true, odds: 3.3 }, { id: '3', name: `${prefix} away`, active: true, odds: 3.1 }],
});

describe('MatchList under live updates', () => {
  it('re-renders only the row of the match whose main market moved', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const query = { match_status: [1] } as never;
    const queryClient = testQueryClient();
    const { queryKey } = getMatchesQueryOptions(query, 'en');
    const page: MatchesPage = {
      matches: [aMatch({ id: 1, slug: 'a-b', main_market: mainMarket('A', 2.1) }), aMatch({ id: 2, urn_id: 'sr:match:2', slug: 'c-d', main_market: mainMarket('C', 1.8) })],
      pagination: { total: 2, page: 1, limit: 20, lastPage: 1 },
    };
    queryClient.setQueryData(queryKey, page);
    renderWithProviders(<MatchList query={query} live paginate={false} />, queryClient);
    await screen.findByText('A home 2.1');
    const before = new Map(oddsButtonRenders);

    const moved = toMarket({ ...mainMarket('A', 2.25), match_urn_id: 'sr:match:1' });
    await act(async () => {
      queryClient.setQueryData<MatchesPage>(queryKey, (current) => current && patchMatchListMarkets(current, 1, [moved]));
    });
    await screen.findByText('A home 2.25');
    const again = (name: string) => (oddsButtonRenders.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(again('A home')).toBe(1);
    expect(['C home', 'C draw', 'C away'].map(again)).toEqual([0, 0, 0]);
  });
});

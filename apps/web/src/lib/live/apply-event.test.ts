import { afterEach, describe, expect, it } from 'vitest';
import { toMarket, type Market, type Match } from '@sportsbook/contracts/models';
import { queryKeys } from '@/lib/query/query-keys';
import { aMatch, marketDto, matchDto } from '@/test/fixtures';
import { testQueryClient } from '@/test/render';
import { applyPublicEvent } from './apply-event';
import type { MatchesPageData } from './patch-match-list';
import { useProviderStatusStore } from './provider-status-store';

afterEach(() => useProviderStatusStore.setState({ statuses: null }));

const liveQuery = { match_status: [1, 2] };

function seeded() {
  const queryClient = testQueryClient();
  const match = aMatch({ id: 1, status: 1 });
  queryClient.setQueryData(queryKeys.match('en', 1), match);
  queryClient.setQueryData(queryKeys.matchMarkets('en', 1), [match.mainMarket!]);
  queryClient.setQueryData<MatchesPageData>(queryKeys.matches('en', liveQuery), {
    matches: [match, aMatch({ id: 2, status: 1 })],
    pagination: { total: 2, page: 1, limit: 20, lastPage: 1 },
  });
  return { queryClient, match };
}

describe('applyPublicEvent', () => {
  it('patches the match, its list entries and statistics from match_changed', () => {
    const { queryClient, match } = seeded();
    const stats = {
      clock: { match_time: '12:00', stoppage_time: null, remaining_time: null, stopped: false },
      total_score: { home: 1, away: 0 },
      game_score: null,
      period_score: [],
      current_server: null,
      max_period_number: 2,
    };
    queryClient.setQueryData(queryKeys.matchStatistics('en', 1), null);
    expect(applyPublicEvent(queryClient, 'en', { event_name: 'match_changed', message: { match: matchDto({ id: 1, status: 1, statistics: stats }) } })).toBe(true);
    const patched = queryClient.getQueryData<Match>(queryKeys.match('en', 1))!;
    expect(patched.statistics!.totalScore).toEqual({ home: 1, away: 0 });
    expect(patched.mainMarket).toBe(match.mainMarket);
    expect(queryClient.getQueryData<MatchesPageData>(queryKeys.matches('en', liveQuery))!.matches[0]!.statistics!.totalScore).toEqual({ home: 1, away: 0 });
    expect(queryClient.getQueryData(queryKeys.matchStatistics('en', 1))).toEqual(patched.statistics);
  });

  it('leaves the cache untouched (same objects) when an event repeats what it holds', () => {
    const { queryClient, match } = seeded();
    const list = queryClient.getQueryData(queryKeys.matches('en', liveQuery));
    applyPublicEvent(queryClient, 'en', { event_name: 'match_changed', message: { match: matchDto({ id: 1, status: 1 }) } });
    expect(queryClient.getQueryData(queryKeys.match('en', 1))).toBe(match);
    expect(queryClient.getQueryData(queryKeys.matches('en', liveQuery))).toBe(list);
  });

  it('removes a finished match from live lists on match_status_changed', () => {
    const { queryClient } = seeded();
    applyPublicEvent(queryClient, 'en', { event_name: 'match_status_changed', message: { match: matchDto({ id: 1, status: 4 }) } });
    expect(queryClient.getQueryData<MatchesPageData>(queryKeys.matches('en', liveQuery))!.matches.map((item) => item.matchId)).toEqual([2]);
    expect(queryClient.getQueryData<Match>(queryKeys.match('en', 1))!.isLive).toBe(false);
  });

  it('patches markets from markets_changed: odds that differ, status 0 dropped', () => {
    const { queryClient } = seeded();
    const moved = marketDto({ outcomes: [{ id: '1', name: 'Home', active: true, odds: 2.75 }, { id: '2', name: 'Draw', active: true, odds: 3.2 }, { id: '3', name: 'Away', active: true, odds: 2.9 }] });
    const gone = marketDto({ id: 18, specifier: 'total=2.5', status: 0 });
    applyPublicEvent(queryClient, 'en', { event_name: 'markets_changed', message: { match_id: 1, markets: [moved, gone] } });
    const markets = queryClient.getQueryData<Market[]>(queryKeys.matchMarkets('en', 1))!;
    expect(markets).toHaveLength(1);
    expect(markets[0]!.outcomes[0]!.odds).toBe(2.75);
    expect(queryClient.getQueryData<Match>(queryKeys.match('en', 1))!.mainMarket!.outcomes[0]!.odds).toBe(2.75);
    expect(queryClient.getQueryData<MatchesPageData>(queryKeys.matches('en', liveQuery))!.matches[0]!.mainMarket).toEqual(toMarket(moved));
  });

  it('does not create queries the page never loaded', () => {
    const queryClient = testQueryClient();
    applyPublicEvent(queryClient, 'en', { event_name: 'match_changed', message: { match: matchDto({ id: 7, status: 1 }) } });
    applyPublicEvent(queryClient, 'en', { event_name: 'markets_changed', message: { match_id: 7, markets: [marketDto()] } });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('stores provider statuses for the bet slip and the odds buttons', () => {
    const queryClient = testQueryClient();
    const statuses = [{ provider: 'oddin', active: false }, { provider: 'betradar', active: true }];
    applyPublicEvent(queryClient, 'en', { event_name: 'provider_status_changed', message: { provider_statuses: statuses } });
    expect(useProviderStatusStore.getState().statuses).toEqual(statuses);
  });

  it('ignores what is not a publication or an unknown event', () => {
    const queryClient = testQueryClient();
    expect(applyPublicEvent(queryClient, 'en', 'nope')).toBe(false);
    expect(applyPublicEvent(queryClient, 'en', { event_name: 'lootbox_changed', message: {} })).toBe(false);
  });

  it('replaces an open tracker with match_tracker, never with an older one, and creates none', () => {
    const queryClient = testQueryClient();
    const tracker = (lastId: number) => ({
      match_id: 1, sport: 'football', possession: { home: 55, away: 45 }, statistics: [{ key: 'corners' as const, home: lastId, away: 0 }],
      events: [{ id: lastId, kind: 'corner' as const, team: 'home' as const, period: 1, match_time: '10:00', points: null }],
    });
    const publish = (lastId: number, matchId = 1) => applyPublicEvent(queryClient, 'en', { event_name: 'match_tracker', message: { tracker: { ...tracker(lastId), match_id: matchId } } });
    expect(publish(3, 2)).toBe(true);
    expect(queryClient.getQueryData(queryKeys.matchTracker(2))).toBeUndefined();
    queryClient.setQueryData(queryKeys.matchTracker(1), tracker(2));
    publish(5);
    expect(queryClient.getQueryData(queryKeys.matchTracker(1))).toEqual(tracker(5));
    publish(4);
    expect(queryClient.getQueryData(queryKeys.matchTracker(1))).toEqual(tracker(5));
  });

  it('marks the tournaments and their leaderboards stale on tournament_pool_changed (they read their rating again)', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['promo-tournaments', 'rating', 7, 'EUR', 'en'], { rows: [] });
    queryClient.setQueryData(['matches', 'en', {}], { pages: [] });
    expect(applyPublicEvent(queryClient, 'en', { event_name: 'tournament_pool_changed', message: { tournament_id: 7, currency: 'EUR', participants: 2, farmed_total: 4_500 } })).toBe(true);
    expect(queryClient.getQueryState(['promo-tournaments', 'rating', 7, 'EUR', 'en'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['matches', 'en', {}])?.isInvalidated).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { StatisticsDto } from '@sportsbook/contracts/models';
import { aMarket, aMatch } from '@/test/fixtures';
import { applyMarketsToMatch, mergeMatch, mergeStatistics } from './merge-match';

const statistics = (home: number, away: number, matchTime = '10:00'): StatisticsDto => ({
  clock: { match_time: matchTime, stoppage_time: null, remaining_time: null, stopped: false },
  total_score: { home, away },
  game_score: null,
  period_score: [{ period_key: '1', period_name: '1st half', number: 1, type: 'regular', home_score: home, away_score: away }],
  current_server: null,
  max_period_number: 2,
});

describe('mergeMatch', () => {
  it('returns the cached match itself when the event changes nothing', () => {
    const previous = aMatch({ status: 1, statistics: statistics(1, 0) });
    expect(mergeMatch(previous, aMatch({ status: 1, statistics: statistics(1, 0) }))).toBe(previous);
  });

  it('updates score fields only when they changed, keeping the others', () => {
    const previous = aMatch({ status: 1, statistics: statistics(1, 0, '10:00') });
    const merged = mergeMatch(previous, aMatch({ status: 1, statistics: statistics(1, 0, '11:00') }));
    expect(merged.statistics!.clock!.matchTime).toBe('11:00');
    expect(merged.statistics!.totalScore).toBe(previous.statistics!.totalScore);
    expect(merged.statistics!.periodScore).toBe(previous.statistics!.periodScore);
    expect(merged.tournament).toBe(previous.tournament);
    expect(merged.mainMarket).toBe(previous.mainMarket);

    const scored = mergeMatch(merged, aMatch({ status: 1, statistics: statistics(2, 0, '11:00') }));
    expect(scored.statistics!.totalScore).toEqual({ home: 2, away: 0 });
    expect(scored.statistics!.clock).toBe(merged.statistics!.clock);
  });

  it("keeps the page's catalogue names when a shared match channel names them in English", () => {
    const german = aMatch({ status: 1, statistics: statistics(0, 0) });
    const previous = { ...german, sport: { ...german.sport, name: 'Fußball' }, tournament: { ...german.tournament, name: 'Bundesliga', category: { ...german.tournament.category, name: 'Deutschland' } } };
    const merged = mergeMatch(previous, aMatch({ status: 1, statistics: statistics(1, 0) }));
    expect(merged.statistics!.totalScore).toEqual({ home: 1, away: 0 });
    expect(merged.sport.name).toBe('Fußball');
    expect(merged.tournament.category.name).toBe('Deutschland');

    // Another tournament (a match is never moved, but a different one is taken as it comes).
    const moved = aMatch({ status: 1, statistics: statistics(1, 0) });
    const other = mergeMatch(previous, { ...moved, tournament: { ...moved.tournament, id: moved.tournament.id + 1 } });
    expect(other.tournament.id).toBe(moved.tournament.id + 1);
    expect(other.tournament.category.name).toBe(moved.tournament.category.name);
  });

  it('derives the live flag from the status', () => {
    const previous = aMatch({ status: 0 });
    const live = mergeMatch(previous, { ...aMatch({ status: 1 }), isLive: false });
    expect(live.isLive).toBe(true);
    expect(mergeMatch(live, aMatch({ status: 2 })).isLive).toBe(true);
    expect(mergeMatch(live, aMatch({ status: 4 })).isLive).toBe(false);
  });

  it('changes main market odds only where they differ and drops a main market not allowed', () => {
    const previous = aMatch({ status: 1 });
    const next = aMatch({ status: 1 });
    next.mainMarket!.outcomes[1]!.odds = 3.4;
    const merged = mergeMatch(previous, next);
    expect(merged.mainMarket!.outcomes[1]!.odds).toBe(3.4);
    expect(merged.mainMarket!.outcomes[0]).toBe(previous.mainMarket!.outcomes[0]);
    const closed = aMatch({ status: 1 });
    closed.mainMarket!.status = 0;
    expect(mergeMatch(previous, closed).mainMarket).toBeNull();
  });
});

describe('mergeStatistics', () => {
  it('handles statistics appearing and disappearing', () => {
    const stats = aMatch({ statistics: statistics(0, 0) }).statistics;
    expect(mergeStatistics(null, stats)).toBe(stats);
    expect(mergeStatistics(stats, null)).toBeNull();
  });
});

describe('applyMarketsToMatch', () => {
  it('replaces the main market by its new version and leaves the match alone when nothing changed', () => {
    const match = aMatch({ status: 1 });
    expect(applyMarketsToMatch(match, [structuredClone(match.mainMarket!)])).toBe(match);
    const moved = structuredClone(match.mainMarket!);
    moved.outcomes[0]!.odds = 9.5;
    expect(applyMarketsToMatch(match, [moved]).mainMarket!.outcomes[0]!.odds).toBe(9.5);
  });

  it('drops a market that became not allowed and keeps one the event does not carry', () => {
    const match = { ...aMatch({ status: 1 }), topMarkets: [aMarket({ marketId: 18, specifier: 'total=2.5' })] };
    const patched = applyMarketsToMatch(match, [{ ...structuredClone(match.mainMarket!), status: 0 }]);
    expect(patched.mainMarket).toBeNull();
    expect(patched.topMarkets).toBe(match.topMarkets);
  });
});

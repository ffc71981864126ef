import { describe, expect, it } from 'vitest';
import { aMatch } from '@/test/fixtures';
import { isLiveListQuery, patchMatchList, patchMatchListMarkets, type MatchesPageData } from './patch-match-list';

const page = (...matches: ReturnType<typeof aMatch>[]): MatchesPageData => ({
  matches,
  pagination: { total: matches.length, page: 1, limit: 20, lastPage: 1 },
});

describe('isLiveListQuery', () => {
  it('is a list filtered to live (and stopped) matches', () => {
    expect(isLiveListQuery({ match_status: [1, 2] })).toBe(true);
    expect(isLiveListQuery({ match_status: '1' })).toBe(true);
    expect(isLiveListQuery({ match_status: [0] })).toBe(false);
    expect(isLiveListQuery({})).toBe(false);
  });
});

describe('patchMatchList', () => {
  const live = aMatch({ id: 1, status: 1 });
  const other = aMatch({ id: 2, status: 1 });

  it('updates the match in place and keeps the page when nothing changed', () => {
    const before = page(live, other);
    expect(patchMatchList(before, aMatch({ id: 1, status: 1 }), { match_status: [1] }).page).toBe(before);
    const moved = aMatch({ id: 1, status: 1 });
    moved.mainMarket!.outcomes[0]!.odds = 7;
    const { page: after, refetch } = patchMatchList(before, moved, { match_status: [1] });
    expect(refetch).toBe(false);
    expect(after.matches[0]!.mainMarket!.outcomes[0]!.odds).toBe(7);
    expect(after.matches[1]).toBe(other);
  });

  it('takes a finished match out of a live list', () => {
    const { page: after } = patchMatchList(page(live, other), aMatch({ id: 1, status: 4 }), { match_status: [1, 2] });
    expect(after.matches.map((match) => match.matchId)).toEqual([2]);
    expect(after.pagination.total).toBe(1);
  });

  it('keeps a stopped match in the live page list (status 1 and 2)', () => {
    const { page: after } = patchMatchList(page(live), aMatch({ id: 1, status: 2 }), { match_status: [1, 2] });
    expect(after.matches[0]!.status).toBe(2);
  });

  it('asks a live list to refetch when a match it lacks goes live', () => {
    expect(patchMatchList(page(other), aMatch({ id: 9, status: 1 }), { match_status: [1] }).refetch).toBe(true);
    expect(patchMatchList(page(other), aMatch({ id: 9, status: 0 }), { match_status: [1] }).refetch).toBe(false);
    expect(patchMatchList(page(other), aMatch({ id: 9, status: 1 }), { tournament_id: [3] }).refetch).toBe(false);
  });

  it('patches an unfiltered list without removing anything', () => {
    const { page: after } = patchMatchList(page(live), aMatch({ id: 1, status: 4 }), { tournament_id: [10] });
    expect(after.matches[0]!.isLive).toBe(false);
  });
});

describe('patchMatchListMarkets', () => {
  it('updates the listed match main market', () => {
    const match = aMatch({ id: 1, status: 1 });
    const before = page(match);
    expect(patchMatchListMarkets(before, 1, [structuredClone(match.mainMarket!)])).toBe(before);
    expect(patchMatchListMarkets(before, 5, [])).toBe(before);
    const moved = structuredClone(match.mainMarket!);
    moved.outcomes[2]!.odds = 4.4;
    expect(patchMatchListMarkets(before, 1, [moved]).matches[0]!.mainMarket!.outcomes[2]!.odds).toBe(4.4);
  });
});

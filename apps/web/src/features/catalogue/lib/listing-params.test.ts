import { parseMatchSort } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { LIVE_LISTING_SORT, parseListingParams, toMatchesQuery } from './listing-params';

const now = new Date('2030-05-01T10:15:42Z');

describe('parseListingParams', () => {
  it('defaults everything', () => {
    expect(parseListingParams({})).toEqual({ time: 'all', sortBy: 'startTime', page: 1 });
  });
  it('reads valid values', () => {
    expect(
      parseListingParams({ time: '3h', sortBy: 'popularity', date: '2030-05-02', sport: 'ice-hockey', page: '3', isBettable: 'true' }),
    ).toEqual({ time: '3h', sortBy: 'popularity', date: '2030-05-02', sport: 'ice-hockey', page: 3, isBettable: 'true' });
  });
  it('falls back on malformed values', () => {
    expect(parseListingParams({ time: '99h', sortBy: 'x', date: 'yesterday', sport: '<script>', page: '-1', isBettable: 'yes' })).toEqual({
      time: 'all',
      sortBy: 'startTime',
      page: 1,
    });
  });
  it('takes the first of repeated values', () => {
    expect(parseListingParams({ page: ['2', '5'] }).page).toBe(2);
  });
});

describe('toMatchesQuery', () => {
  it('keeps the page filter and adds paging and sort', () => {
    const query = toMatchesQuery(parseListingParams({}), { match_status: [1] }, now);
    expect(query).toEqual({ match_status: [1], sort_by: 'start_time', page: 1, limit: 30 });
  });
  it('turns a time window into a start range from the current minute', () => {
    const query = toMatchesQuery(parseListingParams({ time: '6h' }), {}, now);
    expect(query.start_from).toBe('2030-05-01T10:15:00.000Z');
    expect(query.start_to).toBe('2030-05-01T16:15:00.000Z');
  });
  it('turns a date into that whole UTC day, ahead of the time window', () => {
    const query = toMatchesQuery(parseListingParams({ date: '2030-05-03', time: '1h' }), {}, now);
    expect(query.start_from).toBe('2030-05-03T00:00:00.000Z');
    expect(query.start_to).toBe('2030-05-04T00:00:00.000Z');
  });
  it('maps sport, bettable and sort choices', () => {
    const query = toMatchesQuery(parseListingParams({ sport: 'ice-hockey', isBettable: 'true', sortBy: 'popularity' }), {}, now);
    expect(query).toMatchObject({ sport_key: 'ice-hockey', bettable: 'true', sort_by: '-bets_count,start_time' });
  });
  it("passes the sport as the API's sport key, dashes kept", () => {
    for (const key of ['ice-hockey', 'table-tennis', 'football']) {
      expect(toMatchesQuery(parseListingParams({ sport: key }), { match_status: [1] }, now).sport_key).toBe(key);
    }
  });
  it("keeps the route's own sport: the sport parameter is for the sport-agnostic listings", () => {
    const params = parseListingParams({ sport: 'tennis' });
    expect(toMatchesQuery(params, { sport_key: 'football', match_status: [0, 1] }, now).sport_key).toBe('football');
    expect(toMatchesQuery(params, { category_id: [5] }, now).sport_key).toBeUndefined();
    expect(toMatchesQuery(params, { tournament_id: [10] }, now).sport_key).toBeUndefined();
  });
  it('sorts by league with the most important league (the lowest priority number) first', () => {
    const sortBy = toMatchesQuery(parseListingParams({ sortBy: 'league' }), {}, now).sort_by;
    expect(parseMatchSort(String(sortBy))?.[0]).toEqual({ field: 'tournament_priority', direction: 'asc' });
  });
  it('sorts live listings by league priority ascending, then by start time', () => {
    expect(parseMatchSort(LIVE_LISTING_SORT)).toEqual([
      { field: 'tournament_priority', direction: 'asc' },
      { field: 'start_time', direction: 'asc' },
    ]);
  });
  it('lets the page impose its own sort', () => {
    expect(toMatchesQuery(parseListingParams({ sortBy: 'league' }), { sort_by: '-start_time' }, now).sort_by).toBe('-start_time');
  });
});

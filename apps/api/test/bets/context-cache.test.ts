import { describe, expect, it } from 'vitest';
import { PlacementContextCache } from '../../src/modules/bets/context-cache';
import type { BookOutcome, PlacementContext, PlacementContextRequest } from '../../src/modules/bets/placement-context';

/** PlacementContextCache on its own: what it answers, for how long, and how much it keeps. */
const line = (matchId: number, odds = 2_000): BookOutcome => ({
  matchId, matchStatus: 0, matchType: 'match', matchSlug: `m-${matchId}`, matchUrnId: `sr:match:${matchId}`, provider: 'betradar', sportKey: 'soccer',
  home: 'Home', away: 'Away', tournamentName: 'League', startTime: new Date(0), marketTypeId: 1, specifier: '', marketName: '1x2',
  marketStatus: 1, outcomeKey: '1', outcomeName: '1', active: true, odds,
});
const keyOf = (outcome: BookOutcome) => ({ matchId: outcome.matchId, marketTypeId: outcome.marketTypeId, specifier: outcome.specifier, outcomeKey: outcome.outcomeKey });
const request = (sessionHash: string, userId: number, outcomes: BookOutcome[]): PlacementContextRequest => ({ sessionHash, userId, keys: outcomes.map(keyOf), now: new Date(0) });
const read = (outcomes: BookOutcome[], alive = true): PlacementContext => ({
  alive, player: alive ? { pve: false, language: 'en', autoAccept: null, betLimits: false } : null, book: new Map(outcomes.map((outcome) => [`${outcome.matchId}|1||1`, outcome])), cached: false,
});

function cacheAt(limits = { sessionTtlMs: 30_000, lineTtlMs: 1_000, maxSessions: 10, maxLines: 10 }) {
  const clock = { now: 0 };
  return { cache: new PlacementContextCache(() => clock.now, limits), clock };
}

describe('PlacementContextCache', () => {
  it('answers a request whose session and lines were read, marked cached, and nothing else', () => {
    const { cache } = cacheAt();
    const a = line(1);
    expect(cache.get(request('s1', 7, [a]))).toBeNull();
    cache.remember(request('s1', 7, [a]), read([a]));
    expect(cache.get(request('s1', 7, [a]))).toEqual({ alive: true, player: { pve: false, language: 'en', autoAccept: null, betLimits: false }, book: new Map([['1|1||1', a]]), cached: true });
    // Another user with the same session hash, another session, a line never read: not answered.
    expect(cache.get(request('s1', 8, [a]))).toBeNull();
    expect(cache.get(request('s2', 7, [a]))).toBeNull();
    expect(cache.get(request('s1', 7, [a, line(2)]))).toBeNull();
  });

  it('keeps lines for lineTtlMs and sessions for sessionTtlMs', () => {
    const { cache, clock } = cacheAt();
    const a = line(1);
    cache.remember(request('s1', 7, [a]), read([a]));
    clock.now = 999;
    expect(cache.get(request('s1', 7, [a]))).not.toBeNull();
    clock.now = 1_000;
    expect(cache.get(request('s1', 7, [a]))).toBeNull();
    // A line read again later serves the session still kept …
    cache.rememberLines([line(1, 2_100)]);
    expect(cache.get(request('s1', 7, [a]))?.book.get('1|1||1')?.odds).toBe(2_100);
    // … until the session's own lifetime ends.
    clock.now = 30_000;
    cache.rememberLines([a]);
    expect(cache.get(request('s1', 7, [a]))).toBeNull();
  });

  it('never keeps a dead session, and forgets what turned out not to hold', () => {
    const { cache } = cacheAt();
    const a = line(1);
    cache.remember(request('gone', 7, [a]), read([a], false));
    expect(cache.get(request('gone', 7, [a]))).toBeNull();
    cache.remember(request('s1', 7, [a]), read([a]));
    cache.forget(request('s1', 7, [a]));
    expect(cache.get(request('s1', 7, []))).toBeNull();
    cache.remember(request('s1', 7, []), read([]));
    expect(cache.get(request('s1', 7, [a]))).toBeNull();
  });

  it('keeps at most maxSessions sessions and maxLines lines, dropping the oldest', () => {
    const { cache } = cacheAt({ sessionTtlMs: 30_000, lineTtlMs: 1_000, maxSessions: 2, maxLines: 2 });
    const [a, b, c] = [line(1), line(2), line(3)];
    cache.remember(request('s1', 1, [a]), read([a]));
    cache.remember(request('s2', 2, [b]), read([b]));
    cache.remember(request('s3', 3, [c]), read([c]));
    expect(cache.get(request('s1', 1, []))).toBeNull();
    expect(cache.get(request('s2', 2, [b]))).not.toBeNull();
    expect(cache.get(request('s3', 3, [c]))).not.toBeNull();
    expect(cache.get(request('s3', 3, [a]))).toBeNull();
  });
});

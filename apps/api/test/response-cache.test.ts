import { matchesResponseSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesEtag, ResponseCache, toCachedBody } from '../src/plugins/response-cache';
import { build, getJson, type TestContext } from './helper';

describe('ResponseCache', () => {
  const make = () => {
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 1_000, maxStaleMs: 500, now: () => now });
    const refreshed: string[][] = [];
    cache.refresher = async (keys) => { refreshed.push(keys); };
    return { cache, refreshed, advance: (ms: number) => { now += ms; } };
  };

  it('invalidates only the entries of the tags that changed, and re-renders those being read', async () => {
    const { cache, refreshed } = make();
    cache.store('/a', toCachedBody('A'), ['match:1'], cache.renderStarted());
    cache.store('/b', toCachedBody('B'), ['match:2'], cache.renderStarted());
    expect(cache.lookup('/a')).toEqual({ body: toCachedBody('A'), fresh: true });
    await cache.invalidate(['match:1']);
    expect(cache.lookup('/a')).toEqual({ body: toCachedBody('A'), fresh: false });
    expect(cache.lookup('/b')).toEqual({ body: toCachedBody('B'), fresh: true });
    expect(refreshed).toEqual([['/a']]);
  });

  it('serves a stale entry for maxStaleMs at most, and expires entries after the TTL', async () => {
    const { cache, advance } = make();
    cache.store('/a', toCachedBody('A'), ['t'], cache.renderStarted());
    await cache.invalidate(['t']);
    advance(500);
    expect(cache.lookup('/a')?.fresh).toBe(false);
    advance(1);
    expect(cache.lookup('/a')).toBeNull();
    cache.store('/b', toCachedBody('B'), ['u'], cache.renderStarted());
    advance(1_001);
    expect(cache.lookup('/b')?.fresh).toBe(false);
  });

  it('stores a render that started before an invalidation of its tags as already stale', async () => {
    const { cache } = make();
    const started = cache.renderStarted();
    await cache.invalidate(['match:1']);
    cache.store('/a', toCachedBody('old'), ['match:1'], started);
    expect(cache.lookup('/a')?.fresh).toBe(false);
    cache.store('/b', toCachedBody('fine'), ['match:2'], started);
    expect(cache.lookup('/b')?.fresh).toBe(true);
  });

  it('tags a body with a strong ETag of its bytes, and compares If-None-Match lists', () => {
    const body = toCachedBody('{"a":"é"}');
    expect(body.bytes.toString('utf8')).toBe('{"a":"é"}');
    expect(body.etag).toMatch(/^"[\w-]+"$/);
    expect(toCachedBody('{"a":"é"}').etag).toBe(body.etag);
    expect(toCachedBody('{"a":"e"}').etag).not.toBe(body.etag);
    expect(matchesEtag(undefined, body.etag)).toBe(false);
    expect(matchesEtag(body.etag, body.etag)).toBe(true);
    expect(matchesEtag(`"other", W/${body.etag}`, body.etag)).toBe(true);
    expect(matchesEtag('*', body.etag)).toBe(true);
    expect(matchesEtag('"other"', body.etag)).toBe(false);
  });
});

describe('catalogue responses under the simulator', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await build({ seed: 5 });
  });
  afterAll(async () => context.close());

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('keeps unchanged responses cached across a step and serves the changed ones current', async () => {
    const listUrl = '/sportsbook/v1/matches?match_status=1&limit=100';
    const upcomingUrl = '/sportsbook/v1/matches?match_status=0&type=season&limit=100';
    await get(listUrl);
    await get(upcomingUrl);
    await get('/sportsbook/v1/sports');
    expect((await get(listUrl)).headers['x-cache']).toBe('hit');
    await context.app.simulator?.step(1_000);
    // The live clocks moved: the live listing was re-rendered during the step and is current.
    const live = await get(listUrl);
    expect(live.headers['x-cache']).toBe('hit');
    const fresh = await context.app.inject({ method: 'GET', url: `${listUrl}&fresh=1` });
    expect(matchesResponseSchema.parse(live.json()).data.map((match) => match.statistics))
      .toEqual(matchesResponseSchema.parse(fresh.json()).data.map((match) => match.statistics));
    // Outrights and sports did not change: still the cached bodies.
    expect((await get(upcomingUrl)).headers['x-cache']).toBe('hit');
    expect((await get('/sportsbook/v1/sports')).headers['x-cache']).toBe('hit');
  });

  it('serves cached bodies with their ETag and answers a matching If-None-Match with 304 until the data changes', async () => {
    const url = '/sportsbook/v1/matches?match_status=1&limit=5';
    const rendered = await get(url);
    const cached = await get(url);
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.body).toBe(rendered.body);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.headers['cache-control']).toBe('public, no-cache');
    expect(cached.headers.etag).toBe(rendered.headers.etag);
    const etag = String(cached.headers.etag);
    const notModified = await context.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    await context.app.simulator?.step(30_000);
    const changed = await context.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toBe((await get(`${url}&now=1`)).body);
  });

  it('re-renders a match page when its match changes, and never caches a favourites list', async () => {
    const { body } = await getJson(context.app, '/sportsbook/v1/matches?match_status=1&limit=1');
    const id = matchesResponseSchema.parse(body).data[0]?.id;
    const statisticsUrl = `/sportsbook/v1/matches/${id}/statistics`;
    const before = await get(statisticsUrl);
    expect((await get(statisticsUrl)).headers['x-cache']).toBe('hit');
    await context.app.simulator?.step(30_000);
    const after = await get(statisticsUrl);
    const direct = await get(`${statisticsUrl}?now=1`);
    expect(after.body).toBe(direct.body);
    expect(after.body).not.toBe(before.body);
    await get('/sportsbook/v1/matches?favourite=true');
    expect((await get('/sportsbook/v1/matches?favourite=true')).headers['x-cache']).toBeUndefined();
  });
});

import { marketsResponseSchema, matchesResponseSchema, matchResponseSchema, searchResultSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, getJson, type TestContext } from './helper';

let context: TestContext;
beforeAll(async () => {
  context = await build();
});
afterAll(async () => context.close());

const matches = async (query: string) => {
  const { status, body } = await getJson(context.app, `/sportsbook/v1/matches${query}`);
  expect(status).toBe(200);
  return matchesResponseSchema.parse(body);
};

describe('GET /matches', () => {
  it('pages upcoming matches with main markets', async () => {
    const page = await matches('?match_status=0&limit=5&page=2');
    expect(page.pagination).toMatchObject({ page: 2, limit: 5 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(12);
    expect(page.pagination.last_page).toBe(Math.ceil(page.pagination.total / 5));
    expect(page.data.every((match) => match.status === 0 && match.main_market !== null)).toBe(true);
  });

  it('applies every filter of spec core §7', async () => {
    const live = await matches('?match_status=1&limit=100');
    expect(live.data.length).toBeGreaterThanOrEqual(4);
    const [first] = live.data;
    if (!first) throw new Error('no live match');
    expect((await matches(`?id=${first.id}`)).data.map((match) => match.id)).toEqual([first.id]);
    expect((await matches('?sport_key=football&limit=100')).data.every((match) => match.sport.key === 'football')).toBe(true);
    expect((await matches('?sport_type=cyber&limit=100')).data.every((match) => match.sport.type === 'cyber')).toBe(true);
    expect((await matches(`?category_id=${first.tournament.category.id}`)).data.every((match) => match.tournament.category.id === first.tournament.category.id)).toBe(true);
    expect((await matches(`?tournament_id=${first.tournament.id}`)).data.every((match) => match.tournament.id === first.tournament.id)).toBe(true);
    const outrights = await matches('?type=season&limit=100');
    expect(outrights.data.length).toBeGreaterThan(0);
    expect(outrights.data.every((match) => match.type === 'season' && Array.isArray(match.competitors))).toBe(true);
    const from = '2025-03-02T00:00:00Z';
    expect((await matches(`?start_from=${from}&limit=100`)).data.every((match) => match.start_time >= '2025-03-02')).toBe(true);
    expect((await matches('?start_to=2025-03-01T12:00:00Z&limit=100')).data.every((match) => match.start_time <= '2025-03-01T12:00:00.000Z')).toBe(true);
    expect((await matches('?bettable=true&limit=100')).data.every((match) => match.status <= 1)).toBe(true);
    const perSport = await matches('?max_per_sport=1&limit=100');
    const sportIds = perSport.data.map((match) => match.sport.id);
    expect(new Set(sportIds).size).toBe(sportIds.length);
    expect((await matches('?favourite=true')).data).toEqual([]);
    const streamed = await matches('?has_video=true&limit=100');
    expect(streamed.data.length).toBeGreaterThan(0);
    expect(streamed.data.every((match) => match.has_video)).toBe(true);
    expect((await matches('?has_video=false&limit=100')).data.every((match) => !match.has_video)).toBe(true);
    const sorted = await matches('?sort_by=-start_time&match_status=0&limit=100');
    const times = sorted.data.map((match) => match.start_time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('serves outrights with the spec names: parent tournament and a list of competitors; a match has parent null and home/away', async () => {
    const { body } = await getJson<{ data: Record<string, unknown>[] }>(context.app, '/sportsbook/v1/matches?type=season&limit=100');
    const [outright] = body.data;
    if (!outright) throw new Error('no season outright');
    expect(outright).not.toHaveProperty('outright_competitors');
    const tournament = outright.tournament as { id: number; urn_id: string; slug: string; name: string };
    expect(outright).toMatchObject({
      type: 'season',
      name: expect.any(String) as unknown,
      parent: { id: tournament.id, urn_id: tournament.urn_id, slug: tournament.slug, name: tournament.name },
      start_time: expect.any(String) as unknown,
      end_date: expect.any(String) as unknown,
      status: expect.any(Number) as unknown,
    });
    const competitors = outright.competitors as unknown[];
    expect(Array.isArray(competitors)).toBe(true);
    expect(competitors.length).toBeGreaterThan(1);
    expect(competitors[0]).toEqual({ id: expect.any(String) as unknown, name: expect.any(String) as unknown, logo: null });
    expect(matchesResponseSchema.parse(body).data.every((match) => match.type === 'season' && match.parent.id === match.tournament.id)).toBe(true);
    // The same shape from GET /matches/{id}.
    const single = matchResponseSchema.parse((await getJson(context.app, `/sportsbook/v1/matches/${String(outright.id)}`)).body).data;
    expect(single).toMatchObject({ parent: outright.parent, competitors: outright.competitors });

    const plain = (await getJson<{ data: Record<string, unknown>[] }>(context.app, '/sportsbook/v1/matches?type=match&limit=1')).body.data[0];
    expect(plain).toMatchObject({
      type: 'match',
      parent: null,
      competitors: { home: { id: expect.any(String) as unknown, name: expect.any(String) as unknown }, away: { id: expect.any(String) as unknown, name: expect.any(String) as unknown } },
    });
    expect(plain).not.toHaveProperty('outright_competitors');
  });

  it.each([
    ['?page=-1', 'page'],
    ['?sort_by=popularity', 'sort_by'],
    ['?limit=501', 'limit'],
    ['?match_status=9', 'match_status'],
    ['?start_from=yesterday', 'start_from'],
    ['?id=99999999999', 'id'],
    ['?category_id=1,99999999999', 'category_id'],
    ['?tournament_id=99999999999', 'tournament_id'],
    ['?page=99999999999', 'page'],
    ['?sport_key=%00abc', 'sport_key'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await getJson<{ error: { code: string; message: string } }>(context.app, `/sportsbook/v1/matches${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toContain(`"${field}`);
  });
});

describe('a match and its markets', () => {
  it('returns the match, its markets (never status 0) and statistics (video and streams: streams.test.ts)', async () => {
    const [live] = (await matches('?match_status=1&sport_key=football&limit=1')).data.length
      ? (await matches('?match_status=1&sport_key=football&limit=1')).data
      : (await matches('?match_status=1&limit=1')).data;
    if (!live) throw new Error('no live match');
    const one = matchResponseSchema.parse((await getJson(context.app, `/sportsbook/v1/matches/${live.id}`)).body);
    expect(one.data.id).toBe(live.id);
    const markets = marketsResponseSchema.parse((await getJson(context.app, `/sportsbook/v1/matches/${live.id}/markets`)).body);
    expect(markets.pagination.limit).toBe(500);
    expect(markets.data.length).toBeGreaterThan(0);
    expect(markets.data.every((market) => market.status !== 0)).toBe(true);
    const grouped = marketsResponseSchema.parse((await getJson(context.app, `/sportsbook/v1/matches/${live.id}/markets?group_key=main`)).body);
    expect(grouped.data.every((market) => market.market_groups.includes('main'))).toBe(true);
    const firstId = markets.data[0]?.id;
    const byType = marketsResponseSchema.parse((await getJson(context.app, `/sportsbook/v1/matches/${live.id}/markets?market_id=${firstId}`)).body);
    expect(byType.data.every((market) => market.id === firstId)).toBe(true);
    const statistics = await getJson<{ data: { total_score: unknown } }>(context.app, `/sportsbook/v1/matches/${live.id}/statistics`);
    expect(statistics.status).toBe(200);
    expect(statistics.body.data.total_score).not.toBeNull();
  });

  it('answers 404 for unknown matches and 400 for bad ids', async () => {
    for (const path of ['', '/markets', '/statistics', '/video', '/streams']) {
      expect((await getJson(context.app, `/sportsbook/v1/matches/987654${path}`)).status).toBe(404);
    }
    expect((await getJson(context.app, '/sportsbook/v1/matches/-3')).status).toBe(400);
    expect((await getJson(context.app, '/sportsbook/v1/matches/1/markets?page=0')).status).toBe(400);
  });

  it.each([
    ['?market_id=99999999999', 'market_id'],
    ['?page=99999999999', 'page'],
    ['?group_key=%00x', 'group_key'],
  ])('rejects markets%s (beyond an int4 id, or a NUL byte) with a 400 naming %s, never a 500', async (query, field) => {
    const { status, body } = await getJson<{ error: { code: string; message: string } }>(context.app, `/sportsbook/v1/matches/1/markets${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toContain(`"${field}`);
  });
});

describe('POST /counters and GET /search', () => {
  it('counts live matches, and outrights per kind', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/sportsbook/v1/counters', payload: { sport_type: 'regular', junk: 1 } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { live: { match_count: number }; sports: Record<string, { season_count: number }> } }>();
    expect(data.live.match_count).toBeGreaterThan(0);
    expect(Object.values(data.sports).some((counts) => counts.season_count > 0)).toBe(true);
    const empty = await context.app.inject({ method: 'POST', url: '/sportsbook/v1/counters' });
    expect(empty.statusCode).toBe(200);
    const bad = await context.app.inject({ method: 'POST', url: '/sportsbook/v1/counters', payload: { start_from: 'soon' } });
    expect(bad.statusCode).toBe(400);
  });

  it('finds matches and leagues by name', async () => {
    const [match] = (await matches('?match_status=0&type=match&limit=1')).data;
    const term = match?.type === 'match' ? match.competitors.home.name.slice(0, 5) : 'Real';
    const result = searchResultSchema.parse((await getJson(context.app, `/sportsbook/v1/search?q=${encodeURIComponent(term)}`)).body);
    expect(result.data.matches.length).toBeGreaterThan(0);
    const leagues = searchResultSchema.parse((await getJson(context.app, '/sportsbook/v1/search?q=premier&only_events_name=true')).body);
    expect(leagues.data.tournaments.map((tournament) => tournament.name)).toContain('Premier League');
  });

  it.each([['ab'], ['x'.repeat(51)], ['a%00b'], ['abc%01'], ['%00%00%00']])('rejects a search of %s with a 400 naming q', async (q) => {
    const { status, body } = await getJson<{ error: { message: string } }>(context.app, `/sportsbook/v1/search?q=${q}`);
    expect(status).toBe(400);
    expect(body.error.message).toContain('"q"');
  });
});

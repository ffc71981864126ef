import { categoriesResponseSchema, sportsResponseSchema, tournamentsResponseSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, getJson, type TestContext } from './helper';

let context: TestContext;
beforeAll(async () => {
  context = await build();
});
afterAll(async () => context.close());

describe('catalogue endpoints', () => {
  it('lists at least eight sports with the spec sport types and providers', async () => {
    const { status, body } = await getJson(context.app, '/sportsbook/v1/sports');
    expect(status).toBe(200);
    const sports = sportsResponseSchema.parse(body).data;
    expect(sports.length).toBeGreaterThanOrEqual(8);
    expect(sports.find((sport) => sport.key === 'cricket')?.type).toBe('premium_cricket');
    expect(sports.filter((sport) => sport.type === 'cyber').map((sport) => sport.provider)).toEqual(['oddin', 'oddin', 'oddin']);
  });

  it('filters categories by sport and finds one by id, 404 otherwise', async () => {
    const { body } = await getJson(context.app, '/sportsbook/v1/categories?sport_key=football');
    const categories = categoriesResponseSchema.parse(body).data;
    expect(categories.length).toBeGreaterThan(5);
    expect(categories.every((category) => category.sport.key === 'football')).toBe(true);
    const first = categories[0];
    const one = await getJson(context.app, `/sportsbook/v1/categories/${first?.id}`);
    expect(one.status).toBe(200);
    expect((await getJson(context.app, '/sportsbook/v1/categories/999999')).status).toBe(404);
    const bad = await getJson<{ error: { code: string; message: string } }>(context.app, '/sportsbook/v1/categories/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('id');
  });

  it('lists tournaments of a category and one by id, 404 otherwise', async () => {
    const categories = categoriesResponseSchema.parse((await getJson(context.app, '/sportsbook/v1/categories?sport_key=football')).body).data;
    const england = categories.find((category) => category.slug === 'england');
    const { body } = await getJson(context.app, `/sportsbook/v1/tournaments?category_id=${england?.id}`);
    const tournaments = tournamentsResponseSchema.parse(body).data;
    expect(tournaments.map((tournament) => tournament.name)).toContain('Premier League');
    expect(tournaments[0]?.main_market_outcome_count).toBe(3);
    expect((await getJson(context.app, `/sportsbook/v1/tournaments/${tournaments[0]?.id}`)).status).toBe(200);
    const missing = await getJson<{ error: { code: string } }>(context.app, '/sportsbook/v1/tournaments/424242');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it.each([
    ['/categories?sport_id=99999999999', 'sport_id'],
    ['/categories?sport_key=%00abc', 'sport_key'],
    ['/tournaments?category_id=99999999999', 'category_id'],
    ['/tournaments?sport_key=foot%00ball', 'sport_key'],
  ])('rejects %s (beyond an int4 id, or a NUL byte) with a 400 naming %s, never a 500', async (path, field) => {
    const { status, body } = await getJson<{ error: { code: string; message: string } }>(context.app, `/sportsbook/v1${path}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toContain(`"${field}"`);
  });

  it('reports a provider that went down in GET /settings provider_statuses', async () => {
    await context.app.board.setProvider('oddin', false, 'test outage');
    const settings = await getJson<{ data: { provider_statuses: { provider: string; active: boolean }[] } }>(context.app, '/sportsbook/v1/settings');
    expect(settings.body.data.provider_statuses).toContainEqual({ provider: 'oddin', active: false });
    await context.app.board.setProvider('oddin', true, 'test outage over');
    const after = await getJson<{ data: { provider_statuses: { provider: string; active: boolean }[] } }>(context.app, '/sportsbook/v1/settings');
    expect(after.body.data.provider_statuses).toContainEqual({ provider: 'oddin', active: true });
  });

  it('serves settings from configuration, health, OpenAPI and a JSON 404 for unknown routes', async () => {
    const settings = await getJson<{ data: { odds_types: { available: string[] } } }>(context.app, '/sportsbook/v1/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.data.odds_types.available).toContain('decimal');
    expect((await getJson(context.app, '/health')).body).toEqual({ status: 'ok' });
    const docs = await context.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths)).toContain('/sportsbook/v1/matches/{id}/markets');
    const unknown = await getJson<{ error: { code: string } }>(context.app, '/sportsbook/v1/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { ManualClock } from '../../src/feed/clock';
import { LAUNCH_TOKEN_TTL_MS, launchToken } from '../../src/modules/partners/launch-token';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { call } from '../accounts/helper';
import { player, type Player } from '../bets/placement-helper';
import { START, TEST_JWT_SECRET, freshDatabase } from '../helper';

/**
 * Partner content (spec core §1, promotions §7 POST /{provider}/launch): the built-in demo
 * provider launches the apps the operator offers (PARTNER_APPS, here racing and lotteries) for a
 * player or a visitor; its game page opens only with an address this API signed, not expired.
 */
describe('partner apps (demo provider)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let clock: ManualClock;
  let ana: Player;

  const launch = (body: unknown, who?: Player, provider = 'demo') =>
    call<{ url?: string; error?: { code: string } }>(app, 'POST', `/sportsbook/v1/${provider}/launch`, { body, ...(who ? { headers: { authorization: who.authorization } } : {}) });
  const open = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    database = await freshDatabase();
    clock = new ManualClock(START);
    app = await buildApp({ database, publisher: new InProcessPublisher(), jwtSecret: TEST_JWT_SECRET, clock, simulator: null, partnerApps: ['racing', 'lotteries'] });
    ana = await player(app, 'partner-ana@example.com');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shows the offered apps as enabled providers in GET /settings, the others not', async () => {
    const settings = await call<{ data: { additional_providers: Record<string, { enabled: boolean }> } }>(app, 'GET', '/sportsbook/v1/settings');
    expect(settings.body.data.additional_providers).toMatchObject({ horse_racing: { enabled: true }, lotto: { enabled: true }, virtual_gaming_arena: { enabled: false } });
  });

  it('launches an offered app for a visitor (demo mode) and for a player, on a page the web app may frame', async () => {
    const visitor = await launch({ app: 'racing' });
    expect(visitor.status).toBe(200);
    expect(visitor.response.headers['cache-control']).toBe('private, no-store');
    expect(visitor.body.url).toMatch(/^\/sportsbook\/v1\/partners\/demo\/racing\?token=/);
    const page = await open(visitor.body.url!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:3000");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Demo racing</h1>');
    expect(page.body).toContain('data-mode="demo"');

    const played = await launch({ app: 'lotteries' }, ana);
    const forPlayer = await open(played.body.url!);
    expect(forPlayer.body).toContain('<h1>Demo lottery</h1>');
    expect(forPlayer.body).toContain(`Launched for player ${ana.userId}.`);
  });

  it('refuses an app not offered, another provider and a bad body', async () => {
    expect((await launch({ app: 'virtual-gaming-arena' })).status).toBe(404);
    const other = await launch({ app: 'racing' }, undefined, 'acme');
    expect(other.status).toBe(404);
    expect(other.body.error?.code).toBe('NOT_FOUND');
    expect((await launch({ app: 'casino' })).status).toBe(400);
    expect((await launch({ app: 'racing', extra: 1 })).status).toBe(400);
    expect((await launch({})).status).toBe(400);
  });

  it('opens the game only with a signed, unexpired address for that app', async () => {
    const { body } = await launch({ app: 'racing' }, ana);
    const token = new URL(body.url!, 'http://x').searchParams.get('token')!;
    // Another app's address, a changed player, a forged signature, garbage: 403.
    expect((await open(`/sportsbook/v1/partners/demo/lotteries?token=${encodeURIComponent(token)}`)).statusCode).toBe(403);
    const [app_, , expiry, signature] = token.split('.');
    expect((await open(`/sportsbook/v1/partners/demo/racing?token=${encodeURIComponent(`${app_}.999.${expiry}.${signature}`)}`)).statusCode).toBe(403);
    const forged = launchToken('another-secret-of-at-least-thirty-two-chars', { app: 'racing', playerId: ana.userId, expiresAt: START + LAUNCH_TOKEN_TTL_MS });
    expect((await open(`/sportsbook/v1/partners/demo/racing?token=${encodeURIComponent(forged)}`)).statusCode).toBe(403);
    expect((await open('/sportsbook/v1/partners/demo/racing?token=nonsense')).statusCode).toBe(403);
    // An app not offered is not served even with a valid signature.
    const arena = launchToken(TEST_JWT_SECRET, { app: 'virtual-gaming-arena', playerId: null, expiresAt: clock.now() + 60_000 });
    expect((await open(`/sportsbook/v1/partners/demo/virtual-gaming-arena?token=${encodeURIComponent(arena)}`)).statusCode).toBe(404);
    // Expired after its ten minutes.
    expect((await open(body.url!)).statusCode).toBe(200);
    clock.advance(LAUNCH_TOKEN_TTL_MS + 1);
    expect((await open(body.url!)).statusCode).toBe(403);
  });
});

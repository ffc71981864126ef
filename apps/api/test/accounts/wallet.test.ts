import { accountsResponseSchema, CHANNELS, depositSchema, ledgerResponseSchema, systemSettingsSchema, TEST_CARDS } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildAccounts, call, registeredPlayer, type AccountsContext } from './helper';

let context: AccountsContext;
let ana: string;
let bob: string;
beforeAll(async () => {
  context = await buildAccounts();
  ana = await registeredPlayer(context.app, 'ana@example.com');
  bob = await registeredPlayer(context.app, 'bob@example.com');
});
afterAll(async () => context.close());

const balances = async (cookie: string) =>
  Object.fromEntries(accountsResponseSchema.parse((await call(context.app, 'GET', '/platform/player/accounts?compatibility=false', { cookie })).body).data.map((account) => [account.currency, account.balance]));
const userId = async (cookie: string) => String((await call<{ id: number }>(context.app, 'GET', '/platform/player', { cookie })).body.id);

describe('deposits and the ledger', () => {
  it('credits a successful deposit through the ledger and publishes balance_changed on the private channel', async () => {
    const published: { channel: string; event: string; message: unknown }[] = [];
    const stop = context.publisher.subscribe((channel, publication) => published.push({ channel, event: publication.event_name, message: publication.message }));
    const deposit = await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: ana, body: { amount: 2_550, card_number: TEST_CARDS.success } });
    stop();
    expect(deposit.status).toBe(201);
    expect(depositSchema.parse(deposit.body)).toMatchObject({ status: 'success', amount: 2_550, currency: 'EUR', balance: 2_550 });
    expect((await balances(ana)).EUR).toBe(2_550);
    expect(published.filter((entry) => entry.event === 'balance_changed')).toEqual([{ channel: CHANNELS.user('en', await userId(ana)), event: 'balance_changed', message: { currency: 'EUR', balance: 2_550, subunits: 100, reason: 'deposit' } }]);
    const ledger = ledgerResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/ledger', { cookie: ana })).body).data;
    expect(ledger.map((entry) => [entry.currency, entry.amount, entry.kind])).toEqual([['EUR', 2_550, 'deposit']]);
    expect(ledgerResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/ledger', { cookie: bob })).body).data).toEqual([]);
  });

  it('keeps a declined deposit off the balance and credits a pending one when completed', async () => {
    const declined = depositSchema.parse((await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: bob, body: { amount: 1_000, card_number: TEST_CARDS.error } })).body);
    expect(declined).toMatchObject({ status: 'error', balance: 0 });
    const pending = depositSchema.parse((await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: bob, body: { amount: 1_000, card_number: TEST_CARDS.pending } })).body);
    expect(pending).toMatchObject({ status: 'pending', balance: 0 });
    expect((await call(context.app, 'POST', `/platform/wallet/deposits/${pending.id}/complete`, { cookie: ana })).status).toBe(404);
    const completed = await call(context.app, 'POST', `/platform/wallet/deposits/${pending.id}/complete`, { cookie: bob });
    expect(depositSchema.parse(completed.body)).toMatchObject({ status: 'success', balance: 1_000 });
    expect((await call(context.app, 'POST', `/platform/wallet/deposits/${pending.id}/complete`, { cookie: bob })).status).toBe(404);
    expect((await balances(bob)).EUR).toBe(1_000);
  });

  it('deposits in BTC (8 decimals) after an account switch, leaving EUR alone', async () => {
    await call(context.app, 'POST', '/platform/player/accounts', { cookie: ana, body: { currency: 'BTC' } });
    const deposit = depositSchema.parse((await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: ana, body: { amount: 12_345_678 } })).body);
    expect(deposit).toMatchObject({ currency: 'BTC', balance: 12_345_678 });
    expect(await balances(ana)).toMatchObject({ EUR: 2_550, BTC: 12_345_678 });
    const ledger = ledgerResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/ledger', { cookie: ana })).body).data;
    expect(ledger[0]).toMatchObject({ currency: 'BTC', amount: 12_345_678 });
    await call(context.app, 'POST', '/platform/player/accounts', { cookie: ana, body: { currency: 'EUR' } });
  });

  it('answers bad deposit input with 400 naming the field, 422 for an unknown currency, 401 without a session', async () => {
    for (const [body, field] of [[{ amount: 0 }, 'amount'], [{ amount: 1.5 }, 'amount'], [{ amount: 100, card_number: 'abc' }, 'card_number']] as const) {
      const response = await call<{ error: { message: string } }>(context.app, 'POST', '/platform/wallet/deposits', { cookie: ana, body });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain(field);
    }
    expect((await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: ana, body: { amount: 100, currency: 'XYZ' } })).status).toBe(422);
    expect((await call(context.app, 'POST', '/platform/wallet/deposits', { body: { amount: 100 } })).status).toBe(401);
    expect((await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: ana, body: { amount: 100 }, noAppHeader: true })).status).toBe(403);
  });

  it('never lets racing withdrawals overdraw or lose money', async () => {
    const cookie = await registeredPlayer(context.app, 'race@example.com');
    await call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 1_000 } });
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => call(context.app, 'POST', '/platform/wallet/withdrawals', { cookie, body: { amount: 400 } })),
      ...Array.from({ length: 4 }, () => call(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: 100 } })),
    ]);
    const withdrawn = results.slice(0, 6).filter((result) => result.status === 201).length;
    expect(results.slice(0, 6).every((result) => result.status === 201 || result.status === 422)).toBe(true);
    expect(withdrawn).toBeGreaterThanOrEqual(2);
    expect(withdrawn).toBeLessThanOrEqual(3);
    const balance = (await balances(cookie)).EUR;
    expect(balance).toBe(1_000 + 400 - withdrawn * 400);
    expect(balance).toBeGreaterThanOrEqual(0);
    const ledger = ledgerResponseSchema.parse((await call(context.app, 'GET', '/platform/wallet/ledger', { cookie })).body).data;
    expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(balance);
  });

  it('serves the deposit page for the iframe under a strict CSP', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/platform/wallet/deposit', headers: { cookie: ana } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' http://web.test");
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('<option value="EUR"');
    // The outcome goes to the parent only on the page's own origin or a configured one (issue 18 point 10).
    expect(page.body).toContain('var allowed = [location.origin].concat(["http://web.test"]);');
    expect(page.body).not.toContain('"http://web.test");');
    const visitor = await context.app.inject({ method: 'GET', url: '/platform/wallet/deposit' });
    expect(visitor.body).toContain('Sign in to deposit');
  });
});

describe('bearer token, settings and realtime', () => {
  it('issues a bearer to a session only, and merges the player settings into GET /settings', async () => {
    expect((await call(context.app, 'POST', '/platform/sportsbook_token')).status).toBe(401);
    const token = await bearerFor(context.app, ana);
    const authorization = `Bearer ${token}`;
    const saved = await call(context.app, 'POST', '/sportsbook/v1/settings', { headers: { authorization }, body: { odds_type: 'american', stakes: [5, 10, 0, 20], auto_accept_odds_change: 'any' } });
    expect(saved.status).toBe(200);
    const anonymousFirst = systemSettingsSchema.parse((await call<{ data: unknown }>(context.app, 'GET', '/sportsbook/v1/settings')).body.data);
    const mine = await call<{ data: unknown }>(context.app, 'GET', '/sportsbook/v1/settings', { headers: { authorization } });
    const merged = systemSettingsSchema.parse(mine.body.data);
    expect(merged.odds_types.selected).toBe('american');
    expect(merged.stakes).toEqual([5, 10, 0, 20]);
    expect(merged.auto_accept_odds_change).toBe('any');
    expect(mine.response.headers['cache-control']).toContain('private');
    // The personal answer is never cached for others, and the anonymous one never served to the player.
    const anonymous = systemSettingsSchema.parse((await call<{ data: unknown }>(context.app, 'GET', '/sportsbook/v1/settings')).body.data);
    expect(anonymous.odds_types.selected).toBe(anonymousFirst.odds_types.selected);
    expect(anonymous.stakes).toEqual(anonymousFirst.stakes);
    const bobToken = await bearerFor(context.app, bob);
    const bobs = systemSettingsSchema.parse((await call<{ data: unknown }>(context.app, 'GET', '/sportsbook/v1/settings', { headers: { authorization: `Bearer ${bobToken}` } })).body.data);
    expect(bobs.odds_types.selected).toBe('decimal');
  });

  it('validates settings and refuses a missing, forged or signed-out bearer', async () => {
    const cookie = await registeredPlayer(context.app, 'bearer@example.com');
    const authorization = `Bearer ${await bearerFor(context.app, cookie)}`;
    for (const body of [{ stakes: [1, 2, 3] }, { stakes: [1, 2, 3, -4] }, { odds_type: 'roman' }, { auto_accept_odds_change: 'maybe' }, { unknown: 1 }]) {
      expect((await call(context.app, 'POST', '/sportsbook/v1/settings', { headers: { authorization }, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(context.app, 'POST', '/sportsbook/v1/settings', { body: { stakes: [1, 2, 3, 4] } })).status).toBe(401);
    expect((await call(context.app, 'POST', '/sportsbook/v1/settings', { headers: { authorization: 'Bearer forged.token.value' }, body: {} })).status).toBe(401);
    await call(context.app, 'DELETE', '/platform/users/sign_out', { cookie });
    expect((await call(context.app, 'POST', '/sportsbook/v1/settings', { headers: { authorization }, body: {} })).status).toBe(401);
  });

  it('expires the bearer after 15 minutes', async () => {
    const authorization = `Bearer ${await bearerFor(context.app, bob)}`;
    context.clock.advance(16 * 60_000);
    expect((await call(context.app, 'POST', '/sportsbook/v1/settings', { headers: { authorization }, body: {} })).status).toBe(401);
  });

  it('authorizes the player own $ channel with the bearer and refuses another player channel', async () => {
    const authorization = `Bearer ${await bearerFor(context.app, ana)}`;
    const own = CHANNELS.user('en', await userId(ana));
    const other = CHANNELS.user('en', await userId(bob));
    const allowed = await call(context.app, 'POST', '/sportsbook/v1/websocket/authorize', { headers: { authorization }, body: { channels: [own] } });
    expect(allowed.status).toBe(200);
    expect((await call(context.app, 'POST', '/sportsbook/v1/websocket/authorize', { headers: { authorization }, body: { channels: [other] } })).status).toBe(403);
    expect((await call(context.app, 'POST', '/sportsbook/v1/websocket/authorize', { body: { channels: [own] } })).status).toBe(403);
  });
});

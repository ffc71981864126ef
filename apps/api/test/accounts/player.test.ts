import { accountsResponseSchema, phoneVerificationSchema, playerSchema, statusGroupsResponseSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccounts, call, outbox, registeredPlayer, type AccountsContext } from './helper';

let context: AccountsContext;
let ana: string;
let bob: string;
beforeAll(async () => {
  context = await buildAccounts({ requiredFields: ['first_name', 'last_name'], playerGroupCheck: { requiredGroup: 'spi_test', redirectUrl: 'http://platform.test/' } });
  ana = await registeredPlayer(context.app, 'ana@example.com', { first_name: 'Ana', currency: 'USD' });
  bob = await registeredPlayer(context.app, 'bob@example.com');
});
afterAll(async () => context.close());

type ErrorBody = { error: { code: string; message: string; details?: { field?: string } } };

describe('GET /player', () => {
  it('answers the profile of spec §3 with missing fields, statuses, pve and the group check', async () => {
    const { status, body } = await call(context.app, 'GET', '/platform/player', { cookie: ana, headers: { 'x-country': 'PT' } });
    expect(status).toBe(200);
    const player = playerSchema.parse(body);
    expect(player).toMatchObject({
      email: { email: 'ana@example.com' },
      first_name: 'Ana',
      language: 'en',
      currency: 'USD',
      auth_fields_missed: ['last_name'],
      statuses: [],
      serasa: { pve: false },
      country: { code: 'PT', name: 'Portugal' },
      group_check: { required_group: 'spi_test', allowed: false, redirect_url: 'http://platform.test/' },
    });
    const filled = await call(context.app, 'PATCH', '/platform/player', { cookie: ana, body: { last_name: 'Silva' } });
    expect(playerSchema.parse(filled.body).auth_fields_missed).toEqual([]);
    expect((await call(context.app, 'PATCH', '/platform/player', { cookie: ana, body: { last_name: '' } })).status).toBe(400);
  });

  it('answers an empty profile update (no field, only unknown keys, a leading byte-order mark) with 200 and changes nothing (issue 19 point 3)', async () => {
    const before = playerSchema.parse((await call(context.app, 'GET', '/platform/player', { cookie: ana })).body);
    for (const payload of ['{}', '{"favourite_colour":"blue"}', '\uFEFF{}']) {
      const response = await context.app.inject({ method: 'PATCH', url: '/platform/player', headers: { cookie: ana, 'x-sportsbook-app': 'web', 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload).toBe(200);
      expect(playerSchema.parse(response.json())).toEqual(before);
    }
  });

  it('tells visitors about the player-group checker through GET /platform/geo (spec core §6)', async () => {
    const geo = await call<{ group_check: unknown }>(context.app, 'GET', '/platform/geo');
    expect(geo.status).toBe(200);
    expect(geo.body.group_check).toEqual({ required_group: 'spi_test', redirect_url: 'http://platform.test/' });
  });

  it('is 401 without a session, or with a forged cookie', async () => {
    const anonymous = await call<ErrorBody>(context.app, 'GET', '/platform/player');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHORIZED');
    expect((await call(context.app, 'GET', '/platform/player', { cookie: 'sb_session=forged' })).status).toBe(401);
    for (const url of ['/platform/player/accounts', '/platform/player/phone', '/platform/player/comp_points', '/platform/user_limits']) {
      expect((await call(context.app, 'GET', url)).status, url).toBe(401);
    }
  });
});

describe('accounts', () => {
  it('lists an account per currency with the active one, and switches the active account', async () => {
    const list = accountsResponseSchema.parse((await call(context.app, 'GET', '/platform/player/accounts?compatibility=false', { cookie: ana })).body).data;
    expect(list.map((account) => account.currency)).toEqual(['EUR', 'USD', 'GBP', 'BRL', 'BTC']);
    expect(list.find((account) => account.active)?.currency).toBe('USD');
    expect(list.find((account) => account.currency === 'BTC')).toMatchObject({ subunits: 100_000_000, fiat: false, balance: 0 });

    const changed = await call(context.app, 'POST', '/platform/player/accounts', { cookie: ana, body: { currency: 'BTC' } });
    expect(changed.body).toEqual({ currency: 'BTC' });
    const after = accountsResponseSchema.parse((await call(context.app, 'GET', '/platform/player/accounts', { cookie: ana })).body).data;
    expect(after.filter((account) => account.active).map((account) => account.currency)).toEqual(['BTC']);
    expect(playerSchema.parse((await call(context.app, 'GET', '/platform/player', { cookie: ana })).body).currency).toBe('BTC');

    const unknown = await call<ErrorBody>(context.app, 'POST', '/platform/player/accounts', { cookie: ana, body: { currency: 'XYZ' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details?.field).toBe('currency');
    expect((await call(context.app, 'POST', '/platform/player/accounts', { cookie: ana, body: {} })).status).toBe(400);
    // Bob's active account did not move.
    expect(playerSchema.parse((await call(context.app, 'GET', '/platform/player', { cookie: bob })).body).currency).toBe('EUR');
  });

  it('changes the language only to a configured locale', async () => {
    expect((await call(context.app, 'PATCH', '/platform/player/update_locale', { cookie: bob, body: { locale: 'ar' } })).body).toEqual({ language: 'ar' });
    const bad = await call(context.app, 'PATCH', '/platform/player/update_locale', { cookie: bob, body: { locale: 'xx' } });
    expect(bad.status).toBe(400);
    expect(playerSchema.parse((await call(context.app, 'GET', '/platform/player', { cookie: bob })).body).language).toBe('ar');
  });
});

describe('phone verification', () => {
  it('sends a code by SMS, holds resends for a minute, and verifies with the right code only', async () => {
    const { app, clock } = context;
    const initial = phoneVerificationSchema.parse((await call(app, 'GET', '/platform/player/phone', { cookie: ana })).body);
    expect(initial).toEqual({ phone_number: null, phone_country: null, verified_status: 'unverified', resend_timeout_until: null, sms_limit_reached: false });
    const sent = await call(app, 'POST', '/platform/player/phone', { cookie: ana, body: { phone_number: '+351911111111', phone_country: 'PT' } });
    expect(sent.status).toBe(200);
    expect(phoneVerificationSchema.parse(sent.body).resend_timeout_until).not.toBeNull();
    const tooSoon = await call<ErrorBody>(app, 'POST', '/platform/player/phone', { cookie: ana, body: { phone_number: '+351911111111' } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe('RESEND_TOO_SOON');
    expect((await call(app, 'POST', '/platform/player/phone', { cookie: ana, body: { phone_number: 'abc' } })).status).toBe(400);

    const sms = (await outbox(app)).find((message) => message.to === '+351911111111');
    const code = /\d{6}/.exec(sms?.body ?? '')?.[0] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await call(app, 'POST', '/platform/player/phone/verify', { cookie: ana, body: { code: wrongCode } })).status).toBe(422);
    expect((await call(app, 'POST', '/platform/player/phone/verify', { cookie: bob, body: { code } })).status).toBe(422);
    const verified = await call(app, 'POST', '/platform/player/phone/verify', { cookie: ana, body: { code } });
    expect(phoneVerificationSchema.parse(verified.body)).toMatchObject({ phone_number: '+351911111111', phone_country: 'PT', verified_status: 'verified' });

    clock.advance(61_000);
    expect((await call(app, 'POST', '/platform/player/phone', { cookie: ana, body: { phone_number: '+351911111112' } })).status).toBe(200);
  });

  it('reaches the daily SMS limit after five codes', async () => {
    const { app, clock } = context;
    const cookie = await registeredPlayer(app, 'sms@example.com');
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await call(app, 'POST', '/platform/player/phone', { cookie, body: { phone_number: '+351922222222' } })).status).toBe(200);
      clock.advance(61_000);
    }
    expect(phoneVerificationSchema.parse((await call(app, 'GET', '/platform/player/phone', { cookie })).body).sms_limit_reached).toBe(true);
    const refused = await call<ErrorBody>(app, 'POST', '/platform/player/phone', { cookie, body: { phone_number: '+351922222222' } });
    expect(refused.body.error.code).toBe('SMS_LIMIT_REACHED');
  });
});

describe('loyalty', () => {
  it('answers comp points and the seeded status groups', async () => {
    expect((await call(context.app, 'GET', '/platform/player/comp_points', { cookie: ana })).body).toEqual({ persistent: { points: 0 } });
    const groups = statusGroupsResponseSchema.parse((await call(context.app, 'GET', '/platform/player/status_groups')).body).data;
    expect(groups.map((group) => group.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(groups[0]).toMatchObject({ min_persistent_comp_points: 0, max_persistent_comp_points: 999 });
  });
});

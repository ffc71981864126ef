import { accountsResponseSchema, userLimitSchema, userLimitsResponseSchema, type UserLimitDto } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccounts, call, registeredPlayer, type AccountsContext } from './helper';

/**
 * Responsible-gambling limits (issue 21): deposit limits bind in the deposit's transaction; lowering
 * applies at once; raising or removing waits the cooling-off (configured here: one hour) and then
 * the player's confirmation within the confirmation window (here: two hours), on the injected clock.
 */
const HOUR = 60 * 60 * 1000;
let context: AccountsContext;
beforeAll(async () => {
  context = await buildAccounts({ limits: { coolingOffMs: HOUR, confirmWindowMs: 2 * HOUR } });
});
afterAll(async () => context.close());

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
let players = 0;
const newPlayer = () => registeredPlayer(context.app, `limits-${(players += 1)}@example.com`);
const setLimit = async (cookie: string, body: Record<string, unknown>) => {
  const response = await call(context.app, 'POST', '/platform/user_limits', { cookie, body });
  expect(response.status).toBe(201);
  return userLimitSchema.parse(response.body);
};
const limitsOf = async (cookie: string, query = '') => userLimitsResponseSchema.parse((await call(context.app, 'GET', `/platform/user_limits${query}`, { cookie })).body).data;
const deposit = (cookie: string, amount: number, extra: Record<string, unknown> = {}) => call<ErrorBody>(context.app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount, ...extra } });
const balance = async (cookie: string, currency = 'EUR') =>
  accountsResponseSchema.parse((await call(context.app, 'GET', '/platform/player/accounts', { cookie })).body).data.find((account) => account.currency === currency)?.balance;
const change = (cookie: string, id: number, amount: number) => call<UserLimitDto & ErrorBody>(context.app, 'PATCH', `/platform/user_limits/${id}`, { cookie, body: { amount } });
const confirm = (cookie: string, id: number) => call<UserLimitDto & ErrorBody>(context.app, 'POST', `/platform/user_limits/${id}/confirm`, { cookie });
const nextDayStart = () => {
  const now = new Date(context.clock.now());
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
};

describe('GET /user_limits', () => {
  it('takes the spec filters (type=activity, status=confirmed_disabled …) and lists only the player own limits', async () => {
    const ana = await newPlayer();
    const bob = await newPlayer();
    const limit = await setLimit(ana, { type: 'deposit', amount: 10_000, currency: 'EUR', period: 'day' });
    expect(limit).toMatchObject({ type: 'deposit', strategy: 'calendar', status: 'active', period: 'day', parent_type: null, amount: 10_000, currency: 'EUR', used: 0, resets_at: nextDayStart(), disable_at: null, confirm_until: null });
    for (const query of ['?type=activity&status=active,confirmed_disabled,unconfirmed_disabled', '?status=confirmed_disabled', '?type=session', '?type=time_out,self_exclusion']) {
      const response = await call(context.app, 'GET', `/platform/user_limits${query}`, { cookie: ana });
      expect(response.status).toBe(200);
      expect(userLimitsResponseSchema.parse(response.body).data).toEqual([]);
    }
    expect((await limitsOf(ana, '?status=active&type=deposit')).map((entry) => entry.id)).toEqual([limit.id]);
    expect(await limitsOf(bob)).toEqual([]);
    expect((await call(context.app, 'GET', '/platform/user_limits?type=bogus', { cookie: ana })).status).toBe(400);
    expect((await call(context.app, 'GET', '/platform/user_limits?status=bogus', { cookie: ana })).status).toBe(400);
    expect((await call(context.app, 'GET', '/platform/user_limits')).status).toBe(401);
  });

  it('answers bad input with 400 naming the field, a second limit of the same kind with 409', async () => {
    const ana = await newPlayer();
    for (const [body, field] of [
      [{ type: 'deposit', amount: 0, period: 'day' }, 'amount'],
      [{ type: 'deposit', amount: 1.5, period: 'day' }, 'amount'],
      [{ type: 'deposit', amount: 100, period: 'year' }, 'period'],
      [{ type: 'nope', period: 'day' }, 'type'],
    ] as const) {
      const response = await call<ErrorBody>(context.app, 'POST', '/platform/user_limits', { cookie: ana, body });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain(field);
    }
    expect((await call<ErrorBody>(context.app, 'POST', '/platform/user_limits', { cookie: ana, body: { type: 'deposit', amount: 100, currency: 'XYZ', period: 'day' } })).body.error.code).toBe('UNKNOWN_CURRENCY');
    const first = await setLimit(ana, { type: 'deposit', amount: 1_000, period: 'week' });
    expect(first.currency).toBe('EUR');
    const again = await call<ErrorBody>(context.app, 'POST', '/platform/user_limits', { cookie: ana, body: { type: 'deposit', amount: 2_000, currency: 'EUR', period: 'week' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'LIMIT_EXISTS', details: { limit_id: first.id } });
    await setLimit(ana, { type: 'deposit', amount: 2_000, currency: 'USD', period: 'week' });
    // A session-time limit has no period (one sign-in session; apps/api/test/bets/time-limits.test.ts).
    expect((await call<ErrorBody>(context.app, 'POST', '/platform/user_limits', { cookie: ana, body: { type: 'session', amount: 60, period: 'day' } })).status).toBe(400);
    expect((await change(await newPlayer(), first.id, 500)).status).toBe(404);
    expect((await change(ana, first.id, 0)).status).toBe(400);
  });
});

describe('deposit limits bind', () => {
  it('refuses a deposit past the daily limit naming it and when it resets, counts pending deposits, and resets the next day', async () => {
    const ana = await newPlayer();
    const limit = await setLimit(ana, { type: 'deposit', amount: 1_000, currency: 'EUR', period: 'day' });
    expect((await deposit(ana, 900)).status).toBe(201);
    const refused = await deposit(ana, 5_000);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      details: { field: 'amount', limit_id: limit.id, type: 'deposit', period: 'day', amount: 1_000, currency: 'EUR', used: 900, remaining: 100, resets_at: nextDayStart() },
    });
    expect(refused.body.error.message).toContain('daily deposit limit of €10.00');
    expect((await deposit(ana, 101)).status).toBe(422);
    expect((await deposit(ana, 100, { card_number: '4000000000003220' })).status).toBe(201);
    expect((await deposit(ana, 1)).body.error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(await balance(ana)).toBe(900);
    expect((await limitsOf(ana))[0]).toMatchObject({ used: 1_000, resets_at: nextDayStart() });
    expect((await deposit(ana, 5_000, { currency: 'USD' })).status).toBe(201);
    context.clock.advance(24 * HOUR);
    expect((await deposit(ana, 1_000)).status).toBe(201);
    expect((await limitsOf(ana))[0]).toMatchObject({ used: 1_000 });
  });

  it('holds a weekly and a monthly limit together, the one with least left named', async () => {
    const ana = await newPlayer();
    await setLimit(ana, { type: 'deposit', amount: 5_000, period: 'day' });
    const week = await setLimit(ana, { type: 'deposit', amount: 3_000, period: 'week' });
    await setLimit(ana, { type: 'deposit', amount: 10_000, period: 'month' });
    expect((await deposit(ana, 2_500)).status).toBe(201);
    const refused = await deposit(ana, 1_000);
    expect(refused.body.error.details).toMatchObject({ limit_id: week.id, period: 'week', used: 2_500, remaining: 500 });
    expect((await deposit(ana, 500)).status).toBe(201);
  });
});

describe('changing a limit', () => {
  it('applies a lower amount at once, as a new limit replacing the old one', async () => {
    const ana = await newPlayer();
    const old = await setLimit(ana, { type: 'deposit', amount: 5_000, period: 'day' });
    const lowered = await change(ana, old.id, 2_000);
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ status: 'active', amount: 2_000, parent_type: 'user_limit', parent_id: old.id, period: 'day', currency: 'EUR' });
    expect((await limitsOf(ana, '?status=confirmed_disabled')).map((entry) => entry.id)).toEqual([old.id]);
    expect((await deposit(ana, 2_001)).body.error.details).toMatchObject({ limit_id: lowered.body.id, amount: 2_000 });
    expect((await change(ana, old.id, 1_000)).status).toBe(422);
  });

  it('makes a raise wait the cooling-off, then binds the old amount until the player confirms before confirm_until', async () => {
    const ana = await newPlayer();
    const old = await setLimit(ana, { type: 'deposit', amount: 1_000, period: 'day' });
    const asked = context.clock.now();
    const raise = await change(ana, old.id, 10_000);
    expect(raise.body).toMatchObject({ status: 'pending', amount: 10_000, parent_id: old.id, disable_at: new Date(asked + HOUR).toISOString(), confirm_until: new Date(asked + 3 * HOUR).toISOString() });
    expect((await limitsOf(ana, '?status=active'))[0]).toMatchObject({ id: old.id, disable_at: new Date(asked + HOUR).toISOString() });
    expect((await deposit(ana, 2_000)).body.error.details).toMatchObject({ limit_id: old.id });
    const early = await confirm(ana, raise.body.id);
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('LIMIT_NOT_CONFIRMABLE');
    context.clock.advance(HOUR);
    expect((await limitsOf(ana, '?status=unconfirmed_disabled')).map((entry) => entry.id)).toEqual([old.id]);
    expect((await deposit(ana, 2_000)).body.error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    const confirmed = await confirm(ana, raise.body.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: raise.body.id, status: 'active', amount: 10_000, disable_at: null, confirm_until: null });
    expect((await limitsOf(ana)).map((entry) => [entry.id, entry.status])).toEqual([[old.id, 'confirmed_disabled'], [raise.body.id, 'active']]);
    expect((await deposit(ana, 2_000)).status).toBe(201);
  });

  it('lets a raise lapse unconfirmed past confirm_until: the old limit stays, the raise expires', async () => {
    const ana = await newPlayer();
    const old = await setLimit(ana, { type: 'deposit', amount: 1_000, period: 'month' });
    const raise = await change(ana, old.id, 5_000);
    context.clock.advance(3 * HOUR);
    expect((await limitsOf(ana)).map((entry) => [entry.id, entry.status])).toEqual([[old.id, 'active'], [raise.body.id, 'expired']]);
    expect((await confirm(ana, raise.body.id)).status).toBe(422);
    expect((await confirm(ana, old.id)).status).toBe(422);
    expect((await deposit(ana, 2_000)).body.error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    const again = await change(ana, old.id, 5_000);
    expect(again.body.status).toBe('pending');
    const lower = await change(ana, old.id, 500);
    expect(lower.body).toMatchObject({ status: 'active', amount: 500 });
    expect((await limitsOf(ana, '?status=expired')).map((entry) => entry.id)).toEqual([raise.body.id, again.body.id]);
  });

  it('removes a limit only after the cooling-off and a confirmation; until then it binds', async () => {
    const ana = await newPlayer();
    const limit = await setLimit(ana, { type: 'deposit', amount: 1_000, period: 'week' });
    const removal = await call<UserLimitDto>(context.app, 'DELETE', `/platform/user_limits/${limit.id}`, { cookie: ana });
    expect(removal.status).toBe(200);
    expect(removal.body).toMatchObject({ id: limit.id, status: 'active', disable_at: new Date(context.clock.now() + HOUR).toISOString() });
    expect((await deposit(ana, 1_500)).status).toBe(422);
    expect((await confirm(ana, limit.id)).status).toBe(422);
    context.clock.advance(HOUR + 1);
    expect((await deposit(ana, 1_500)).status).toBe(422);
    expect((await confirm(ana, limit.id)).body).toMatchObject({ id: limit.id, status: 'confirmed_disabled' });
    expect((await deposit(ana, 1_500)).status).toBe(201);
    expect((await call(context.app, 'DELETE', `/platform/user_limits/${limit.id}`, { cookie: ana })).status).toBe(422);
  });
});

import { userLimitSchema, userLimitsResponseSchema, withdrawalSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, betOf, buildBets, openLines, place, player, type BetsContext, type Line } from '../bets/placement-helper';
import { sessions } from '../../src/db/schema';
import { newSecretToken } from '../../src/modules/auth/secret-token';
import { SESSION_COOKIE } from '../../src/plugins/cookie';
import { call, PASSWORD } from './helper';

/**
 * Time-out and self-exclusion (issue 21): the player excludes themself for a period or
 * indefinitely; it signs them out everywhere at once, sign-in is refused with the exclusion and its
 * end, bets on a bearer issued before it are refused, and it cannot be changed or ended early.
 */
const DAY = 24 * 60 * 60 * 1000;
const OPERATOR_KEY = 'exclusions-tests-operator-key-0123456789ab';
let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildBets({ operatorApiKey: OPERATOR_KEY });
  lines = await openLines(context.database, 0, 1);
});
afterAll(async () => context.close());

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
const signIn = (email: string, password = PASSWORD) => call<ErrorBody>(context.app, 'POST', '/platform/users/sign_in', { body: { user: { login: email, password } } });
const exclude = (cookie: string, body: Record<string, unknown>) => call<ErrorBody>(context.app, 'POST', '/platform/user_limits', { cookie, body });

describe('time-out', () => {
  it('signs the player out, refuses sign-in and bets until it ends, and cannot be changed or ended early', async () => {
    const ana = await player(context.app, 'time-out@example.com', 1_000);
    expect((await place(context.app, ana, [betOf('single', lines, 100)])).status).toBe(201);
    const started = context.clock.now();
    const response = await exclude(ana.cookie, { type: 'time_out', duration_days: 7 });
    expect(response.status).toBe(201);
    const timeOut = userLimitSchema.parse(response.body);
    expect(timeOut).toMatchObject({ type: 'time_out', status: 'active', period: null, amount: null, disable_at: new Date(started + 7 * DAY).toISOString(), confirm_until: null });

    expect((await call(context.app, 'GET', '/platform/player', { cookie: ana.cookie })).status).toBe(401);
    const bet = await place(context.app, ana, [betOf('single', lines, 100)]);
    expect(bet.status).toBe(401);
    expect(await balanceAndLedger(context.database, ana)).toMatchObject({ balance: 900, stakes: 1 });

    const refused = await signIn('time-out@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PLAYER_EXCLUDED', details: { type: 'time_out', until: timeOut.disable_at } });
    expect(refused.body.error.message).toContain('time-out until');
    expect((await signIn('time-out@example.com', 'wrong password')).body.error.code).toBe('INVALID_CREDENTIALS');

    context.clock.advance(7 * DAY - 1);
    expect((await signIn('time-out@example.com')).status).toBe(403);
    context.clock.advance(1);
    const back = await signIn('time-out@example.com');
    expect(back.status).toBe(200);
    const cookie = back.response.headers['set-cookie']?.toString().split(';')[0] ?? '';
    const listed = userLimitsResponseSchema.parse((await call(context.app, 'GET', '/platform/user_limits?type=time_out', { cookie })).body).data;
    expect(listed.map((limit) => [limit.id, limit.status])).toEqual([[timeOut.id, 'expired']]);
  });

  it('takes only 1 to 42 days, and cannot be changed, removed or confirmed away while it runs', async () => {
    const bob = await player(context.app, 'time-out-locked@example.com');
    for (const body of [{ type: 'time_out' }, { type: 'time_out', duration_days: 0 }, { type: 'time_out', duration_days: 43 }, { type: 'time_out', duration_days: 7, amount: 5 }]) {
      expect((await exclude(bob.cookie, body)).status).toBe(400);
    }
    const limit = userLimitSchema.parse((await exclude(bob.cookie, { type: 'time_out', duration_days: 1 })).body);
    expect((await call(context.app, 'DELETE', `/platform/user_limits/${limit.id}`, { cookie: bob.cookie })).status).toBe(401);
    // Even a session opened behind the exclusion's back (none can be through sign-in) cannot end it.
    const token = newSecretToken();
    await context.database.db.insert(sessions).values({ idHash: token.hash, userId: bob.userId, expiresAt: new Date(context.clock.now() + DAY), createdAt: new Date(context.clock.now()) });
    const cookie = `${SESSION_COOKIE}=${token.token}`;
    for (const [method, url] of [['DELETE', `/platform/user_limits/${limit.id}`], ['PATCH', `/platform/user_limits/${limit.id}`], ['POST', `/platform/user_limits/${limit.id}/confirm`]] as const) {
      const answer = await call<ErrorBody>(context.app, method, url, { cookie, ...(method === 'PATCH' ? { body: { amount: 5 } } : {}) });
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe(method === 'POST' ? 'LIMIT_NOT_CONFIRMABLE' : 'LIMIT_LOCKED');
    }
    expect((await signIn('time-out-locked@example.com')).body.error.code).toBe('PLAYER_EXCLUDED');
  });
});

describe('self-exclusion', () => {
  it('without an end refuses sign-in for good; with one, only from 180 days', async () => {
    const cid = await player(context.app, 'self-excluded@example.com');
    expect((await exclude(cid.cookie, { type: 'self_exclusion', duration_days: 30 })).status).toBe(400);
    const response = await exclude(cid.cookie, { type: 'self_exclusion' });
    expect(response.status).toBe(201);
    expect(userLimitSchema.parse(response.body)).toMatchObject({ type: 'self_exclusion', status: 'active', disable_at: null });
    context.clock.advance(3650 * DAY);
    const refused = await signIn('self-excluded@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PLAYER_EXCLUDED', details: { type: 'self_exclusion', until: null } });
  });
});

describe('the money of an excluded player', () => {
  const operator = (url: string, body: Record<string, unknown>, key = OPERATOR_KEY) =>
    context.app.inject({ method: 'POST', url: `/sportsbook/v1/operator${url}`, headers: { 'x-operator-key': key }, payload: body });

  it('stays theirs: a pending withdrawal is still paid out, and the cashier pays out the rest of the cash on their behalf', async () => {
    const dee = await player(context.app, 'excluded-cash@example.com', 1_000);
    const asked = await call(context.app, 'POST', '/platform/wallet/withdrawals', { cookie: dee.cookie, body: { amount: 300 } });
    expect(asked.status).toBe(201);
    const pending = withdrawalSchema.parse(asked.body);
    expect((await exclude(dee.cookie, { type: 'self_exclusion' })).status).toBe(201);
    expect((await signIn('excluded-cash@example.com')).body.error.code).toBe('PLAYER_EXCLUDED');

    // The exclusion neither cancels the pending withdrawal nor keeps the cashier from paying it.
    const paid = await operator(`/withdrawals/${pending.id}`, { status: 'processed' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(withdrawalSchema.parse(paid.json())).toMatchObject({ status: 'processed', amount: 300, balance: 700 });

    // The rest: never more than the cash, and only with the operator's key.
    expect((await operator(`/players/${dee.userId}/withdrawals`, { amount: 701 })).statusCode).toBe(422);
    expect((await operator(`/players/${dee.userId}/withdrawals`, { amount: 700 }, 'not-the-key-0123456789abcdef0123456789')).statusCode).toBe(401);
    const rest = await operator(`/players/${dee.userId}/withdrawals`, { amount: 700 });
    expect(rest.statusCode, rest.body).toBe(201);
    const payout = withdrawalSchema.parse(rest.json());
    expect(payout).toMatchObject({ status: 'pending', amount: 700, balance: 0 });
    expect(withdrawalSchema.parse((await operator(`/withdrawals/${payout.id}`, { status: 'processed' })).json())).toMatchObject({ status: 'processed', balance: 0 });
    expect(await balanceAndLedger(context.database, dee)).toMatchObject({ balance: 0 });
    // Still excluded: the money went out, the player stays out.
    expect((await signIn('excluded-cash@example.com')).status).toBe(403);
  });
});

import { userLimitSchema, userLimitsResponseSchema } from '@sportsbook/contracts';
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
let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildBets();
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

import { activityTrackSchema, sportsbookSessionSchema, userLimitSchema, userLimitsResponseSchema, type UserLimitDto } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, sessionCookie } from '../accounts/helper';
import { siteConfigDefaults } from '../../src/modules/site-config/defaults';
import { betOf, buildBets, itemAt, openLines, place, player, type BetsContext, type Line, type Player } from './placement-helper';

/**
 * Session-time and activity limits (issue 21): a session-time limit ends each sign-in session that
 * many minutes after it began (placement and the reality check answer 403 SESSION_LIMIT_REACHED and
 * the session ends); an activity limit caps the active time the client's pings report per calendar
 * period (a ping credits the time since the session's previous ping, at most one interval, here 60 s):
 * the ping that reaches it answers 401 ACTIVITY_LIMIT_REACHED and ends every session, and sign-in is
 * refused until the period resets. Both follow the other limits' lifecycle (cooling-off one hour,
 * confirmation within two), on the injected clock.
 */
const MINUTE = 60_000;
const OPERATOR_KEY = 'time-limits-operator-key-0123456789';
const HOUR = 60 * MINUTE;
let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildBets({
    feedControl: true, seed: 11, targets: { upcoming: 30, live: 2 },
    limits: { coolingOffMs: HOUR, confirmWindowMs: 2 * HOUR, realityCheckMs: 10 * MINUTE, realityCheckMinMs: MINUTE, activityTrackMs: MINUTE },
    // Activity limits bind only where the site tracks activity (feature flag activity_tracking).
    siteConfigDefaults: siteConfigDefaults({ SITE_SETTINGS: JSON.stringify({ features: { activity_tracking: true } }) }),
    operatorApiKey: OPERATOR_KEY,
  });
  lines = await openLines(context.database, 0, 2);
});
afterAll(async () => context.close());

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
let players = 0;
const email = () => `time-limits-${(players += 1)}@example.com`;
const setLimit = async (cookie: string, body: Record<string, unknown>): Promise<UserLimitDto> => {
  const response = await call<ErrorBody>(context.app, 'POST', '/platform/user_limits', { cookie, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return userLimitSchema.parse(response.body);
};
const limitsOf = async (cookie: string, query = '') => userLimitsResponseSchema.parse((await call(context.app, 'GET', `/platform/user_limits${query}`, { cookie })).body).data;
const change = (cookie: string, id: number, amount: number) => call<UserLimitDto & ErrorBody>(context.app, 'PATCH', `/platform/user_limits/${id}`, { cookie, body: { amount } });
const remove = (cookie: string, id: number) => call<UserLimitDto & ErrorBody>(context.app, 'DELETE', `/platform/user_limits/${id}`, { cookie });
const confirm = (cookie: string, id: number) => call<UserLimitDto & ErrorBody>(context.app, 'POST', `/platform/user_limits/${id}/confirm`, { cookie });
const sessionInfo = (cookie: string) => call<ErrorBody>(context.app, 'POST', '/platform/sportsbook_sessions', { cookie });
const track = (cookie: string) => call<ErrorBody>(context.app, 'POST', '/platform/player/activity_limit_track', { cookie });
const stake = (who: Player) => place(context.app, who, [betOf('single', [itemAt(lines, 0)], 100)]);
const signIn = async (login: string) => {
  const response = await call<ErrorBody>(context.app, 'POST', '/platform/users/sign_in', { body: { user: { login, password: PASSWORD } } });
  return { status: response.status, body: response.body, cookie: sessionCookie(response.response) };
};
const nextDay = () => {
  const at = new Date(context.clock.now());
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1)).toISOString();
};

describe('a session-time limit', () => {
  it('ends the session that many minutes after it began: placement and the reality check answer 403 naming it, then the session is gone', async () => {
    const ana = await player(context.app, email(), 10_000);
    const began = context.clock.now();
    const limit = await setLimit(ana.cookie, { type: 'session', amount: 10 });
    expect(limit).toMatchObject({ type: 'session', status: 'active', period: null, amount: 10, currency: null, used: null, resets_at: null });
    const info = sportsbookSessionSchema.parse((await sessionInfo(ana.cookie)).body);
    expect(info.session_ends_at).toBe(new Date(began + 10 * MINUTE).toISOString());

    context.clock.advance(9 * MINUTE);
    expect((await stake(ana)).status).toBe(201);
    expect((await sessionInfo(ana.cookie)).status).toBe(200);

    context.clock.advance(MINUTE);
    const refused = await stake(ana);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'SESSION_LIMIT_REACHED', details: { limit_id: limit.id, type: 'session', period: null, amount: 10, used: 10, resets_at: null } } });
    // The session ended with the refusal: afterwards it is simply signed out.
    expect((await sessionInfo(ana.cookie)).status).toBe(401);
  });

  it('the reality check answers 403 when the limit ended the session, and a new sign-in starts a new session with the limit', async () => {
    const address = email();
    const bob = await player(context.app, address, 0);
    await setLimit(bob.cookie, { type: 'session', amount: 5 });
    context.clock.advance(5 * MINUTE);
    const refused = await sessionInfo(bob.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('SESSION_LIMIT_REACHED');
    expect(refused.body.error.message).toContain('5 minutes');

    const again = await signIn(address);
    expect(again.status).toBe(200);
    const info = sportsbookSessionSchema.parse((await sessionInfo(again.cookie ?? '')).body);
    expect(info.session_ends_at).toBe(new Date(context.clock.now() + 5 * MINUTE).toISOString());
  });

  it('lowering ends the open sessions sooner at once; a raise waits the cooling-off and a confirmation and applies from the next sign-in', async () => {
    const address = email();
    const cara = await player(context.app, address, 0);
    const began = context.clock.now();
    const limit = await setLimit(cara.cookie, { type: 'session', amount: 120 });
    const lowered = await change(cara.cookie, limit.id, 30);
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ type: 'session', status: 'active', amount: 30, parent_type: 'user_limit', parent_id: limit.id });
    expect(sportsbookSessionSchema.parse((await sessionInfo(cara.cookie)).body).session_ends_at).toBe(new Date(began + 30 * MINUTE).toISOString());
    expect((await limitsOf(cara.cookie, '?type=session&status=confirmed_disabled')).map((entry) => entry.id)).toEqual([limit.id]);

    const raise = await change(cara.cookie, lowered.body.id, 90);
    expect(raise.body).toMatchObject({ status: 'pending', amount: 90 });
    expect((await confirm(cara.cookie, lowered.body.id)).body.error.code).toBe('LIMIT_NOT_CONFIRMABLE');
    expect(sportsbookSessionSchema.parse((await sessionInfo(cara.cookie)).body).session_ends_at).toBe(new Date(began + 30 * MINUTE).toISOString());
    context.clock.advance(HOUR);
    expect((await sessionInfo(cara.cookie)).status).toBe(403);
    const fresh = await signIn(address);
    expect((await confirm(fresh.cookie ?? '', lowered.body.id)).body).toMatchObject({ id: raise.body.id, status: 'active', amount: 90 });
    const next = await signIn(address);
    expect(sportsbookSessionSchema.parse((await sessionInfo(next.cookie ?? '')).body).session_ends_at).toBe(new Date(context.clock.now() + 90 * MINUTE).toISOString());

    // Removal: binds through the cooling-off, then confirmed; the next session has no end by a limit.
    const removal = await remove(next.cookie ?? '', raise.body.id);
    expect(removal.body).toMatchObject({ status: 'active', disable_at: new Date(context.clock.now() + HOUR).toISOString() });
    context.clock.advance(HOUR);
    const last = await signIn(address);
    expect((await confirm(last.cookie ?? '', raise.body.id)).body).toMatchObject({ status: 'confirmed_disabled' });
    const free = await signIn(address);
    expect(sportsbookSessionSchema.parse((await sessionInfo(free.cookie ?? '')).body).session_ends_at).toBeNull();
  });

  it('refuses a time limit out of range or with a period it has not', async () => {
    const dan = await player(context.app, email(), 0);
    for (const body of [{ type: 'session', amount: 0 }, { type: 'session', amount: 60, period: 'day' }, { type: 'activity', amount: 60 }, { type: 'activity', amount: 31 * 24 * 60 + 1, period: 'month' }]) {
      expect((await call(context.app, 'POST', '/platform/user_limits', { cookie: dan.cookie, body })).status).toBe(400);
    }
    const limit = await setLimit(dan.cookie, { type: 'session', amount: 60 });
    expect((await call<ErrorBody>(context.app, 'POST', '/platform/user_limits', { cookie: dan.cookie, body: { type: 'session', amount: 30 } })).body.error).toMatchObject({ code: 'LIMIT_EXISTS', details: { limit_id: limit.id } });
    expect((await change(dan.cookie, limit.id, 31 * 24 * 60 + 1)).status).toBe(422);
  });
});

describe('an activity limit', () => {
  it('cannot be set while the site tracks no activity (it would never bind): 422 LIMIT_TYPE_UNAVAILABLE naming the type', async () => {
    const eve = await player(context.app, email(), 0);
    const flag = (on: boolean) => call(context.app, 'PATCH', '/sportsbook/v1/operator/settings', { headers: { 'x-operator-key': OPERATOR_KEY }, body: { features: { activity_tracking: on } } });
    expect((await flag(false)).status).toBe(200);
    try {
      const refused = await call<ErrorBody>(context.app, 'POST', '/platform/user_limits', { cookie: eve.cookie, body: { type: 'activity', amount: 60, period: 'day' } });
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('LIMIT_TYPE_UNAVAILABLE');
      expect(refused.body.error.details).toMatchObject({ field: 'type' });
      expect(await limitsOf(eve.cookie, '?type=activity')).toEqual([]);
      // Other limits are not touched by the flag.
      await setLimit(eve.cookie, { type: 'session', amount: 60 });
    } finally {
      expect((await flag(true)).status).toBe(200);
    }
    await setLimit(eve.cookie, { type: 'activity', amount: 60, period: 'day' });
  });

  it('counts the pings (each at most one interval, from the session start), answers 401 when reached, ends every session and refuses sign-in until the period resets', async () => {
    const address = email();
    const eve = await player(context.app, address, 0);
    const other = await signIn(address);
    const limit = await setLimit(eve.cookie, { type: 'activity', amount: 3, period: 'day' });
    expect(limit).toMatchObject({ type: 'activity', status: 'active', period: 'day', amount: 3, currency: null, used: 0, resets_at: nextDay() });
    expect((await limitsOf(eve.cookie, '?type=activity&status=active,confirmed_disabled,unconfirmed_disabled')).map((entry) => entry.id)).toEqual([limit.id]);

    // The session began at sign-in; an hour later the first ping credits one interval, not the hour.
    context.clock.advance(HOUR);
    const first = await track(eve.cookie);
    expect(first.status).toBe(200);
    expect(activityTrackSchema.parse(first.body)).toEqual({ interval_seconds: 60, limits: [{ id: limit.id, period: 'day', amount: 3, used: 1, resets_at: nextDay() }] });
    // Pings faster than the interval credit only the time between them.
    context.clock.advance(30_000);
    expect(activityTrackSchema.parse((await track(eve.cookie)).body).limits[0]?.used).toBe(1);
    context.clock.advance(30_000);
    expect(activityTrackSchema.parse((await track(eve.cookie)).body).limits[0]?.used).toBe(2);
    expect((await limitsOf(eve.cookie, '?type=activity'))[0]).toMatchObject({ used: 2 });

    context.clock.advance(5 * MINUTE);
    const reached = await track(eve.cookie);
    expect(reached.status).toBe(401);
    expect(reached.body.error).toMatchObject({ code: 'ACTIVITY_LIMIT_REACHED', details: { limit_id: limit.id, type: 'activity', period: 'day', amount: 3, used: 3, resets_at: nextDay() } });
    expect((await call(context.app, 'GET', '/platform/player', { cookie: eve.cookie })).status).toBe(401);
    expect((await call(context.app, 'GET', '/platform/player', { cookie: other.cookie ?? '' })).status).toBe(401);

    const refused = await signIn(address);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'ACTIVITY_LIMIT_REACHED', details: { resets_at: nextDay() } });
    expect(refused.body.error.message).toContain('daily activity limit of 3 minutes');

    context.clock.advance(Date.parse(nextDay()) - context.clock.now());
    const back = await signIn(address);
    expect(back.status).toBe(200);
    context.clock.advance(MINUTE);
    expect(activityTrackSchema.parse((await track(back.cookie ?? '')).body).limits[0]).toMatchObject({ used: 1 });
  });

  it('sums the days of a weekly window, and is lowered at once and raised after the cooling-off and a confirmation', async () => {
    const address = email();
    const fay = await player(context.app, address, 0);
    const limit = await setLimit(fay.cookie, { type: 'activity', amount: 600, period: 'week' });
    for (let ping = 0; ping < 3; ping += 1) {
      context.clock.advance(MINUTE);
      expect((await track(fay.cookie)).status).toBe(200);
    }
    context.clock.advance(24 * HOUR);
    const nextDaySession = await signIn(address);
    context.clock.advance(MINUTE);
    const week = activityTrackSchema.parse((await track(nextDaySession.cookie ?? '')).body).limits[0];
    const inSameWeek = new Date(context.clock.now()).getUTCDay() !== 1;
    expect(week?.used).toBe(inSameWeek ? 4 : 1);

    const lowered = await change(nextDaySession.cookie ?? '', limit.id, 120);
    expect(lowered.body).toMatchObject({ status: 'active', amount: 120, period: 'week' });
    const raise = await change(nextDaySession.cookie ?? '', lowered.body.id, 900);
    expect(raise.body).toMatchObject({ status: 'pending', amount: 900 });
    expect((await limitsOf(nextDaySession.cookie ?? '', '?type=activity&status=unconfirmed_disabled'))).toEqual([]);
    context.clock.advance(HOUR);
    const waiting = await signIn(address);
    expect((await limitsOf(waiting.cookie ?? '', '?type=activity&status=unconfirmed_disabled')).map((entry) => entry.id)).toEqual([lowered.body.id]);
    expect((await confirm(waiting.cookie ?? '', raise.body.id)).body).toMatchObject({ id: raise.body.id, status: 'active', amount: 900 });
  });

  it('without an activity limit a ping counts and answers no limits; a signed-out ping is 401 UNAUTHORIZED', async () => {
    const gus = await player(context.app, email(), 0);
    context.clock.advance(MINUTE);
    expect(activityTrackSchema.parse((await track(gus.cookie)).body)).toEqual({ interval_seconds: 60, limits: [] });
    const anonymous = await call<ErrorBody>(context.app, 'POST', '/platform/player/activity_limit_track');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHORIZED');
  });
});

import { sportsbookSessionSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccounts, call, registeredPlayer } from '../accounts/helper';
import { START } from '../helper';
import { betOf, buildBets, itemAt, openLines, place, player, type BetsContext } from './placement-helper';
import { control, lineOf, prematchMatches } from './settlement-helper';

/**
 * The reality-check session (issue 21 point 2; spec promotions §3, §7): POST
 * /platform/sportsbook_sessions answers the session's time played, bets and wins (cash, the active
 * currency) and when the next check is due (here every 10 minutes; a player may choose down to one
 * minute); POST …/continue starts the interval again; a site without a reality check answers 400.
 */
const MINUTE = 60_000;
let context: BetsContext;
beforeAll(async () => {
  context = await buildBets({ feedControl: true, seed: 11, targets: { upcoming: 30, live: 2 }, limits: { coolingOffMs: 0, confirmWindowMs: MINUTE, realityCheckMs: 10 * MINUTE, realityCheckMinMs: MINUTE } });
});
afterAll(async () => context.close());

const session = async (cookie: string, path = '') => {
  const response = await context.app.inject({ method: 'POST', url: `/platform/sportsbook_sessions${path}`, headers: { cookie, 'x-sportsbook-app': 'test' } });
  expect(response.headers['cache-control']).toBe('no-store');
  return sportsbookSessionSchema.parse(response.json());
};

describe('POST /platform/sportsbook_sessions', () => {
  it('answers the bets and wins of the session, when the next reality check is due, and continue starts the interval again', async () => {
    expect((await context.app.inject({ method: 'POST', url: '/platform/sportsbook_sessions', headers: { 'x-sportsbook-app': 'test' } })).statusCode).toBe(401);
    const ana = await player(context.app, 'session-ana@example.com', 10_000);
    const from = new Date(START).toISOString();
    expect(await session(ana.cookie)).toEqual({
      bets_sum: 0, wins_sum: 0, currency: 'EUR', period: { from, to: from }, reality_check_interval_seconds: 600, next_reality_check_at: new Date(START + 10 * MINUTE).toISOString(), session_ends_at: null,
    });

    const match = itemAt(await prematchMatches(context.database, 'football'), 3);
    const [other] = await openLines(context.database, 0, 1);
    expect((await place(context.app, ana, [betOf('single', [await lineOf(context.database, match, 1, '', 'home')], 500)])).status).toBe(201);
    expect((await place(context.app, ana, [betOf('single', [itemAt(other ? [other] : [], 0)], 300)])).status).toBe(201);
    expect((await control(context.app, match, 'finish', { score: { home: 1, away: 0 } })).status).toBe(200);
    context.clock.advance(11 * MINUTE);
    const due = await session(ana.cookie);
    expect(due).toMatchObject({ bets_sum: 800, period: { from, to: new Date(START + 11 * MINUTE).toISOString() }, next_reality_check_at: new Date(START + 10 * MINUTE).toISOString() });
    expect(due.wins_sum).toBeGreaterThan(500);

    const continued = await session(ana.cookie, '/continue');
    expect(continued.next_reality_check_at).toBe(new Date(START + 21 * MINUTE).toISOString());
    expect((await session(ana.cookie)).next_reality_check_at).toBe(new Date(START + 21 * MINUTE).toISOString());

    // The player's own interval, not under the site's minimum.
    const put = (seconds: number) => call<{ error: { code: string } }>(context.app, 'PUT', '/platform/sportsbook_sessions/reality_check', { cookie: ana.cookie, body: { interval_seconds: seconds } });
    expect((await put(30)).status).toBe(422);
    expect((await put(120)).body).toMatchObject({ reality_check_interval_seconds: 120, next_reality_check_at: new Date(START + 13 * MINUTE).toISOString() });
  });
});

describe('a site without a reality check', () => {
  it('answers 400 REALITY_CHECK_OFF, so the client stops asking', async () => {
    const accounts = await buildAccounts({ limits: { coolingOffMs: 0, confirmWindowMs: MINUTE, realityCheckMs: 0 } });
    try {
      const cookie = await registeredPlayer(accounts.app, 'no-reality-check@example.com');
      const response = await call<{ error: { code: string } }>(accounts.app, 'POST', '/platform/sportsbook_sessions', { cookie });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('REALITY_CHECK_OFF');
    } finally {
      await accounts.close();
    }
  });
});

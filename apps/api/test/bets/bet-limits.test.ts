import { userLimitSchema, userLimitsResponseSchema, type UserLimitDto } from '@sportsbook/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { bearerFor, call } from '../accounts/helper';
import { START } from '../helper';
import { betOf, buildBets, itemAt, openLines, place, player, type BetsContext, type Line, type Player } from './placement-helper';
import { control, lineOf, prematchMatches, wallet } from './settlement-helper';

/**
 * Wager and loss limits (issue 21 point 1): they bind inside place_bet_batch's transaction, per
 * calendar period, with the deposit limits' lifecycle (lower at once; raise or remove after the
 * cooling-off, here one hour, and a confirmation within two hours), on the injected clock. Wager:
 * the cash staked in the period; loss: cash staked minus cash returned (wins, refunds, cashouts).
 * The same file runs on PGlite and, in CI, on PostgreSQL (DATABASE_URL).
 */
const HOUR = 60 * 60 * 1000;
let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildBets({ feedControl: true, seed: 11, targets: { upcoming: 30, live: 2 }, limits: { coolingOffMs: HOUR, confirmWindowMs: 2 * HOUR } });
  lines = await openLines(context.database, 0, 4);
});
afterAll(async () => context.close());

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
let players = 0;
const newPlayer = (deposit = 100_000) => player(context.app, `bet-limits-${(players += 1)}@example.com`, deposit);
const setLimit = async (who: Player, body: Record<string, unknown>): Promise<UserLimitDto> => {
  const response = await call(context.app, 'POST', '/platform/user_limits', { cookie: who.cookie, body });
  expect(response.status).toBe(201);
  return userLimitSchema.parse(response.body);
};
const limitsOf = async (who: Player, query = '') => userLimitsResponseSchema.parse((await call(context.app, 'GET', `/platform/user_limits${query}`, { cookie: who.cookie })).body).data;
const change = (who: Player, id: number, amount: number) => call<UserLimitDto & ErrorBody>(context.app, 'PATCH', `/platform/user_limits/${id}`, { cookie: who.cookie, body: { amount } });
const remove = (who: Player, id: number) => call<UserLimitDto & ErrorBody>(context.app, 'DELETE', `/platform/user_limits/${id}`, { cookie: who.cookie });
const confirm = (who: Player, id: number) => call<UserLimitDto & ErrorBody>(context.app, 'POST', `/platform/user_limits/${id}/confirm`, { cookie: who.cookie });
const stake = (who: Player, amount: number, line = itemAt(lines, 0)) => place(context.app, who, [betOf('single', [line], amount)]);
const nextDay = () => {
  const now = new Date(context.clock.now());
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
};
/** Moves the injected clock; the player's bearer (short-lived) is issued again from their session. */
const moveClockTo = async (at: number, who: Player) => {
  context.clock.advance(at - context.clock.now());
  who.authorization = `Bearer ${await bearerFor(context.app, who.cookie)}`;
};
const flagOf = async (who: Player) => (await context.database.db.select({ flag: users.betLimits }).from(users).where(eq(users.id, who.userId)))[0]?.flag;

describe('a wager limit', () => {
  it('counts the cash staked in its period (stakes placed before it was set too) and refuses a stake past it, naming it and when it resets', async () => {
    const ana = await newPlayer();
    expect(await flagOf(ana)).toBe(false);
    expect((await stake(ana, 300)).status).toBe(201);
    const limit = await setLimit(ana, { type: 'wager', amount: 1_000, currency: 'EUR', period: 'day' });
    expect(limit).toMatchObject({ type: 'wager', status: 'active', period: 'day', amount: 1_000, currency: 'EUR', used: 300, resets_at: nextDay() });
    expect(await flagOf(ana)).toBe(true);
    expect((await stake(ana, 500)).status).toBe(201);

    const before = await wallet(context.database, ana);
    const refused = await stake(ana, 201);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('WAGER_LIMIT_EXCEEDED');
    expect(refused.body.error.details).toMatchObject({
      code: 153, message_key: 'error.place_bets.wager_limit_exceeded', bet_messages: ['error.place_bets.wager_limit_exceeded'],
      limit_id: limit.id, type: 'wager', period: 'day', amount: 1_000, currency: 'EUR', used: 800, remaining: 200, resets_at: nextDay(),
    });
    expect(refused.body.error.message).toContain('daily wager limit');
    expect(await wallet(context.database, ana)).toEqual(before);

    expect((await stake(ana, 200)).status).toBe(201);
    expect((await limitsOf(ana, '?type=wager'))[0]).toMatchObject({ id: limit.id, used: 1_000 });
    expect((await stake(ana, 1)).body.error.code).toBe('WAGER_LIMIT_EXCEEDED');

    // The next day the period starts again.
    await moveClockTo(Date.parse(nextDay()) + 60_000, ana);
    try {
      expect((await limitsOf(ana, '?type=wager'))[0]).toMatchObject({ used: 0 });
      expect((await stake(ana, 1_000)).status).toBe(201);
      expect((await stake(ana, 1)).body.error.details).toMatchObject({ used: 1_000, remaining: 0 });
    } finally {
      await moveClockTo(START, ana);
    }
  });

  it('binds the jobs of one batch and concurrent batches together: many concurrent placements never pass it', async () => {
    const ben = await newPlayer();
    await setLimit(ben, { type: 'wager', amount: 2_000, currency: 'EUR', period: 'week' });
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => stake(ben, 100, itemAt(lines, index % lines.length))));
    const refusedCodes = results.filter((result) => result.status !== 201).map((result) => result.body.error.code);
    expect(results.filter((result) => result.status === 201)).toHaveLength(20);
    expect(new Set(refusedCodes)).toEqual(new Set(['WAGER_LIMIT_EXCEEDED']));
    const money = await wallet(context.database, ben);
    expect(money.entries.filter((entry) => entry.kind === 'bet_stake').reduce((sum, entry) => sum - entry.amount, 0)).toBe(2_000);
    expect(money.balance).toBe(100_000 - 2_000);
  });

  it('is lowered at once; a raise or removal binds through the cooling-off until confirmed; a confirmed removal stops the checks', async () => {
    const cy = await newPlayer();
    const limit = await setLimit(cy, { type: 'wager', amount: 1_000, currency: 'EUR', period: 'month' });
    expect((await stake(cy, 600)).status).toBe(201);

    const lowered = await change(cy, limit.id, 500);
    expect(lowered.body).toMatchObject({ status: 'active', amount: 500, parent_type: 'user_limit', parent_id: limit.id, used: 600 });
    expect((await stake(cy, 1)).body.error.details).toMatchObject({ limit_id: lowered.body.id, amount: 500, used: 600, remaining: 0 });

    const raise = await change(cy, lowered.body.id, 2_000);
    expect(raise.body).toMatchObject({ status: 'pending', amount: 2_000 });
    expect((await stake(cy, 1)).body.error.code).toBe('WAGER_LIMIT_EXCEEDED');
    expect((await confirm(cy, raise.body.id)).body.error.code).toBe('LIMIT_NOT_CONFIRMABLE');
    await moveClockTo(context.clock.now() + HOUR, cy);
    try {
      expect((await limitsOf(cy, '?status=unconfirmed_disabled'))[0]).toMatchObject({ id: lowered.body.id });
      expect((await stake(cy, 1)).body.error.code).toBe('WAGER_LIMIT_EXCEEDED');
      expect((await confirm(cy, raise.body.id)).body).toMatchObject({ id: raise.body.id, status: 'active', amount: 2_000, used: 600 });
      expect((await stake(cy, 1_400)).status).toBe(201);
      expect((await stake(cy, 1)).body.error.details).toMatchObject({ limit_id: raise.body.id, used: 2_000 });

      const removal = await remove(cy, raise.body.id);
      expect(removal.body).toMatchObject({ status: 'active', disable_at: new Date(context.clock.now() + HOUR).toISOString() });
      expect((await stake(cy, 1)).body.error.code).toBe('WAGER_LIMIT_EXCEEDED');
      await moveClockTo(context.clock.now() + HOUR, cy);
      expect((await stake(cy, 1)).body.error.code).toBe('WAGER_LIMIT_EXCEEDED');
      expect((await confirm(cy, raise.body.id)).body).toMatchObject({ status: 'confirmed_disabled' });
      expect(await flagOf(cy)).toBe(false);
      expect((await stake(cy, 5_000)).status).toBe(201);
    } finally {
      await moveClockTo(START, cy);
    }
  });
});

describe('a loss limit', () => {
  it('counts stakes minus what bets returned in the period (a win gives room back), and refuses past it', async () => {
    const dee = await newPlayer();
    const limit = await setLimit(dee, { type: 'loss', amount: 1_000, currency: 'EUR', period: 'day' });
    const wager = await setLimit(dee, { type: 'wager', amount: 100_000, currency: 'EUR', period: 'day' });
    const match = itemAt(await prematchMatches(context.database, 'football'), 5);
    const home = await lineOf(context.database, match, 1, '', 'home');
    const placed = await stake(dee, 800, home);
    expect(placed.status).toBe(201);
    expect((await stake(dee, 201)).body.error).toMatchObject({ code: 'LOSS_LIMIT_EXCEEDED', details: { limit_id: limit.id, type: 'loss', used: 800, remaining: 200, code: 154, message_key: 'error.place_bets.loss_limit_exceeded' } });

    expect((await control(context.app, match, 'finish', { score: { home: 2, away: 0 } })).status).toBe(200);
    const won = (await wallet(context.database, dee)).entries.find((entry) => entry.kind === 'bet_win')?.amount ?? 0;
    expect(won).toBeGreaterThan(800);
    const loss = 800 - won;
    const listed = await limitsOf(dee);
    expect(listed.find((entry) => entry.id === limit.id)).toMatchObject({ used: loss });
    expect(listed.find((entry) => entry.id === wager.id)).toMatchObject({ used: 800 });

    expect((await stake(dee, 1_000 - loss + 1, itemAt(lines, 1))).body.error).toMatchObject({ code: 'LOSS_LIMIT_EXCEEDED', details: { used: loss, remaining: 1_000 - loss } });
    expect((await stake(dee, 1_000 - loss, itemAt(lines, 1))).status).toBe(201);
    expect((await limitsOf(dee, '?type=loss'))[0]).toMatchObject({ used: 1_000 });
  });

  it('binds only stakes in its own currency', async () => {
    const eve = await newPlayer();
    await setLimit(eve, { type: 'loss', amount: 5_000, currency: 'USD', period: 'week' });
    // A limit in another currency does not touch EUR stakes.
    expect((await stake(eve, 6_000)).status).toBe(201);
    expect((await limitsOf(eve, '?type=loss,wager&status=active')).map((entry) => [entry.type, entry.currency, entry.used])).toEqual([['loss', 'USD', 0]]);
  });
});

import { betChangedMessageSchema, CHANNELS, vipQueueResponseSchema } from '@sportsbook/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betSelections } from '../../src/db/schema';
import { betOf, buildBets, listBets, openLines, place, player, type BetsContext, type Player } from './placement-helper';
import { control, lineOf, prematchMatches, recording, wallet } from './settlement-helper';
import { at, buildVipBets, decideVip, placeOne as placeVip, VIP_KEY } from './vip-helper';

/**
 * VIP bets (issue 6): a stake above BET_VIP_THRESHOLDS is held `submitted` (stake debited) until an
 * operator decides through the operator routes (OPERATOR_API_KEY, header X-Operator-Key). The window
 * closes when a leg gets its result: settlement rejects the undecided bet and refunds its stake in
 * its own transaction, and a later decision answers 409 VIP_DECISION_CLOSED.
 */
let context: BetsContext;
let football: number[];
beforeAll(async () => {
  context = await buildVipBets();
  football = await prematchMatches(context.database, 'football');
});
afterAll(async () => context.close());

const decide = (id: string, decision: string, headers?: Record<string, string>) => decideVip(context.app, id, decision, headers);
const placeOne = (who: Player, type: 'single' | 'combo', lines: Parameters<typeof placeVip>[3], stake: number) => placeVip(context.app, who, type, lines, stake);

const changedOn = (published: { channel: string; event: string; message: unknown }[], who: Player) =>
  published.filter((entry) => entry.channel === CHANNELS.user('en', String(who.userId)) && entry.event === 'bet_changed').map((entry) => betChangedMessageSchema.parse(entry.message).bet);

describe('the operator routes', () => {
  it('answer 401 without the right X-Operator-Key (checked before the body), whatever player credentials come along', async () => {
    const eve = await player(context.app, 'vip-self@example.com', 20_000);
    const bet = await placeOne(eve, 'single', [await lineOf(context.database, at(football, 0), 1, '', 'home')], 6_000);
    expect(bet).toMatchObject({ status: 'submitted', is_vip: true });

    expect((await decide(bet.id, 'accept', {})).statusCode).toBe(401);
    expect((await decide(bet.id, 'accept', { 'x-operator-key': `${VIP_KEY}x` })).statusCode).toBe(401);
    expect((await decide(bet.id, 'accept', { 'x-operator-key': VIP_KEY.slice(0, -1) })).statusCode).toBe(401);
    expect((await decide(bet.id, 'maybe', { 'x-operator-key': 'wrong' })).json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    // The player may not decide their own bet.
    expect((await decide(bet.id, 'accept', { authorization: eve.authorization, cookie: eve.cookie })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/sportsbook/v1/operator/bets/vip' })).statusCode).toBe(401);
    // The old unauthenticated dev route is gone.
    expect((await context.app.inject({ method: 'POST', url: `/sportsbook/v1/dev/bets/${bet.id}/vip`, payload: { decision: 'accept' } })).statusCode).toBe(404);
    expect((await listBets(context.app, eve)).body.data.map((listed) => listed.status)).toEqual(['submitted']);

    // The queue lists it, oldest first, with its player; a decision takes it out.
    const queue = vipQueueResponseSchema.parse((await context.app.inject({ method: 'GET', url: '/sportsbook/v1/operator/bets/vip', headers: { 'x-operator-key': VIP_KEY } })).json());
    expect(queue.data.find((entry) => entry.bet.id === bet.id)).toMatchObject({ user_id: eve.userId, bet: { status: 'submitted', is_vip: true } });
    expect((await decide(bet.id, 'reject')).json()).toMatchObject({ data: { status: 'rejected' } });
    const after = vipQueueResponseSchema.parse((await context.app.inject({ method: 'GET', url: '/sportsbook/v1/operator/bets/vip', headers: { 'x-operator-key': VIP_KEY } })).json());
    expect(after.data.map((entry) => entry.bet.id)).not.toContain(bet.id);
    expect(await wallet(context.database, eve)).toMatchObject({ balance: 20_000, ledger: 20_000 });
  });

  it('are not served at all without OPERATOR_API_KEY (the default configuration, as `npm start` runs it)', async () => {
    const bare = await buildBets({ targets: { upcoming: 2, live: 0 } });
    try {
      // A VIP bet at the default threshold (5,000 EUR) waits; nothing can decide it over HTTP.
      const rich = await player(bare.app, 'vip-bare@example.com', 600_000);
      const placed = await place(bare.app, rich, [betOf('single', await openLines(bare.database, 0, 1), 500_001)]);
      const id = at(placed.body.data, 0).id;
      expect(at(placed.body.data, 0)).toMatchObject({ status: 'submitted', is_vip: true });
      const decision = await bare.app.inject({ method: 'POST', url: `/sportsbook/v1/operator/bets/${id}/vip`, headers: { 'x-operator-key': VIP_KEY }, payload: { decision: 'accept' } });
      expect(decision.statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'POST', url: `/sportsbook/v1/dev/bets/${id}/vip`, payload: { decision: 'accept' } })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/sportsbook/v1/operator/bets/vip', headers: { 'x-operator-key': VIP_KEY } })).statusCode).toBe(404);
      expect((await listBets(bare.app, rich)).body.data.map((bet) => bet.status)).toEqual(['submitted']);
    } finally {
      await bare.close();
    }
  });

  it('answer 404 for a bet that is not a VIP bet, and 409 for a second decision', async () => {
    const fay = await player(context.app, 'vip-twice@example.com', 20_000);
    const line = await lineOf(context.database, at(football, 1), 1, '', 'home');
    const plain = await placeOne(fay, 'single', [line], 1_000);
    const vip = await placeOne(fay, 'single', [line], 6_000);
    expect((await decide(plain.id, 'accept')).statusCode).toBe(404);
    expect((await decide('999999999', 'accept')).statusCode).toBe(404);
    expect((await decide(vip.id, 'accept')).json()).toMatchObject({ data: { status: 'waiting_results', is_vip: true } });
    const again = await decide(vip.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'VIP_DECISION_CLOSED', details: { status: 'waiting_results', resulted: false } } });
    expect(await wallet(context.database, fay)).toMatchObject({ balance: 13_000, ledger: 13_000 });
  });
});

describe('the decision window closes when a leg gets its result', () => {
  it('settlement rejects an undecided VIP single and refunds its stake through the ledger, publishing bet_changed and balance_changed; a late decision is refused', async () => {
    const gus = await player(context.app, 'vip-expired@example.com', 20_000);
    const match = at(football, 2);
    const line = await lineOf(context.database, match, 1, '', 'home');
    const vip = await placeOne(gus, 'single', [line], 6_000);
    const plain = await placeOne(gus, 'single', [line], 1_000);
    expect(await wallet(context.database, gus)).toMatchObject({ balance: 13_000 });

    const { published } = await recording(context, () => control(context.app, match, 'finish', { score: { home: 2, away: 0 } }));
    const money = await wallet(context.database, gus);
    const won = Math.floor((1_000 * Math.round(line.odds * 1000)) / 1000);
    expect(money.balance).toBe(13_000 + 6_000 + won);
    expect(money.ledger).toBe(money.balance);
    expect(money.entries.filter((entry) => entry.reference === `bet:${vip.id}`).map((entry) => [entry.kind, entry.amount])).toEqual([['bet_stake', -6_000], ['bet_stake_refund', 6_000]]);

    const changed = changedOn(published, gus);
    expect(changed.find((bet) => bet.id === vip.id)).toMatchObject({ status: 'rejected', is_vip: true, win_amount: null });
    expect(changed.find((bet) => bet.id === plain.id)).toMatchObject({ status: 'done', result: 'win_entire' });
    const balances = published.filter((entry) => entry.channel === CHANNELS.user('en', String(gus.userId)) && entry.event === 'balance_changed').map((entry) => entry.message as { balance: number; reason: string });
    expect(balances.at(-1)).toMatchObject({ balance: money.balance, reason: 'bet_settlement' });
    // A rejected VIP bet leaves the list.
    expect((await listBets(context.app, gus)).body.data.map((bet) => bet.id)).toEqual([plain.id]);

    for (const decision of ['accept', 'reject']) {
      const late = await decide(vip.id, decision);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ error: { code: 'VIP_DECISION_CLOSED', details: { status: 'rejected', resulted: true } } });
    }
    expect(await wallet(context.database, gus)).toEqual(money);
  });

  it('a VIP combo is rejected and refunded when its first match settles, and its other match later changes nothing', async () => {
    const hal = await player(context.app, 'vip-combo@example.com', 20_000);
    const [first, second] = [at(football, 3), at(football, 4)];
    const vip = await placeOne(hal, 'combo', [await lineOf(context.database, first, 1, '', 'home'), await lineOf(context.database, second, 1, '', 'home')], 8_000);
    expect(vip).toMatchObject({ status: 'submitted', is_vip: true });

    await control(context.app, first, 'finish', { score: { home: 1, away: 0 } });
    const refunded = await wallet(context.database, hal);
    expect(refunded).toMatchObject({ balance: 20_000, ledger: 20_000 });
    expect((await decide(vip.id, 'accept')).statusCode).toBe(409);

    const { published } = await recording(context, () => control(context.app, second, 'finish', { score: { home: 3, away: 0 } }));
    expect(changedOn(published, hal)).toEqual([]);
    expect(await wallet(context.database, hal)).toEqual(refunded);
    const legs = await context.database.db.select({ status: betSelections.status }).from(betSelections).where(eq(betSelections.betId, Number(vip.id)));
    expect(legs.map((leg) => leg.status)).toEqual(['win', 'win']);
  });

  it('an accepted VIP bet settles and pays like any other', async () => {
    const ida = await player(context.app, 'vip-accepted@example.com', 20_000);
    const match = at(football, 5);
    const line = await lineOf(context.database, match, 1, '', 'away');
    const vip = await placeOne(ida, 'single', [line], 6_000);
    expect((await decide(vip.id, 'accept')).statusCode).toBe(200);
    await control(context.app, match, 'finish', { score: { home: 0, away: 1 } });
    const listed = (await listBets(context.app, ida)).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: vip.id, status: 'done', result: 'win_entire', win_amount: vip.potential_win_amount });
    const money = await wallet(context.database, ida);
    expect(money.balance).toBe(14_000 + vip.potential_win_amount);
    expect(money.ledger).toBe(money.balance);
  });

  it('a VIP bet left submitted with a resolved leg (placed before this rule) can no longer be accepted, only rejected and refunded', async () => {
    const jo = await player(context.app, 'vip-legacy@example.com', 20_000);
    const vip = await placeOne(jo, 'single', [await lineOf(context.database, at(football, 6), 1, '', 'home')], 6_000);
    // As the old settlement left it: the leg resolved, the bet skipped.
    await context.database.db.update(betSelections).set({ status: 'lose' }).where(eq(betSelections.betId, Number(vip.id)));
    const accept = await decide(vip.id, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ error: { code: 'VIP_DECISION_CLOSED', details: { status: 'submitted', resulted: true } } });
    expect((await decide(vip.id, 'reject')).json()).toMatchObject({ data: { status: 'rejected' } });
    expect(await wallet(context.database, jo)).toMatchObject({ balance: 20_000, ledger: 20_000 });
  });
});

import { CHANNELS, type JackpotDto } from '@sportsbook/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { balanceAndLedger, betOf, openLines, place, player, type BetsContext, type Line } from '../bets/placement-helper';
import { bonusCall, createCampaign, freebetBody, issueTo, operator } from '../bonuses/helper';
import { buildJackpots, createJackpot, drainAll, hitsCall, jackpotBody, ledgerOfLevels, SteeredDraws } from './helper';

const draws = new SteeredDraws();
let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildJackpots(draws);
  lines = (await openLines(context.database, 0, 20)).filter((line) => line.odds >= 1.5 && line.odds <= 5);
});
afterAll(() => context.close());

const line = (index: number): Line => {
  const found = lines[index];
  if (!found) throw new Error(`no line ${index}`);
  return found;
};
const drain = () => drainAll(context);

async function publicJackpot(id: number): Promise<{ status: number; body: { data: JackpotDto } }> {
  const response = await context.app.inject({ method: 'GET', url: `/sportsbook/v1/jackpots/${id}` });
  return { status: response.statusCode, body: response.json() };
}

/** Ends every jackpot so each test starts from its own. */
beforeEach(async () => {
  await context.database.db.execute(sql`update jackpots set status = 'ended'`);
});

describe('operator jackpots (issue 23)', () => {
  it('creates a jackpot with its levels, lists it, pauses, resumes and ends it', async () => {
    const created = await createJackpot(context.app);
    expect(created).toMatchObject({ name: 'Weekly jackpot', status: 'active', currency: 'EUR', currency_subunits: 100, min_stake: 100, min_odds: 1.2, amount: 0, pool_amount: 0, hits_amount: 0 });
    expect(created.levels.map((level) => [level.code, level.contribution_bp, level.hit_one_in, level.state])).toEqual([['mini', 100, 1_000, 'active'], ['grand', 50, 1_000_000, 'active']]);
    expect((await operator<{ data: unknown[] }>(context.app, 'GET', '/jackpots')).body.data.length).toBeGreaterThan(0);
    expect((await operator(context.app, 'POST', `/jackpots/${created.id}/pause`)).body.data).toMatchObject({ status: 'paused' });
    expect((await operator(context.app, 'POST', `/jackpots/${created.id}/resume`)).body.data).toMatchObject({ status: 'active' });
    expect((await operator(context.app, 'POST', `/jackpots/${created.id}/end`)).body.data).toMatchObject({ status: 'ended' });
    const again = await operator(context.app, 'POST', `/jackpots/${created.id}/resume`);
    expect([again.status, again.body.error?.code]).toEqual([409, 'JACKPOT_ENDED']);
    expect((await operator(context.app, 'POST', '/jackpots/999999/pause')).status).toBe(404);
  });

  it.each([
    ['levels', { levels: [] }],
    ['levels.1.code', { levels: [{ code: 'a', name: 'A', contribution_bp: 10, hit_one_in: 10 }, { code: 'a', name: 'B', contribution_bp: 10, hit_one_in: 10 }] }],
    ['levels.0.contribution_bp', { levels: [{ code: 'a', name: 'A', contribution_bp: 0, hit_one_in: 10 }] }],
    ['levels.0.hit_one_in', { levels: [{ code: 'a', name: 'A', contribution_bp: 10, hit_one_in: 0 }] }],
    ['levels.1.contribution_bp', { levels: [{ code: 'a', name: 'A', contribution_bp: 9_000, hit_one_in: 10 }, { code: 'b', name: 'B', contribution_bp: 1_001, hit_one_in: 10 }] }],
    ['min_stake', { min_stake: 0 }],
    ['min_odds', { min_odds: 1 }],
    ['currency', { currency: 'XYZ' }],
    ['levels.0.code', { levels: [{ code: 'Not Valid', name: 'A', contribution_bp: 10, hit_one_in: 10 }] }],
  ])('answers 400 naming %s for a bad definition', async (field, change) => {
    const answer = await operator(context.app, 'POST', '/jackpots', jackpotBody(change));
    expect(answer.status).toBe(400);
    expect((answer.body.error?.details as { fields: { field: string }[] }).fields[0]?.field).toBe(field);
  });

  it('refuses a call without the operator key', async () => {
    expect((await operator(context.app, 'POST', '/jackpots', jackpotBody(), null)).status).toBe(401);
  });
});

describe('GET /jackpots, /jackpots/{id}', () => {
  it('lists the active jackpots (a visitor too), narrows by currency and status, and answers one by id', async () => {
    const eur = await createJackpot(context.app, { name: 'EUR pot' });
    const usd = await createJackpot(context.app, { name: 'USD pot', currency: 'USD' });
    const paused = await createJackpot(context.app, { name: 'Paused pot', status: 'paused' });
    const listed = await context.app.inject({ method: 'GET', url: '/sportsbook/v1/jackpots' });
    expect(listed.statusCode).toBe(200);
    const ids = listed.json<{ data: JackpotDto[] }>().data.map((jackpot) => jackpot.id);
    expect(ids).toEqual([usd.id, eur.id]);
    const eurOnly = await context.app.inject({ method: 'GET', url: '/sportsbook/v1/jackpots?currency=EUR' });
    expect(eurOnly.json<{ data: JackpotDto[] }>().data.map((jackpot) => jackpot.id)).toEqual([eur.id]);
    const withPaused = await context.app.inject({ method: 'GET', url: '/sportsbook/v1/jackpots?status=active,paused' });
    expect(withPaused.json<{ data: JackpotDto[] }>().data.map((jackpot) => jackpot.id)).toEqual([paused.id, usd.id, eur.id]);
    const one = await publicJackpot(eur.id);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: eur.id, name: 'EUR pot', levels: [{ code: 'mini', name: 'Mini', pool_amount: 0, state: 'active' }, { code: 'grand' }] });
    expect(one.body.data.levels[0]).not.toHaveProperty('hit_one_in');
    expect((await publicJackpot(999_999)).status).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/sportsbook/v1/jackpots/abc' })).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: '/sportsbook/v1/jackpots?status=gone' })).statusCode).toBe(400);
  });
});

describe('contributions and draws (from bets_placed, after the commit)', () => {
  it('feeds each level its share of each qualifying cash stake and records every draw with its inputs', async () => {
    const jackpot = await createJackpot(context.app);
    const ann = await player(context.app, 'ann-jackpot@example.com', 10_000);
    expect((await place(context.app, ann, [betOf('single', [line(0)], 1_000)])).status).toBe(201);
    expect((await place(context.app, ann, [betOf('single', [line(1)], 250)])).status).toBe(201);
    // Not yet: the worker applies it after the commit.
    expect((await publicJackpot(jackpot.id)).body.data.amount).toBe(0);
    await drain();
    const after = (await publicJackpot(jackpot.id)).body.data;
    // mini 1 %: 10 + 2 (2.50 floored); grand 0.5 %: 5 + 1.
    expect(after.levels.map((level) => level.pool_amount)).toEqual([12, 6]);
    expect([after.amount, after.pool_amount, after.hits_amount]).toEqual([18, 18, 0]);
    const recorded = rowsOf<{ contribution: number; random: number; hit_one_in: number; hit: boolean }>(await context.database.db.execute(sql`
      select d.contribution::int, d.random::float8 as random, d.hit_one_in::float8 as hit_one_in, d.hit from jackpot_draws d
      join jackpot_levels l on l.id = d.level_id where l.jackpot_id = ${jackpot.id} order by d.bet_id, l.position`));
    expect(recorded).toEqual([
      { contribution: 10, random: 999, hit_one_in: 1_000, hit: false },
      { contribution: 5, random: 999_999, hit_one_in: 1_000_000, hit: false },
      { contribution: 2, random: 999, hit_one_in: 1_000, hit: false },
      { contribution: 1, random: 999_999, hit_one_in: 1_000_000, hit: false },
    ]);
    // The cash balance paid the stakes only: the contribution is the book's share, not the player's.
    expect(await balanceAndLedger(context.database, ann)).toMatchObject({ balance: 10_000 - 1_250, ledger: 10_000 - 1_250 });
  });

  it('leaves out a stake below the minimum, a price below the minimum, a free bet, another currency and a paused jackpot', async () => {
    const jackpot = await createJackpot(context.app, { min_stake: 500, min_odds: 2 });
    const usd = await createJackpot(context.app, { currency: 'USD' });
    const bo = await player(context.app, 'bo-jackpot@example.com', 10_000);
    const cheap = lines.find((found) => found.odds < 2);
    const dear = lines.find((found) => found.odds >= 2);
    if (!cheap || !dear) throw new Error('no lines either side of 2.0');
    expect((await place(context.app, bo, [betOf('single', [dear], 499)])).status).toBe(201);
    expect((await place(context.app, bo, [betOf('single', [cheap], 1_000)])).status).toBe(201);
    const campaign = await createCampaign(context.app, freebetBody({ name: 'Jackpot free bet', amounts: { EUR: 1_000 } }));
    await issueTo(context.app, campaign.id, bo);
    const freebet = (await bonusCall(context.app, 'GET', '', bo)).body.data.find((bonus) => bonus.campaign_id === campaign.id);
    expect((await place(context.app, bo, [betOf('single', [dear], 1_000, { bonus: { id: freebet?.id ?? '', type: 'freebet' } })])).status).toBe(201);
    await drain();
    expect((await publicJackpot(jackpot.id)).body.data.amount).toBe(0);
    expect((await publicJackpot(usd.id)).body.data.amount).toBe(0);
    await operator(context.app, 'POST', `/jackpots/${jackpot.id}/pause`);
    expect((await place(context.app, bo, [betOf('single', [dear], 1_000)])).status).toBe(201);
    await drain();
    expect((await publicJackpot(jackpot.id)).body.data.amount).toBe(0);
    await operator(context.app, 'POST', `/jackpots/${jackpot.id}/resume`);
    expect((await place(context.app, bo, [betOf('single', [dear], 1_000)])).status).toBe(201);
    await drain();
    expect((await publicJackpot(jackpot.id)).body.data.levels.map((level) => level.pool_amount)).toEqual([10, 5]);
  });

  it('applies a replayed event once (a crash before the position moved)', async () => {
    const jackpot = await createJackpot(context.app);
    const cy = await player(context.app, 'cy-jackpot@example.com', 10_000);
    const placed = await place(context.app, cy, [betOf('single', [line(2)], 1_000)]);
    await drain();
    const before = await ledgerOfLevels(context.database, jackpot.id);
    const betId = Number(placed.body.data[0]?.id);
    draws.hitNext(2);
    expect(await context.app.jackpots.eventHandler()([{ id: 0, tx: '0', kind: 'bets_placed', userId: 0, payload: { bet_ids: [betId] } }])).toBeUndefined();
    draws.hitNext(-2);
    expect(await ledgerOfLevels(context.database, jackpot.id)).toEqual(before);
  });
});

describe('hits', () => {
  it('takes the level\'s whole pool, pays it through the ledger, and shows it to its player once', async () => {
    const jackpot = await createJackpot(context.app);
    const dee = await player(context.app, 'dee-jackpot@example.com', 10_000);
    const eve = await player(context.app, 'eve-jackpot@example.com', 10_000);
    expect((await place(context.app, eve, [betOf('single', [line(3)], 5_000)])).status).toBe(201);
    await drain();
    // Dee's bet: the mini level hits (first draw), the grand does not.
    draws.hitNext(1);
    const placed = await place(context.app, dee, [betOf('single', [line(4)], 1_000)]);
    const heard: unknown[] = [];
    const stop = context.publisher.subscribe((channel, publication) => {
      if (channel === CHANNELS.user('en', String(dee.userId))) heard.push(publication);
    });
    await drain();
    stop();
    const levels = await ledgerOfLevels(context.database, jackpot.id);
    expect(levels).toEqual([
      { code: 'mini', pool: 0, contributed: 60, hits: 60, drawn: 60, hit_rows: 1, hit_sum: 60 },
      { code: 'grand', pool: 30, contributed: 30, hits: 0, drawn: 30, hit_rows: 0, hit_sum: 0 },
    ]);
    // Paid: a cash credit of the pool, the hit PAID.
    expect(await balanceAndLedger(context.database, dee)).toMatchObject({ balance: 10_000 - 1_000 + 60, ledger: 10_000 - 1_000 + 60 });
    const entries = rowsOf<{ kind: string; amount: number; reference: string; money: string }>(await context.database.db.execute(sql`
      select le.kind, le.amount::int, le.reference, le.money from ledger_entries le join accounts a on a.id = le.account_id
      where a.user_id = ${dee.userId} and le.kind = 'jackpot_win'`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 60, money: 'cash' });
    expect(heard).toContainEqual({ event_name: 'balance_changed', message: { currency: 'EUR', balance: 10_000 - 1_000 + 60, subunits: 100, reason: 'jackpot_win' } });

    const mine = await hitsCall(context.app, `?jackpot_id=${jackpot.id}&for_user=true&unseen=true&status=APPROVED,PAID`, dee);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    const [hit] = mine.body.data;
    expect(hit).toMatchObject({ jackpot_id: jackpot.id, jackpot_name: 'Weekly jackpot', jackpot_level_code: 'mini', jackpot_level_name: 'Mini', amount: 60, amount_eur: 60, currency: 'EUR', status: 'PAID', seen: false });
    expect(hit?.user_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(hit)).not.toContain(String(placed.body.data[0]?.id ?? 'x'));
    // The public list shows the hit, not whose it is.
    const publicHits = await hitsCall(context.app, `?jackpot_id=${jackpot.id}`, null);
    expect(publicHits.body.data.map((found) => [found.id, found.seen, found.user_hash])).toEqual([[hit?.id, null, hit?.user_hash]]);
    // Another player neither sees it as theirs nor marks it.
    expect((await hitsCall(context.app, '?for_user=true', eve)).body.data).toEqual([]);
    await context.app.inject({ method: 'POST', url: '/sportsbook/v1/jackpot-hits/mark-as-seen', headers: { authorization: eve.authorization }, payload: { ids: [hit?.id] } });
    expect((await hitsCall(context.app, '?for_user=true&unseen=true', dee)).body.data).toHaveLength(1);
    const marked = await context.app.inject({ method: 'POST', url: '/sportsbook/v1/jackpot-hits/mark-as-seen', headers: { authorization: dee.authorization }, payload: { ids: [hit?.id] } });
    expect(marked.json()).toEqual({ data: { marked: 1 } });
    expect((await hitsCall(context.app, '?for_user=true&unseen=true', dee)).body.data).toEqual([]);
    expect((await hitsCall(context.app, '?for_user=true', dee)).body.data[0]).toMatchObject({ seen: true });
  });

  it('pays a hit once: a second payment and the sweep leave it alone', async () => {
    const jackpot = await createJackpot(context.app);
    const fay = await player(context.app, 'fay-jackpot@example.com', 10_000);
    draws.hitNext(1);
    await place(context.app, fay, [betOf('single', [line(5)], 1_000)]);
    await drain();
    const [hit] = (await hitsCall(context.app, `?jackpot_id=${jackpot.id}`, null)).body.data;
    expect(hit?.status).toBe('PAID');
    await context.app.jackpots.payApproved();
    expect(await balanceAndLedger(context.database, fay)).toMatchObject({ balance: 10_000 - 1_000 + 10, ledger: 10_000 - 1_000 + 10 });
  });

  it('answers for_user and unseen to a visitor with 401, and at most `limit` (default 10) hits, newest first', async () => {
    expect((await hitsCall(context.app, '?for_user=true', null)).status).toBe(401);
    expect((await hitsCall(context.app, '?unseen=true', null)).status).toBe(401);
    expect((await hitsCall(context.app, '?limit=0', null)).status).toBe(400);
    expect((await hitsCall(context.app, '?status=LOST', null)).status).toBe(400);
    const jackpot = await createJackpot(context.app, { levels: [{ code: 'only', name: 'Only', contribution_bp: 100, hit_one_in: 2 }] });
    const gil = await player(context.app, 'gil-jackpot@example.com', 100_000);
    for (let index = 0; index < 12; index += 1) {
      draws.hitNext(1);
      expect((await place(context.app, gil, [betOf('single', [line(index % 8)], 1_000)])).status).toBe(201);
    }
    await drain();
    const all = await hitsCall(context.app, `?jackpot_id=${jackpot.id}`, null);
    expect(all.body.data).toHaveLength(10);
    const ids = all.body.data.map((found) => found.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await hitsCall(context.app, `?jackpot_id=${jackpot.id}&limit=3`, null)).body.data).toHaveLength(3);
    const levels = await ledgerOfLevels(context.database, jackpot.id);
    expect(levels[0]).toMatchObject({ pool: 0, contributed: 120, hits: 120, hit_rows: 12, hit_sum: 120 });
  });
});

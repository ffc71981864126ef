import { CHANNELS, maxStakeResponseSchema, type SystemSettingsDto } from '@sportsbook/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets as betsTable, matches } from '../../src/db/schema';
import { DEFAULT_DELAY_MS_BY_SPORT } from '../../src/modules/bets/config';
import { balanceAndLedger, betOf, buildBets, builderPair, itemAt, listBets, openLines, place, player, selectionOf, setOdds, thousandthsOf, type BetsContext, type Line, type Player } from './placement-helper';

type Limits = SystemSettingsDto['bet_limits_settings'];
const limits: Limits = {
  max_stake_limit: { fiat: [{ currency_code: 'EUR', amount: 10_000 }], crypto: [{ currency_code: 'BTC', amount: 1_000_000 }] },
  payout_limit: { fiat: [{ currency_code: 'EUR', amount: 50_000 }], crypto: [], action: 'reject' },
  odds_limit: { value: 50, action: 'reject' },
  selection_limit: { value: 3 },
};

const OPERATOR_KEY = 'operator-key-of-the-placement-tests-0123456789';

/** What the injected sleep saw, and what it does to the book while "waiting". */
const sleeps: number[] = [];
let duringDelay: (() => Promise<void>) | null = null;

let context: BetsContext;
let lines: Line[];
let live: Line[];
beforeAll(async () => {
  context = await buildBets({
    bets: {
      limits,
      delayScale: 1,
      vipThresholds: { EUR: 5_000 },
      sleep: async (ms) => {
        sleeps.push(ms);
        await duringDelay?.();
      },
    },
    operatorApiKey: OPERATOR_KEY,
  });
  lines = await openLines(context.database, 0, 6);
  live = await openLines(context.database, 1, 1);
});
afterAll(async () => context.close());

const at = (index: number): Line => itemAt(lines, index);
const thousandths = thousandthsOf;

describe('bet limits (spec core §5 order) from the settings lists', () => {
  let ivy: Player;
  beforeAll(async () => {
    ivy = await player(context.app, 'limits@example.com', 100_000);
  });

  it('rejects too many selections, too high odds, too high a stake and too high a payout with their codes and keys', async () => {
    const four = await place(context.app, ivy, [betOf('combo', [at(0), at(1), at(2), at(3)], 100)]);
    expect(four.body.error).toMatchObject({ code: 'MAX_SELECTIONS', details: { code: 141, message_key: 'error.validation.bet_limits.selection_limit_exceeded', bet_messages: ['error.validation.bet_limits.selection_limit_exceeded'] } });
    await setOdds(context.database, at(4), 60_000);
    const odds = await place(context.app, ivy, [{ ...betOf('single', [at(4)], 100), selections: [selectionOf(at(4), 60)] }]);
    expect(odds.body.error).toMatchObject({ code: 'MAX_ODDS', details: { code: 142, message_key: 'error.validation.bet_limits.odds_limit_exceeded' } });
    const stake = await place(context.app, ivy, [betOf('single', [at(0)], 10_001)]);
    expect(stake.body.error).toMatchObject({ code: 'MAX_STAKE', details: { code: 143, message_key: 'error.validation.bet_limits.max_stake_limit_exceeded' } });
    await setOdds(context.database, at(4), 11_000);
    const payout = await place(context.app, ivy, [{ ...betOf('single', [at(4)], 5_001), selections: [selectionOf(at(4), 11)] }]);
    expect(payout.body.error).toMatchObject({ code: 'MAX_PAYOUT', details: { code: 144, message_key: 'error.validation.bet_limits.payout_limit_exceeded' } });
    expect((await place(context.app, ivy, [{ ...betOf('single', [at(4)], 5_000), selections: [selectionOf(at(4), 11)] }])).status).toBe(201);
    expect((await balanceAndLedger(context.database, ivy)).balance).toBe(95_000);
  });

  it('applies a currency written in lower case the same limits, and stores the bet under the wallet code', async () => {
    const lower = (bet: ReturnType<typeof betOf>) => ({ ...bet, stake: { ...bet.stake, currency: 'eur' } });
    const stake = await place(context.app, ivy, [lower(betOf('single', [at(0)], 10_001))]);
    expect(stake.body.error).toMatchObject({ code: 'MAX_STAKE' });
    const placed = await place(context.app, ivy, [lower(betOf('single', [at(0)], 100))]);
    expect(placed.status).toBe(201);
    expect(placed.body.data[0]?.stake).toMatchObject({ value: 100, currency: 'EUR' });
  });

  it('checks a multi-single bet by bet: each single against the limits on its own', async () => {
    const singles = [betOf('single', [at(0)], 100), betOf('single', [at(1)], 100), betOf('single', [at(2)], 100), betOf('single', [at(3)], 100)];
    expect((await place(context.app, ivy, singles)).status).toBe(201);
  });

  it('lets accept-type odds and payout violations through (they only warn)', async () => {
    limits.odds_limit.action = 'accept';
    limits.payout_limit.action = 'accept';
    try {
      await setOdds(context.database, at(4), 60_000);
      const placed = await place(context.app, ivy, [{ ...betOf('single', [at(4)], 2_000), selections: [selectionOf(at(4), 60)] }]);
      expect(placed.status).toBe(201);
      expect(placed.body.data[0]?.potential_win_amount).toBe(120_000);
    } finally {
      limits.odds_limit.action = 'reject';
      limits.payout_limit.action = 'reject';
      await setOdds(context.database, at(4), thousandths(at(4)));
    }
  });
});

describe('POST /sportsbook/v1/bets/max-stake', () => {
  const maxStake = async (body: unknown, authorization?: string) => {
    const response = await context.app.inject({ method: 'POST', url: '/sportsbook/v1/bets/max-stake', headers: authorization ? { authorization } : {}, payload: body as Record<string, unknown> });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const selection = (line: Line) => ({ match_id: line.matchId, market_id: line.marketId, specifier: line.specifier, outcome_id: line.outcomeId });

  it('answers the max stake limit, the payout limit over the odds, the balance when signed in, and null for unsupported providers', async () => {
    await setOdds(context.database, at(5), 11_000);
    const body = { currency: 'EUR', bets: [{ type: 'single', selections: [selection(at(0))] }, { type: 'single', selections: [selection(at(5))] }] };
    const visitor = maxStakeResponseSchema.parse((await maxStake(body)).body);
    let expected = 10_000;
    while (Math.floor((expected * thousandths(at(0))) / 1000) - expected > 50_000) expected -= 1;
    expect(visitor.data).toEqual([{ max_stake: expected, currency: 'EUR' }, { max_stake: 5_000, currency: 'EUR' }]);
    const poor = await player(context.app, 'maxstake@example.com', 3_000);
    expect(maxStakeResponseSchema.parse((await maxStake(body, poor.authorization)).body).data.map((entry) => entry.max_stake)).toEqual([3_000, 3_000]);
    await context.database.db.update(matches).set({ provider: 'betconstruct' }).where(eq(matches.id, at(5).matchId));
    expect(maxStakeResponseSchema.parse((await maxStake(body)).body).data[1]).toEqual({ max_stake: null, currency: 'EUR' });
    await context.database.db.update(matches).set({ provider: 'betradar' }).where(eq(matches.id, at(5).matchId));
    await setOdds(context.database, at(5), thousandths(at(5)));
    expect((await maxStake({ currency: 'EUR', bets: [] })).status).toBe(400);
    // The crypto list bounds a BTC stake (no payout limit is configured for BTC here).
    expect(maxStakeResponseSchema.parse((await maxStake({ ...body, currency: 'btc' })).body).data[0]).toEqual({ max_stake: 1_000_000, currency: 'BTC' });
  });
});

describe('live bet delay', () => {
  it('waits the sport delay outside the transaction and re-prices against the book after it', async () => {
    const line = live[0];
    if (!line) throw new Error('no live line');
    const jon = await player(context.app, 'live@example.com', 10_000);
    sleeps.length = 0;
    duringDelay = () => setOdds(context.database, line, thousandths(line) - 100);
    const refused = await place(context.app, jon, [betOf('single', [line], 100)], { mode: 'HIGHER' });
    expect(sleeps).toEqual([DEFAULT_DELAY_MS_BY_SPORT[line.sportKey] ?? DEFAULT_DELAY_MS_BY_SPORT.default]);
    expect(refused.body.error).toMatchObject({ code: 'INVALID_ODDS', details: { selections: [{ state: 'changed', odds: (thousandths(line) - 100) / 1000 }] } });

    duringDelay = () => setOdds(context.database, line, thousandths(line) + 200);
    await setOdds(context.database, line, thousandths(line));
    const placed = await place(context.app, jon, [betOf('single', [line], 100)], { mode: 'HIGHER' });
    expect(placed.status).toBe(201);
    expect(placed.body.data[0]?.odds).toBe((thousandths(line) + 200) / 1000);
    duringDelay = null;

    sleeps.length = 0;
    expect((await place(context.app, jon, [betOf('single', [at(0)], 100)])).status).toBe(201);
    expect(sleeps).toEqual([]);
  });
});

describe('VIP bets', () => {
  it('stores a stake above the VIP threshold as submitted (debited); an operator accepts one and rejects another, refunded and off the list', async () => {
    const kim = await player(context.app, 'vip@example.com', 20_000);
    const first = await place(context.app, kim, [betOf('single', [at(0)], 6_000)]);
    const second = await place(context.app, kim, [betOf('single', [at(1)], 7_000)]);
    expect(first.body.data[0]).toMatchObject({ status: 'submitted', is_vip: true });
    expect((await place(context.app, kim, [betOf('single', [at(1)], 5_000)])).body.data[0]).toMatchObject({ status: 'waiting_results', is_vip: false });
    expect(await balanceAndLedger(context.database, kim)).toMatchObject({ balance: 2_000, ledger: 2_000 });
    expect((await listBets(context.app, kim)).body.data.map((bet) => bet.status)).toEqual(['waiting_results', 'submitted', 'submitted']);

    const decide = (id: string | undefined, decision: string) => context.app.inject({ method: 'POST', url: `/sportsbook/v1/operator/bets/${id}/vip`, headers: { 'x-operator-key': OPERATOR_KEY }, payload: { decision } });
    const accepted = await decide(first.body.data[0]?.id, 'accept');
    expect(accepted.json()).toMatchObject({ data: { status: 'waiting_results', is_vip: true } });
    const published: { channel: string; event: string; message: unknown }[] = [];
    const stop = context.publisher.subscribe((channel, publication) => published.push({ channel, event: publication.event_name, message: publication.message }));
    const rejected = await decide(second.body.data[0]?.id, 'reject');
    stop();
    expect(rejected.json()).toMatchObject({ data: { status: 'rejected' } });
    expect(published.map((entry) => [entry.channel, entry.event])).toEqual([[CHANNELS.user('en', String(kim.userId)), 'balance_changed'], [CHANNELS.user('en', String(kim.userId)), 'bet_changed']]);
    expect(await balanceAndLedger(context.database, kim)).toMatchObject({ balance: 9_000, ledger: 9_000 });
    expect((await listBets(context.app, kim)).body.data.map((bet) => bet.status)).toEqual(['waiting_results', 'waiting_results']);
    expect((await listBets(context.app, kim)).body.data.map((bet) => bet.id)).not.toContain(second.body.data[0]?.id);
    expect((await decide(second.body.data[0]?.id, 'accept')).json()).toMatchObject({ error: { code: 'VIP_DECISION_CLOSED', details: { status: 'rejected' } } });
    expect((await decide(first.body.data[0]?.id, 'maybe')).statusCode).toBe(400);
  });
});

describe('GET /sportsbook/v3/bets', () => {
  it('lists only the caller bets newest first, with status and result filters and pagination', async () => {
    const lea = await player(context.app, 'list@example.com', 10_000);
    const other = await player(context.app, 'other@example.com', 10_000);
    await place(context.app, other, [betOf('single', [at(0)], 100)]);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const placed = await place(context.app, lea, [betOf('single', [at(index % 4)], 100 + index)]);
      ids.push(placed.body.data[0]?.id ?? '');
    }
    const settle = (id: string, status: string, result: string) => context.database.db.update(betsTable).set({ status, result }).where(eq(betsTable.id, Number(id)));
    await settle(ids[0] ?? '', 'done', 'win_entire');
    await settle(ids[1] ?? '', 'done', 'lose_entire');
    await settle(ids[2] ?? '', 'done', 'refund_entire');
    const all = await listBets(context.app, lea);
    expect(all.status).toBe(200);
    expect(all.body.data.map((bet) => bet.id)).toEqual([...ids].reverse());
    expect(all.body.pagination).toEqual({ total: 5, page: 1, limit: 500, last_page: 1 });
    expect((await listBets(context.app, lea, '?status=open')).body.data.map((bet) => bet.id)).toEqual([ids[4], ids[3]]);
    expect((await listBets(context.app, lea, '?status=settled')).body.data.map((bet) => bet.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await listBets(context.app, lea, '?status=settled&result=win')).body.data.map((bet) => bet.id)).toEqual([ids[0]]);
    expect((await listBets(context.app, lea, '?result=lose')).body.data.map((bet) => bet.id)).toEqual([ids[1]]);
    expect((await listBets(context.app, lea, '?result=refund')).body.data.map((bet) => bet.id)).toEqual([ids[2]]);
    const page = await listBets(context.app, lea, '?page=2&limit=2');
    expect(page.body.data.map((bet) => bet.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.pagination).toEqual({ total: 5, page: 2, limit: 2, last_page: 3 });
    expect((await listBets(context.app, lea, '?limit=501')).status).toBe(400);
    expect((await listBets(context.app, lea, '?status=nope')).status).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: '/sportsbook/v3/bets' })).statusCode).toBe(401);
  });
});

describe('custom bets (bet builder)', () => {
  it('places a custom bet at the builder price and refuses a moved builder price with INVALID_ODDS_CUSTOM_BET 120', async () => {
    const priced = await builderPair(context.app, context.database);
    const mia = await player(context.app, 'custom@example.com', 10_000);
    const custom = (customOdds: number) => ({ type: 'custom_bet' as const, stake: { value: 200, currency: 'EUR' }, selections: priced.selections.map((selection) => ({ ...selection, odds: 1.5 })), custom_odds: customOdds });
    const moved = await place(context.app, mia, [custom(priced.odds + 0.5)], { mode: 'HIGHER' });
    expect(moved.body.error).toMatchObject({ code: 'INVALID_ODDS_CUSTOM_BET', details: { code: 120, message_key: 'error.place_bets.invalid_odds_custom_bet', bet_messages: ['error.place_bets.invalid_odds_custom_bet'] } });
    const placed = await place(context.app, mia, [custom(priced.odds)], { mode: 'NONE' });
    expect(placed.body.error).toBeUndefined();
    expect(placed.status).toBe(201);
    expect(placed.body.data[0]).toMatchObject({ type: 'custom_bet', odds: priced.odds, potential_win_amount: Math.floor((200 * Math.round(priced.odds * 1000)) / 1000) });
  });
});

import { betSchema, CHANNELS, placementErrorDetailsSchema, type BetDto } from '@sportsbook/contracts';
import { toTicketError } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { call } from '../accounts/helper';
import {
  balanceAndLedger,
  betOf,
  buildBets,
  listBets,
  openLines,
  place,
  player,
  selectionOf,
  setMarketStatus,
  setMatchStatus,
  setOdds,
  setOutcomeActive,
  setPve,
  type BetsContext,
  type Line,
} from './placement-helper';

let context: BetsContext;
let prematch: Line[];
beforeAll(async () => {
  context = await buildBets();
  prematch = await openLines(context.database, 0, 8);
});
afterAll(async () => context.close());

const [a, b, c, d] = [0, 1, 2, 3];
const line = (index: number): Line => {
  const found = prematch[index];
  if (!found) throw new Error(`no line ${index}`);
  return found;
};

describe('POST /sportsbook/v3/bets: placing', () => {
  it('places a single: debits the ledger, stores the bet with its snapshot and publishes balance_changed and bet_changed', async () => {
    const ana = await player(context.app, 'single@example.com', 10_000);
    const published: { channel: string; event: string; message: unknown }[] = [];
    const stop = context.publisher.subscribe((channel, publication) => published.push({ channel, event: publication.event_name, message: publication.message }));
    const placed = await place(context.app, ana, [betOf('single', [line(a)], 1_000)]);
    stop();
    expect(placed.status).toBe(201);
    const [bet] = placed.body.data;
    expect(betSchema.parse(bet)).toMatchObject({
      type: 'single',
      status: 'waiting_results',
      result: 'no_results',
      stake: { value: 1_000, currency: 'EUR', subunits: 100 },
      odds: line(a).odds,
      potential_win_amount: Math.floor(1_000 * line(a).odds),
      is_vip: false,
      system: null,
      to_cashout: null,
      win_amount: null,
    });
    expect(bet?.selections[0]).toMatchObject({ status: 'open', odds: line(a).odds, market: { id: line(a).marketId }, outcome: { id: line(a).outcomeId }, match: { id: line(a).matchId, provider: 'betradar' } });
    expect(bet?.selections[0]?.match.home).not.toBe('');
    expect(await balanceAndLedger(context.database, ana)).toEqual({ balance: 9_000, ledger: 9_000, stakes: 1 });
    const channel = CHANNELS.user('en', String(ana.userId));
    expect(published.filter((entry) => entry.channel === channel).map((entry) => entry.event)).toEqual(['balance_changed', 'bet_changed']);
    expect(published.find((entry) => entry.event === 'balance_changed')?.message).toEqual({ currency: 'EUR', balance: 9_000, subunits: 100, reason: 'bet' });
    expect((published.find((entry) => entry.event === 'bet_changed')?.message as { bet: BetDto }).bet).toEqual(bet);
  });

  it('places a combo (product of odds) and a multi-single, each debited on its own', async () => {
    const bob = await player(context.app, 'combo@example.com', 10_000);
    const combo = await place(context.app, bob, [betOf('combo', [line(a), line(b)], 500)]);
    expect(combo.status).toBe(201);
    // The bet's price: the product rounded down to hundredths (domain total-odds, issue 18).
    const product = Math.floor((Math.round(line(a).odds * 1000) * Math.round(line(b).odds * 1000)) / 10_000) * 10;
    expect(combo.body.data[0]).toMatchObject({ type: 'combo', odds: product / 1000, potential_win_amount: Math.floor((500 * product) / 1000) });
    expect(combo.body.data[0]?.selections.map((selection) => selection.match.id)).toEqual([line(a).matchId, line(b).matchId]);
    const singles = await place(context.app, bob, [betOf('single', [line(c)], 100), betOf('single', [line(d)], 200)]);
    expect(singles.status).toBe(201);
    expect(singles.body.data.map((bet) => bet.stake.value)).toEqual([100, 200]);
    expect(await balanceAndLedger(context.database, bob)).toEqual({ balance: 10_000 - 800, ledger: 10_000 - 800, stakes: 3 });
  });

  it('places a system 2/3 with the domain system payout', async () => {
    const cleo = await player(context.app, 'system@example.com', 10_000);
    const placed = await place(context.app, cleo, [betOf('system', [line(a), line(b), line(c)], 300, { system: { win_count: 2, total_count: 3 } })]);
    expect(placed.status).toBe(201);
    const [x, y, z] = [line(a), line(b), line(c)].map((entry) => Math.round(entry.odds * 1000));
    const lines = (x! * y! + x! * z! + y! * z!) / 1_000_000;
    expect(placed.body.data[0]).toMatchObject({ type: 'system', system: { id: '2/3', win_count: 2, total_count: 3 }, potential_win_amount: Math.floor((300 * lines) / 3) });
  });

  it('refuses a system stake that is not a whole number of lines: 400 STAKE_NOT_WHOLE_LINES naming the lines, nothing charged', async () => {
    const dan = await player(context.app, 'system-lines@example.com', 10_000);
    const legs = [line(a), line(b), line(c)];
    const refused = await place(context.app, dan, [betOf('system', legs, 1_000, { system: { win_count: 2, total_count: 3 } })]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'STAKE_NOT_WHOLE_LINES', details: { code: 137, message_key: 'error.place_bets.stake_not_whole_lines', bet_messages: ['error.place_bets.stake_not_whole_lines'] } });
    expect(refused.body.error?.message).toContain('3 lines');
    expect(refused.body.error?.message).toContain('999 or 1002');
    expect(await balanceAndLedger(context.database, dan)).toEqual({ balance: 10_000, ledger: 10_000, stakes: 0 });
    // 3 lines × 3.33 = 9.99 is whole: placed and charged exactly that.
    const placed = await place(context.app, dan, [betOf('system', legs, 999, { system: { win_count: 2, total_count: 3 } })]);
    expect(placed.status).toBe(201);
    expect(placed.body.data[0]?.stake.value).toBe(999);
  });
});

describe('POST /sportsbook/v3/bets: refusals', () => {
  let eve: Awaited<ReturnType<typeof player>>;
  beforeAll(async () => {
    eve = await player(context.app, 'refusals@example.com', 50_000);
  });

  it('refuses odds moved beyond the acceptance mode with INVALID_ODDS 101, messages aligned with the bets sent', async () => {
    const sent = line(a).odds + 0.2;
    const refused = await place(context.app, eve, [betOf('single', [line(b)], 100), { ...betOf('single', [line(a)], 100), selections: [selectionOf(line(a), sent)] }], { mode: 'HIGHER' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('INVALID_ODDS');
    const details = placementErrorDetailsSchema.parse(refused.body.error.details);
    expect(details).toMatchObject({ code: 101, message_key: 'error.place_bets.invalid_odds', bet_messages: [null, 'error.place_bets.invalid_odds'] });
    expect(details.selections).toEqual([{ bet_index: 1, selection_index: 0, state: 'changed', odds: line(a).odds }]);
    const ticketError = toTicketError({ code: refused.body.error.code, messageKey: details.message_key, betMessages: details.bet_messages }, [{ selections: [{ id: 'b' }] }, { selections: [{ id: 'a' }] }]);
    expect(ticketError).toMatchObject({ isWrongOddsError: true, messagesByBet: { a: 'error.place_bets.invalid_odds' } });
    expect((await balanceAndLedger(context.database, eve)).balance).toBe(50_000);
  });

  it('accepts a higher price in HIGHER and ANY, a lower one only in ANY, and nothing moved in NONE (at the book price)', async () => {
    const book = line(c).odds;
    const lower = await place(context.app, eve, [{ ...betOf('single', [line(c)], 100), selections: [selectionOf(line(c), book - 0.05)] }], { mode: 'HIGHER' });
    expect(lower.status).toBe(201);
    expect(lower.body.data[0]?.odds).toBe(book);
    expect((await place(context.app, eve, [{ ...betOf('single', [line(c)], 100), selections: [selectionOf(line(c), book - 0.05)] }], { mode: 'NONE' })).body.error.code).toBe('INVALID_ODDS');
    const higher = await place(context.app, eve, [{ ...betOf('single', [line(c)], 100), selections: [selectionOf(line(c), book + 0.05)] }], { mode: 'ANY' });
    expect(higher.status).toBe(201);
    expect(higher.body.data[0]?.odds).toBe(book);
    expect((await place(context.app, eve, [betOf('single', [line(c)], 100)], { mode: 'NONE' })).status).toBe(201);
  });

  it('uses the player setting auto_accept_odds_change when the slip sends no mode', async () => {
    const moved = () => place(context.app, eve, [{ ...betOf('single', [line(c)], 100), selections: [selectionOf(line(c), line(c).odds + 0.1)] }]);
    await context.app.inject({ method: 'POST', url: '/sportsbook/v1/settings', headers: { authorization: eve.authorization }, payload: { auto_accept_odds_change: 'any' } });
    expect((await moved()).status).toBe(201);
    await context.app.inject({ method: 'POST', url: '/sportsbook/v1/settings', headers: { authorization: eve.authorization }, payload: { auto_accept_odds_change: 'none' } });
    expect((await moved()).body.error.code).toBe('INVALID_ODDS');
  });

  it('refuses a suspended market, an inactive outcome, a finished match and an unknown line as suspended', async () => {
    const expectSuspended = async (bets = [betOf('single', [line(d)], 100)]) => {
      const refused = await place(context.app, eve, bets);
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('SELECTION_SUSPENDED');
      expect(refused.body.error.details?.message_key).toBe('sb.ticket.suspended.label');
      return refused;
    };
    await setMarketStatus(context.database, line(d), -1);
    const refused = await expectSuspended();
    expect(refused.body.error.details?.selections).toEqual([{ bet_index: 0, selection_index: 0, state: 'suspended', odds: null }]);
    await setMarketStatus(context.database, line(d), 1);
    await setOutcomeActive(context.database, line(d), false);
    await expectSuspended();
    await setOutcomeActive(context.database, line(d), true);
    await setMatchStatus(context.database, line(d), 4);
    await expectSuspended();
    await setMatchStatus(context.database, line(d), 0);
    await expectSuspended([{ ...betOf('single', [line(d)], 100), selections: [{ ...selectionOf(line(d)), outcome_id: 'no-such-outcome' }] }]);
    expect((await place(context.app, eve, [betOf('single', [line(d)], 100)])).status).toBe(201);
  });

  it('refuses selections of an inactive provider as not available', async () => {
    await context.app.board.setProvider('betradar', false);
    const refused = await place(context.app, eve, [betOf('single', [line(a)], 100)]);
    await context.app.board.setProvider('betradar', true);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'SELECTION_NOT_AVAILABLE', details: { code: 133, message_key: 'sb.ticket.not-available.label', bet_messages: ['sb.ticket.not-available.label'] } });
  });

  it('refuses bet-type violations: combo from one match, wrong counts, unknown system type, mixed types', async () => {
    const sameMatch = await openLines(context.database, 0, 2, 2);
    const combo = await place(context.app, eve, [betOf('combo', sameMatch, 100)]);
    expect(combo.body.error).toMatchObject({ code: 'SELECTION_RESTRICTED', details: { code: 132, message_key: 'error.place_bets.selection_restricted' } });
    expect(combo.body.error.message).toContain('same_match');
    for (const bets of [
      [betOf('single', [line(a), line(b)], 100)],
      [betOf('combo', [line(a)], 100)],
      [betOf('system', [line(a), line(b), line(c)], 100, { system: { win_count: 3, total_count: 3 } })],
      [betOf('system', [line(a), line(b), line(c)], 100, { system: { win_count: 2, total_count: 4 } })],
      [betOf('combo', [line(a), line(a)], 100)],
    ]) {
      const refused = await place(context.app, eve, bets);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ code: 'INVALID_BET_TYPE', details: { code: 131 } });
    }
    const mixed = await place(context.app, eve, [betOf('single', [line(a)], 100), betOf('combo', [line(b), line(c)], 100)], { type: 'single' });
    expect(mixed.body.error.code).toBe('INVALID_BET_TYPE');
  });

  it('refuses pve players with PVE_PLAYER_BET_FORBIDDEN 114', async () => {
    const pve = await player(context.app, 'pve@example.com', 1_000);
    await setPve(context.database, pve, true);
    const refused = await place(context.app, pve, [betOf('single', [line(a)], 100)]);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PVE_PLAYER_BET_FORBIDDEN', details: { code: 114, message_key: 'error.platform.pve_player_bet_forbidden', bet_messages: ['error.platform.pve_player_bet_forbidden'] } });
    expect((await balanceAndLedger(context.database, pve)).balance).toBe(1_000);
  });

  it('refuses an insufficient balance, a bonus and an unknown currency, and answers 401 without a bearer and 400 naming a bad field', async () => {
    const poor = await player(context.app, 'poor@example.com', 500);
    const refused = await place(context.app, poor, [betOf('single', [line(a)], 501)]);
    expect(refused.body.error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { code: 150, bet_messages: ['error.place_bets.insufficient_funds'] } });
    expect(await balanceAndLedger(context.database, poor)).toEqual({ balance: 500, ledger: 500, stakes: 0 });
    expect((await place(context.app, poor, [betOf('single', [line(a)], 100, { bonus: { id: 'fb-1', type: 'freebet' } })])).body.error).toMatchObject({ code: 'BONUS_NOT_AVAILABLE', details: { code: 152 } });
    expect((await place(context.app, poor, [{ ...betOf('single', [line(a)], 100), stake: { value: 100, currency: 'XYZ' } }])).body.error.code).toBe('UNKNOWN_CURRENCY');
    expect((await place(context.app, poor, [{ ...betOf('single', [line(a)], 100), stake: { value: 100, currency: 'USD' } }])).body.error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await place(context.app, { ...poor, authorization: 'Bearer nope' }, [betOf('single', [line(a)], 100)])).status).toBe(401);
    const bad = await place(context.app, poor, [betOf('single', [line(a)], 0)]);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('bets.0.stake.value');
  });

  it('refuses a quick bet whose potential win does not exceed the stake', async () => {
    await setOdds(context.database, line(d), 1_500);
    const quick = (stake: number) => place(context.app, eve, [{ ...betOf('single', [line(d)], stake), selections: [selectionOf(line(d), 1.5)] }], { quick: true });
    const refused = await quick(1);
    expect(refused.body.error).toMatchObject({ code: 'QUICK_BET_PAYOUT', details: { message_key: 'error.potential_win.equal_or_less' } });
    expect((await quick(2)).status).toBe(201);
    await setOdds(context.database, line(d), Math.round(line(d).odds * 1000));
  });
});

describe('POST /sportsbook/v3/bets: the bearer\'s session', () => {
  it('refuses with 401 a valid bearer whose session has ended, and places nothing', async () => {
    const ida = await player(context.app, 'signed-out@example.com', 1_000);
    expect((await place(context.app, ida, [betOf('single', [line(a)], 100)])).status).toBe(201);
    expect((await call(context.app, 'DELETE', '/platform/users/sign_out', { cookie: ida.cookie })).status).toBeLessThan(300);
    const refused = await place(context.app, ida, [betOf('single', [line(a)], 100)]);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('UNAUTHORIZED');
    expect(await balanceAndLedger(context.database, ida)).toEqual({ balance: 900, ledger: 900, stakes: 1 });
  });
});

describe('POST /sportsbook/v3/bets: idempotency and races', () => {
  it('answers a retry with the same key with the same bets and places nothing twice, even when sent concurrently', async () => {
    const fay = await player(context.app, 'retry@example.com', 10_000);
    const first = await place(context.app, fay, [betOf('single', [line(a)], 700)], { key: 'slip-1' });
    const again = await place(context.app, fay, [betOf('single', [line(a)], 700)], { key: 'slip-1' });
    expect(first.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    const racing = await Promise.all(Array.from({ length: 8 }, () => place(context.app, fay, [betOf('single', [line(b)], 300)], { key: 'slip-2' })));
    expect(racing.every((response) => response.status === 201)).toBe(true);
    expect(new Set(racing.map((response) => response.body.data[0]?.id)).size).toBe(1);
    expect(await balanceAndLedger(context.database, fay)).toEqual({ balance: 9_000, ledger: 9_000, stakes: 2 });
    const otherKey = await place(context.app, fay, [betOf('single', [line(a)], 700)], { key: 'slip-3' });
    expect(otherKey.body.data[0]?.id).not.toBe(first.body.data[0]?.id);
  });

  it('never overspends when 100 placements race for one balance, and the ledger sums to the balance', async () => {
    const gus = await player(context.app, 'race@example.com', 10 * 1_000 + 999);
    const results = await Promise.all(Array.from({ length: 100 }, () => place(context.app, gus, [betOf('combo', [line(a), line(b)], 1_000)])));
    const placed = results.filter((result) => result.status === 201);
    expect(results.filter((result) => result.status !== 201).every((result) => result.body.error.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(placed).toHaveLength(10);
    expect(await balanceAndLedger(context.database, gus)).toEqual({ balance: 999, ledger: 999, stakes: 10 });
  });
});

describe('odds changes between two placements', () => {
  it('places at the price the book has after it moves, and refuses the old price in NONE', async () => {
    const hal = await player(context.app, 'moves@example.com', 5_000);
    const moved = Math.round(line(b).odds * 1000) + 150;
    await setOdds(context.database, line(b), moved);
    expect((await place(context.app, hal, [betOf('single', [line(b)], 100)], { mode: 'NONE' })).body.error.code).toBe('INVALID_ODDS');
    const accepted = await place(context.app, hal, [{ ...betOf('single', [line(b)], 100), selections: [selectionOf(line(b), moved / 1000)] }], { mode: 'NONE' });
    expect(accepted.body.data[0]?.odds).toBe(moved / 1000);
    await setOdds(context.database, line(b), Math.round(line(b).odds * 1000));
  });
});

describe('ledger integrity', () => {
  it('aborts a placement (nothing stored, nothing debited) when the cached balance no longer equals the ledger sum', async () => {
    const kit = await player(context.app, 'integrity@example.com', 5_000);
    await context.database.db.update(accounts).set({ balance: 6_000 }).where(and(eq(accounts.userId, kit.userId), eq(accounts.currency, 'EUR')));
    const refused = await place(context.app, kit, [betOf('single', [line(a)], 100)]);
    expect(refused.status).toBe(500);
    expect(await balanceAndLedger(context.database, kit)).toEqual({ balance: 6_000, ledger: 5_000, stakes: 0 });
    expect((await listBets(context.app, kit)).body.data).toEqual([]);
  });
});

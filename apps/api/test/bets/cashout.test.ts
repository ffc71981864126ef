import { balanceChangedMessageSchema, betCashoutChangedMessageSchema, betChangedMessageSchema, CHANNELS, notificationMessageSchema, type BetDto } from '@sportsbook/contracts';
import { ladderPriceAtOrBelow } from '@sportsbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betOf, listBets, place, player, type BetsContext, type Player } from './placement-helper';
import { buildSettlement, control, lineOf, prematchMatches, recording, wallet } from './settlement-helper';

let context: BetsContext;
let football: number[];
beforeAll(async () => {
  context = await buildSettlement();
  football = await prematchMatches(context.database, 'football');
});
afterAll(async () => context.close());

const matchAt = (index: number): number => {
  const found = football[index];
  if (found === undefined) throw new Error(`no match ${index}`);
  return found;
};

async function single(who: Player, matchId: number, stake: number): Promise<BetDto> {
  const line = await lineOf(context.database, matchId, 1, '', 'home');
  const placed = await place(context.app, who, [betOf('single', [line], stake)]);
  expect(placed.status).toBe(201);
  const [bet] = placed.body.data;
  if (!bet) throw new Error('not placed');
  return bet;
}

async function cashout(who: Player, betId: string, amount: number) {
  const response = await context.app.inject({ method: 'POST', url: '/sportsbook/v1/bets/cashout', headers: { authorization: who.authorization }, payload: { bet_id: betId, to_cashout: amount } });
  return { status: response.statusCode, body: response.json<{ data: BetDto; error: { code: string; details?: { to_cashout: number | null } } }>() };
}

const setHomeOdds = (matchId: number, odds: number) => control(context.app, matchId, 'odds', { market_id: 1, specifier: '', outcome_id: 'home', odds });
/** stake × placed / current, less 5 %, floored. */
const offerOf = (stake: number, placed: number, current: number) => Math.floor((stake * Math.round(placed * 1000) * 950) / (Math.round(current * 1000) * 1000));

describe('POST /sportsbook/v1/bets/cashout', () => {
  it('offers stake × placed / current odds less 5 % on the private channel when the price moves, and honours it', async () => {
    const ana = await player(context.app, 'cashout-ok@example.com', 10_000);
    const match = matchAt(0);
    const bet = await single(ana, match, 1_000);
    const channel = CHANNELS.user('en', String(ana.userId));

    const moved = await recording(context, () => setHomeOdds(match, 1.5));
    expect(moved.result.status).toBe(200);
    const offered = moved.published.filter((entry) => entry.channel === channel && entry.event === 'bet_cashout_changed').map((entry) => betCashoutChangedMessageSchema.parse(entry.message));
    const expected = offerOf(1_000, bet.odds, 1.5);
    expect(offered).toEqual([{ bet_id: bet.id, to_cashout: expected }]);
    expect((await listBets(context.app, ana)).body.data[0]?.to_cashout).toBe(expected);

    const done = await recording(context, () => cashout(ana, bet.id, expected));
    expect(done.result.status).toBe(200);
    expect(done.result.body.data).toMatchObject({ id: bet.id, status: 'cashed_out', result: 'cashed_out', win_amount: expected });
    const money = await wallet(context.database, ana);
    expect(money.balance).toBe(9_000 + expected);
    expect(money.ledger).toBe(money.balance);
    expect(money.entries.at(-1)).toEqual({ kind: 'cashout', reference: `bet:${bet.id}`, amount: expected });
    const events = done.published.filter((entry) => entry.channel === channel);
    expect(events.map((entry) => entry.event)).toEqual(['bet_changed', 'balance_changed', 'notification', 'unread_counters_changed']);
    expect(betChangedMessageSchema.parse(events[0]?.message).bet.status).toBe('cashed_out');
    expect(balanceChangedMessageSchema.parse(events[1]?.message).balance).toBe(money.balance);
    expect(notificationMessageSchema.parse(events[2]?.message).notification).toMatchObject({ type: 'bet_cashed_out', object_type: 'bet', object_id: bet.id, read: false });

    // Cashed out: not open any more, and the match's result later changes nothing.
    expect((await cashout(ana, bet.id, 1)).body.error.code).toBe('BET_NOT_OPEN');
    await control(context.app, match, 'finish', { score: { home: 3, away: 0 } });
    expect((await listBets(context.app, ana)).body.data[0]).toMatchObject({ status: 'cashed_out', win_amount: expected });
    expect((await wallet(context.database, ana)).balance).toBe(money.balance);
  });

  it('refuses an offer the price moved away from (409 CASHOUT_CHANGED with the current offer), then honours the new one', async () => {
    const ben = await player(context.app, 'cashout-moved@example.com', 10_000);
    const match = matchAt(1);
    const bet = await single(ben, match, 2_000);
    const shown = offerOf(2_000, bet.odds, bet.odds);
    // Feed prices are rungs of the ladder: the rung at or below 1.2 × the placed price.
    const movedTo = ladderPriceAtOrBelow(Math.round(bet.odds * 1.2 * 1000)) / 1000;
    expect((await setHomeOdds(match, movedTo)).status).toBe(200);
    const current = offerOf(2_000, bet.odds, movedTo);
    expect(current).toBeLessThan(shown);

    const refused = await cashout(ben, bet.id, shown);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CASHOUT_CHANGED', details: { to_cashout: current } });
    expect((await wallet(context.database, ben)).balance).toBe(8_000);

    // Asking at most the current offer is honoured, for the amount asked.
    const accepted = await cashout(ben, bet.id, current - 10);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.win_amount).toBe(current - 10);
    expect((await wallet(context.database, ben)).balance).toBe(8_000 + current - 10);
  });

  it('offers nothing while the market is suspended, and only the owner may cash out', async () => {
    const cleo = await player(context.app, 'cashout-suspended@example.com', 10_000);
    const dan = await player(context.app, 'cashout-other@example.com', 10_000);
    const match = matchAt(2);
    const bet = await single(cleo, match, 1_000);
    expect((await cashout(dan, bet.id, 100)).status).toBe(404);
    expect((await cashout(cleo, '999999999', 100)).status).toBe(404);
    expect((await cashout(cleo, 'abc', 100)).status).toBe(404);

    const suspended = await recording(context, () => control(context.app, match, 'suspend'));
    expect(suspended.result.status).toBe(200);
    const channel = CHANNELS.user('en', String(cleo.userId));
    expect(suspended.published.filter((entry) => entry.channel === channel && entry.event === 'bet_cashout_changed').map((entry) => entry.message)).toEqual([{ bet_id: bet.id, to_cashout: null }]);
    const refused = await cashout(cleo, bet.id, 100);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual({ to_cashout: null });
    expect(await context.app.betting.cashout.offersOf([Number(bet.id)])).toEqual(new Map([[Number(bet.id), null]]));
  });
});

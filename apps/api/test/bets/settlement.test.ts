import { betChangedMessageSchema, CHANNELS, type BetDto } from '@sportsbook/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betSelections, bets, markets, outcomes } from '../../src/db/schema';
import { resolveOutcome } from '../../src/feed/resolution';
import { betOf, itemAt, listBets, place, player, type BetsContext, type Line, type Player } from './placement-helper';
import { buildSettlement, control, lineOf, prematchMatches, recording, wallet } from './settlement-helper';

let context: BetsContext;
let football: number[];
let tennis: number[];
beforeAll(async () => {
  context = await buildSettlement();
  football = await prematchMatches(context.database, 'football');
  tennis = await prematchMatches(context.database, 'tennis');
});
afterAll(async () => context.close());

const at = itemAt;

async function placeSingles(who: Player, lines: readonly Line[], stake: number): Promise<BetDto[]> {
  const placed = await place(context.app, who, lines.map((line) => betOf('single', [line], stake)));
  expect(placed.status).toBe(201);
  return placed.body.data;
}

describe('settlement through the simulator (feed control finishes the match)', () => {
  it('settles every result type of a single, credits the ledger, publishes bet_changed and balance_changed, and resolves the outcomes', async () => {
    const ana = await player(context.app, 'settle-singles@example.com', 100_000);
    const match = at(football, 0);
    const setMatch = at(tennis, 0);
    // Final score 1:1: draw wins, home loses, draw-no-bet refunds, +0.25 half wins, −0.25 half loses.
    const lines = [
      await lineOf(context.database, match, 1, '', 'draw'),
      await lineOf(context.database, match, 1, '', 'home'),
      await lineOf(context.database, match, 11, '', 'home'),
      await lineOf(context.database, match, 16, 'hcp=+0.25', 'home'),
      await lineOf(context.database, match, 16, 'hcp=-0.25', 'home'),
      // Tennis stopped before a set is won: the set 1 winner market is void.
      await lineOf(context.database, setMatch, 210, 'setnr=1', 'home'),
    ];
    const placed = await placeSingles(ana, lines, 1_000);
    expect((await wallet(context.database, ana)).balance).toBe(94_000);

    const { published } = await recording(context, async () => {
      expect((await control(context.app, match, 'finish', { score: { home: 1, away: 1 } })).status).toBe(200);
      expect((await control(context.app, setMatch, 'finish')).status).toBe(200);
    });

    const odds = lines.map((line) => Math.round(line.odds * 1000));
    const expected = [
      { result: 'win_entire', win_amount: Math.floor(1_000 * at(odds, 0) / 1000) },
      { result: 'lose_entire', win_amount: 0 },
      { result: 'refund_entire', win_amount: 1_000 },
      { result: 'refund_half_win_other', win_amount: Math.floor((1_000 * (at(odds, 3) + 1000)) / 2000) },
      { result: 'refund_half_lose_other', win_amount: 500 },
      { result: 'canceled', win_amount: 1_000 },
    ];
    const listed = new Map((await listBets(context.app, ana)).body.data.map((bet) => [bet.id, bet]));
    placed.forEach((bet, index) => {
      expect(listed.get(bet.id)).toMatchObject({ status: 'done', ...at(expected, index) });
    });
    expect(listed.get(at(placed, 3).id)?.selections[0]?.status).toBe('half_win');
    expect(listed.get(at(placed, 5).id)?.selections[0]?.status).toBe('canceled');

    const credited = expected.reduce((sum, bet) => sum + bet.win_amount, 0);
    const money = await wallet(context.database, ana);
    expect(money.balance).toBe(94_000 + credited);
    expect(money.ledger).toBe(money.balance);
    const kinds = money.entries.filter((entry) => entry.kind !== 'deposit' && entry.kind !== 'bet_stake');
    expect(kinds.map((entry) => [entry.kind, entry.reference, entry.amount]).sort()).toEqual([
      ['bet_refund', `bet:${at(placed, 2).id}`, 1_000],
      ['bet_refund', `bet:${at(placed, 5).id}`, 1_000],
      ['bet_win', `bet:${at(placed, 0).id}`, at(expected, 0).win_amount],
      ['bet_win', `bet:${at(placed, 3).id}`, at(expected, 3).win_amount],
      ['bet_win', `bet:${at(placed, 4).id}`, 500],
    ].sort());

    const channel = CHANNELS.user('en', String(ana.userId));
    const changed = published.filter((entry) => entry.channel === channel && entry.event === 'bet_changed').map((entry) => betChangedMessageSchema.parse(entry.message).bet);
    expect(changed.map((bet) => bet.id).sort()).toEqual(placed.map((bet) => bet.id).sort());
    expect(changed.every((bet) => bet.status === 'done')).toBe(true);
    // bet_changed carries the same bet as the list (built from the rows settlement read, not read back).
    changed.forEach((bet) => expect(bet).toEqual(listed.get(bet.id)));
    const balances = published.filter((entry) => entry.channel === channel && entry.event === 'balance_changed').map((entry) => entry.message as { balance: number });
    expect(balances.at(-1)?.balance).toBe(money.balance);

    // The 1x2 market of the finished match carries its results.
    const results = await context.database.db.select({ key: outcomes.outcomeKey, result: outcomes.result }).from(outcomes)
      .innerJoin(markets, eq(markets.id, outcomes.marketId)).where(and(eq(markets.matchId, match), eq(markets.typeId, 1)));
    expect(Object.fromEntries(results.map((row) => [row.key, row.result]))).toEqual({ home: 'lose', draw: 'win', away: 'lose' });
  });

  it('settles nothing twice when settlement runs again', async () => {
    const ben = await player(context.app, 'settle-again@example.com', 10_000);
    const match = at(football, 1);
    const [bet] = await placeSingles(ben, [await lineOf(context.database, match, 1, '', 'home')], 2_000);
    await control(context.app, match, 'finish', { score: { home: 2, away: 0 } });
    const first = await wallet(context.database, ben);
    expect(first.balance).toBe(8_000 + Math.floor((2_000 * Math.round((bet?.odds ?? 0) * 1000)) / 1000));

    const again = await context.app.betting.settlement.settleMatch(match, (typeId, specifier, key) => resolveOutcome({ ...emptyPlay(), score: { home: 2, away: 0 } }, typeId, specifier, key));
    expect(again).toEqual({ betIds: [], rejectedIds: [], bets: [], changes: [], notifications: [] });
    expect(await wallet(context.database, ben)).toEqual(first);
    // A finished match is no longer in play: finishing it again is refused.
    expect((await control(context.app, match, 'finish')).status).toBe(404);
  });

  it('a combo waits for its leg on another match, then pays the product; a lost leg settles it lose_entire at once, never re-settled later', async () => {
    const cleo = await player(context.app, 'settle-combo@example.com', 10_000);
    const [first, second, third] = [at(football, 2), at(football, 3), at(football, 4)];
    const winning = await place(context.app, cleo, [betOf('combo', [await lineOf(context.database, first, 1, '', 'away'), await lineOf(context.database, second, 18, 'total=2.5', 'over')], 1_000)], { type: 'combo' });
    // Its first leg loses on the first match; its second (a draw on the third match) will win.
    const losing = await place(context.app, cleo, [betOf('combo', [await lineOf(context.database, first, 1, '', 'home'), await lineOf(context.database, third, 1, '', 'draw')], 1_000)], { type: 'combo' });
    expect([winning.status, losing.status]).toEqual([201, 201]);
    const winner = at(winning.body.data, 0);
    const loser = at(losing.body.data, 0);
    const channel = CHANNELS.user('en', String(cleo.userId));
    const changedBets = (published: { channel: string; event: string; message: unknown }[]) =>
      published.filter((entry) => entry.channel === channel && entry.event === 'bet_changed').map((entry) => betChangedMessageSchema.parse(entry.message).bet);

    const firstRun = await recording(context, () => control(context.app, first, 'finish', { score: { home: 0, away: 3 } }));
    let listed = new Map((await listBets(context.app, cleo)).body.data.map((bet) => [bet.id, bet]));
    // The winning combo still waits for its second match …
    expect(listed.get(winner.id)).toMatchObject({ status: 'waiting_results', result: 'no_results' });
    expect(listed.get(winner.id)?.selections.map((selection) => selection.status)).toEqual(['win', 'open']);
    // … the losing one is lost already: settled now, its other leg still open, nothing credited.
    expect(listed.get(loser.id)).toMatchObject({ status: 'done', result: 'lose_entire', win_amount: 0 });
    expect(listed.get(loser.id)?.selections.map((selection) => selection.status)).toEqual(['lose', 'open']);
    expect(changedBets(firstRun.published).find((bet) => bet.id === loser.id)).toMatchObject({ status: 'done', result: 'lose_entire', win_amount: 0 });
    expect((await wallet(context.database, cleo)).balance).toBe(8_000);
    // A settled bet has no cashout offer and cannot be cashed out.
    expect((await context.app.betting.cashout.offersOf([Number(loser.id)])).get(Number(loser.id))).toBeNull();
    const cashout = await context.app.inject({ method: 'POST', url: '/sportsbook/v1/bets/cashout', headers: { authorization: cleo.authorization }, payload: { bet_id: loser.id, to_cashout: 1 } });
    expect(cashout.statusCode).toBe(422);

    await control(context.app, second, 'finish', { score: { home: 2, away: 1 } });
    // The lost combo's other leg wins on the third match: the leg gets its result, the bet is not touched again.
    const thirdRun = await recording(context, () => control(context.app, third, 'finish', { score: { home: 0, away: 0 } }));
    expect(changedBets(thirdRun.published).map((bet) => bet.id)).not.toContain(loser.id);
    listed = new Map((await listBets(context.app, cleo)).body.data.map((bet) => [bet.id, bet]));
    expect(listed.get(winner.id)).toMatchObject({ status: 'done', result: 'win_entire', win_amount: winner.potential_win_amount });
    expect(listed.get(loser.id)).toMatchObject({ status: 'done', result: 'lose_entire', win_amount: 0 });
    const money = await wallet(context.database, cleo);
    expect(money.balance).toBe(8_000 + winner.potential_win_amount);
    expect(money.ledger).toBe(money.balance);
    expect(money.entries.filter((entry) => entry.reference === `bet:${loser.id}`).map((entry) => entry.kind)).toEqual(['bet_stake']);
    const stored = await context.database.db.select({ status: betSelections.status }).from(betSelections).where(eq(betSelections.betId, Number(loser.id)));
    expect(stored.map((row) => row.status).sort()).toEqual(['lose', 'win']);
  });

  it('settles a finished match on the simulator\'s own settle step', async () => {
    const dan = await player(context.app, 'settle-step@example.com', 10_000);
    const match = at(football, 5);
    const [bet] = await placeSingles(dan, [await lineOf(context.database, match, 1, '', 'home')], 1_000);
    // Feed control odds/suspend go through the same batches; here the simulator plays the match to its end.
    for (let step = 0; step < 400; step += 1) {
      await context.app.simulator?.step(60_000);
      const [row] = await context.database.db.select({ status: bets.status }).from(bets).where(eq(bets.id, Number(bet?.id)));
      if (row?.status === 'done') break;
    }
    const [row] = await context.database.db.select({ status: bets.status, result: bets.result }).from(bets).where(eq(bets.id, Number(bet?.id)));
    expect(row?.status).toBe('done');
    expect(['win_entire', 'lose_entire']).toContain(row?.result);
    const money = await wallet(context.database, dan);
    expect(money.ledger).toBe(money.balance);
  });
});

function emptyPlay() {
  return { phase: 'ended' as const, period: 2, periodElapsedMs: 0, score: { home: 0, away: 0 }, periods: [], points: { home: 0, away: 0 }, server: null, corners: { home: 0, away: 0 }, yellowCards: { home: 0, away: 0 }, redCards: { home: 0, away: 0 }, goals: [] };
}

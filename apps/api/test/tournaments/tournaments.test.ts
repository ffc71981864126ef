import { CHANNELS, PUBLIC_LANGUAGES, type PromoTournamentDto, type TournamentPayoutDto } from '@sportsbook/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { betOf, itemAt, place, player, type BetsContext, type Line, type Player } from '../bets/placement-helper';
import { control, lineOf, prematchMatches, recording, wallet } from '../bets/settlement-helper';
import { operator } from '../bonuses/helper';
import { START } from '../helper';
import { buildJackpots, drainAll, SteeredDraws } from '../jackpots/helper';
import { createTournament, rating, tournamentBody } from './helper';

let context: BetsContext;
let football: number[];
let tennis: number[];
let footballSport: number;
let next = 0;
beforeAll(async () => {
  context = await buildJackpots(new SteeredDraws());
  football = await prematchMatches(context.database, 'football');
  tennis = await prematchMatches(context.database, 'tennis');
  const [row] = rowsOf<{ sport_id: number }>(await context.database.db.execute(sql`select sport_id from matches where id = ${itemAt(football, 0)}`));
  footballSport = row?.sport_id ?? 0;
});
afterAll(() => context.close());

/** Each test starts with no running tournament but its own. */
beforeEach(async () => {
  await context.database.db.execute(sql`update promo_tournaments set status = 'finished'`);
});

const drain = () => drainAll(context);
/** A fresh football match (each settles once): its home line. */
async function footballHome(): Promise<{ match: number; line: Line }> {
  const match = itemAt(football, next);
  next += 1;
  return { match, line: await lineOf(context.database, match, 1, '', 'home') };
}
async function bet(who: Player, line: Line, stake: number): Promise<void> {
  const placed = await place(context.app, who, [betOf('single', [line], stake)]);
  expect(placed.status).toBe(201);
}
const finish = (match: number) => control(context.app, match, 'finish', { score: { home: 1, away: 0 } });

describe('operator promo_tournaments (issue 23)', () => {
  it('creates a tournament, lists it, pauses, resumes it, and refuses to finish it before its end', async () => {
    const created = await createTournament(context.app, { event_conditions: [{ sport_id: footballSport }] });
    expect(created).toMatchObject({ name: 'Weekend tournament', status: 'active', timing: 'Valid', min_odds: 1.2, finished_at: null });
    expect(created.currencies).toEqual([{ currency: 'EUR', currency_subunits: 100, min_stake: 100, prize_pool: 15_000, prizes: [{ from: 1, to: 1, amount: 10_000 }, { from: 2, to: 3, amount: 2_500 }], participants: 0, farmed_total: 0 }]);
    expect(created.event_conditions).toEqual([{ sport_type: null, sport: { id: footballSport, name: expect.any(String) as string }, category: null, tournament: null, event: null }]);
    expect((await operator<{ data: { id: number }[] }>(context.app, 'GET', '/tournaments')).body.data.map((row) => row.id)).toContain(created.id);
    expect((await operator(context.app, 'GET', `/tournaments/${created.id}`)).body.data).toMatchObject({ id: created.id });
    expect((await operator(context.app, 'POST', `/tournaments/${created.id}/pause`)).body.data).toMatchObject({ status: 'paused' });
    expect((await operator(context.app, 'POST', `/tournaments/${created.id}/resume`)).body.data).toMatchObject({ status: 'active' });
    const early = await operator(context.app, 'POST', `/tournaments/${created.id}/finish`);
    expect([early.status, early.body.error?.code]).toEqual([409, 'TOURNAMENT_NOT_OVER']);
    expect((await operator(context.app, 'POST', '/tournaments/999999/pause')).status).toBe(404);
    expect((await operator(context.app, 'GET', '/tournaments/999999')).status).toBe(404);
    expect((await operator(context.app, 'POST', '/tournaments', tournamentBody(), null)).status).toBe(401);
  });

  it.each([
    ['ends_at', { ends_at: new Date(START - 7_200_000).toISOString() }],
    ['min_odds', { min_odds: 1 }],
    ['min_stake.EUR', { min_stake: { EUR: 0 } }],
    ['min_stake.XYZ', { min_stake: { EUR: 100, XYZ: 100 }, prizes: { EUR: [{ from: 1, to: 1, amount: 5 }], XYZ: [{ from: 1, to: 1, amount: 5 }] } }],
    ['prizes.EUR', { prizes: {} }],
    ['prizes.USD', { prizes: { EUR: [{ from: 1, to: 1, amount: 5 }], USD: [{ from: 1, to: 1, amount: 5 }] } }],
    ['prizes.EUR.0.from', { prizes: { EUR: [{ from: 2, to: 3, amount: 5 }] } }],
    ['prizes.EUR.1.amount', { prizes: { EUR: [{ from: 1, to: 1, amount: 5 }, { from: 2, to: 2, amount: 6 }] } }],
    ['event_conditions.0.sport_id', { event_conditions: [{ sport_id: 99_999 }] }],
    ['starts_at', { starts_at: 'tomorrow' }],
    ['name', { name: '' }],
  ])('answers 400 naming %s for a bad definition', async (field, change) => {
    const answer = await operator(context.app, 'POST', '/tournaments', tournamentBody(change));
    expect(answer.status).toBe(400);
    expect((answer.body.error?.details as { fields: { field: string }[] }).fields[0]?.field).toBe(field);
  });
});

describe('leaderboard (from bets_settled, after the commit)', () => {
  it('ranks the players by the stakes of their qualifying settled bets, answers the top rows and the caller\'s own, and announces each move', async () => {
    const tournament = await createTournament(context.app, { event_conditions: [{ sport_id: footballSport }] });
    const [ann, ben, cleo] = [await player(context.app, 'ann-tour@example.com', 50_000), await player(context.app, 'ben-tour@example.com', 50_000), await player(context.app, 'cleo-tour@example.com', 50_000)];
    const first = await footballHome();
    await bet(ann, first.line, 1_000);
    await bet(ben, first.line, 3_000);
    await bet(ann, first.line, 500);
    // Left out: below the minimum stake, a leg outside the event conditions (tennis).
    await bet(cleo, first.line, 99);
    await bet(cleo, await lineOf(context.database, itemAt(tennis, 0), 186, '', 'home'), 5_000);
    // Nothing before settlement.
    expect((await rating(context.app, tournament.id, ann)).body.data).toMatchObject({ rows: [], current_user: null, participants: 0 });
    const { published } = await recording(context, async () => {
      expect((await finish(first.match)).status).toBe(200);
      await control(context.app, itemAt(tennis, 0), 'finish');
      await drain();
    });
    const seen = await rating(context.app, tournament.id, ann);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ tournament_id: tournament.id, currency: 'EUR', currency_subunits: 100, participants: 2 });
    expect(seen.body.data.rows.map((row) => [row.position, row.farmed_amount, row.current_user, row.bets_count, row.prize_amount, row.currency_code, row.farmed_freebets_count])).toEqual([
      [1, 3_000, false, 1, 10_000, 'EUR', 0],
      [2, 1_500, true, 2, 2_500, 'EUR', 0],
    ]);
    expect(seen.body.data.current_user).toMatchObject({ position: 2, farmed_amount: 1_500, current_user: true });
    expect(seen.body.data.rows[0]?.user_hash).toMatch(/^[0-9a-f]{12}$/);
    // A visitor sees the rows, no own row; cleo (nothing counted) has none either.
    expect((await rating(context.app, tournament.id, null)).body.data).toMatchObject({ current_user: null, participants: 2 });
    expect((await rating(context.app, tournament.id, cleo)).body.data.current_user).toBeNull();
    // The pool moved: tournament_pool_changed on every public channel.
    const moves = published.filter((entry) => entry.event === 'tournament_pool_changed');
    expect(moves.map((entry) => entry.channel).sort()).toEqual(PUBLIC_LANGUAGES.map((language) => CHANNELS.public(language)).sort());
    expect(moves.map((entry) => entry.channel)).toContain('sportsbook:public:ja');
    expect(moves[0]?.message).toEqual({ tournament_id: tournament.id, currency: 'EUR', participants: 2, farmed_total: 4_500 });
    const listed = await context.app.inject({ method: 'GET', url: '/sportsbook/v1/bonuses/tournaments' });
    expect(listed.json<{ data: PromoTournamentDto[] }>().data.find((row) => row.id === tournament.id)?.currencies[0]).toMatchObject({ participants: 2, farmed_total: 4_500 });

    // Ben bets again on another match: his rank holds, ann passes him with a bigger one.
    const second = await footballHome();
    await bet(ann, second.line, 2_000);
    await finish(second.match);
    await drain();
    const after = await rating(context.app, tournament.id, ann);
    expect(after.body.data.current_user).toMatchObject({ position: 1, farmed_amount: 3_500 });
    expect(after.body.data.rows.map((row) => row.farmed_amount)).toEqual([3_500, 3_000]);
    expect((await rating(context.app, tournament.id, ann, '?limit=1')).body.data.rows).toHaveLength(1);
  });

  it('breaks ties by who reached the amount first, then by the lower bet id', async () => {
    const tournament = await createTournament(context.app);
    const [dan, eve, fay] = [await player(context.app, 'dan-tour@example.com', 10_000), await player(context.app, 'eve-tour@example.com', 10_000), await player(context.app, 'fay-tour@example.com', 10_000)];
    const early = await footballHome();
    const late = await footballHome();
    await bet(eve, late.line, 1_000);
    await bet(fay, late.line, 1_000);
    await bet(dan, early.line, 1_000);
    await finish(early.match);
    context.clock.advance(60_000);
    await finish(late.match);
    await drain();
    const rows = (await rating(context.app, tournament.id, eve)).body.data.rows;
    // dan's bet settled a minute earlier; eve and fay settled together: eve's bet has the lower id.
    expect(rows.map((row) => [row.position, row.farmed_amount, row.current_user])).toEqual([[1, 1_000, false], [2, 1_000, true], [3, 1_000, false]]);
    expect((await rating(context.app, tournament.id, fay)).body.data.current_user?.position).toBe(3);
  });

  it('answers the caller\'s own position below the top rows, and moves everyone between when a player passes them (ties included)', async () => {
    const tournament = await createTournament(context.app);
    const players = [];
    for (const name of ['hal', 'ida', 'jon', 'kim', 'lea']) players.push(await player(context.app, `${name}-rank@example.com`, 50_000));
    const [hal, ida, jon, kim, lea] = players as [Player, Player, Player, Player, Player];
    const first = await footballHome();
    // jon and kim tie at 2,000 (settled together: jon's bet has the lower id); lea is last.
    await bet(hal, first.line, 4_000);
    await bet(ida, first.line, 3_000);
    await bet(jon, first.line, 2_000);
    await bet(kim, first.line, 2_000);
    await bet(lea, first.line, 1_000);
    await finish(first.match);
    await drain();
    const standing = async (who: Player) => (await rating(context.app, tournament.id, who, '?limit=2')).body.data;
    const seen = await standing(kim);
    expect(seen.rows.map((row) => [row.position, row.farmed_amount, row.current_user])).toEqual([[1, 4_000, false], [2, 3_000, false]]);
    expect(seen.current_user).toMatchObject({ position: 4, farmed_amount: 2_000, current_user: true, prize_amount: 0 });
    expect((await standing(jon)).current_user?.position).toBe(3);
    expect((await standing(lea)).current_user?.position).toBe(5);

    // lea's 2,500 more (3,500 in all) take her from fifth to second; ida, jon and kim move down one.
    const second = await footballHome();
    await bet(lea, second.line, 2_500);
    await finish(second.match);
    await drain();
    expect((await rating(context.app, tournament.id, null)).body.data.rows.map((row) => row.farmed_amount)).toEqual([4_000, 3_500, 3_000, 2_000, 2_000]);
    const positions = await Promise.all([lea, hal, ida, jon, kim].map(async (who) => (await standing(who)).current_user?.position));
    expect(positions).toEqual([2, 1, 3, 4, 5]);
    // kim now ties hal at 4,000 but reached it later: she takes second, lea's 3,500 third.
    const third = await footballHome();
    await bet(kim, third.line, 2_000);
    await finish(third.match);
    await drain();
    const after = await Promise.all([hal, kim, lea, ida, jon].map(async (who) => (await standing(who)).current_user?.position));
    expect(after).toEqual([1, 2, 3, 4, 5]);
    expect((await standing(kim)).rows.map((row) => [row.position, row.farmed_amount, row.current_user])).toEqual([[1, 4_000, false], [2, 4_000, true]]);
  });

  it('counts a bet once (a replayed event adds nothing), nothing while paused, nothing placed before the start, and 400/404 for a bad rating call', async () => {
    const tournament = await createTournament(context.app);
    const later = await createTournament(context.app, { name: 'Next week', starts_at: new Date(START + 7 * 86_400_000).toISOString(), ends_at: new Date(START + 8 * 86_400_000).toISOString() });
    const gus = await player(context.app, 'gus-tour@example.com', 10_000);
    const first = await footballHome();
    await bet(gus, first.line, 1_000);
    await finish(first.match);
    await drain();
    const [event] = rowsOf<{ payload: { bet_ids: number[] } }>(await context.database.db.execute(sql`select payload from events where kind = 'bets_settled' order by id desc limit 1`));
    await context.app.tournaments.eventHandler()([{ id: 0, tx: '0', kind: 'bets_settled', userId: 0, payload: event?.payload ?? {} }]);
    expect((await rating(context.app, tournament.id, gus)).body.data.current_user).toMatchObject({ farmed_amount: 1_000, bets_count: 1 });
    expect((await rating(context.app, later.id, gus)).body.data).toMatchObject({ participants: 0, current_user: null });

    await operator(context.app, 'POST', `/tournaments/${tournament.id}/pause`);
    const second = await footballHome();
    await bet(gus, second.line, 4_000);
    await finish(second.match);
    await drain();
    await operator(context.app, 'POST', `/tournaments/${tournament.id}/resume`);
    expect((await rating(context.app, tournament.id, gus)).body.data.current_user).toMatchObject({ farmed_amount: 1_000 });

    expect((await rating(context.app, tournament.id, gus, '?currency=USD')).status).toBe(400);
    expect((await rating(context.app, 999_999, gus)).status).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/sportsbook/v1/bonuses/tournaments/${tournament.id}` })).json<{ data: PromoTournamentDto }>().data).toMatchObject({ id: tournament.id, timing: 'Valid' });
    expect((await context.app.inject({ method: 'GET', url: '/sportsbook/v1/bonuses/tournaments/999999' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/sportsbook/v1/bonuses/tournaments?status=gone' })).statusCode).toBe(400);
  });
});

describe('finish and payouts (initial → approved / declined → paid)', () => {
  it('freezes the leaderboard at the end, writes a payout per paid position, and pays an approved one through the ledger once', async () => {
    const tournament = await createTournament(context.app, { ends_at: new Date(START + 30 * 86_400_000).toISOString() });
    const [hal, ida, jon, kim] = [
      await player(context.app, 'hal-tour@example.com', 10_000), await player(context.app, 'ida-tour@example.com', 10_000),
      await player(context.app, 'jon-tour@example.com', 10_000), await player(context.app, 'kim-tour@example.com', 20_000),
    ];
    const match = await footballHome();
    await bet(hal, match.line, 4_000);
    await bet(ida, match.line, 3_000);
    await bet(jon, match.line, 2_000);
    await bet(kim, match.line, 1_000);
    await finish(match.match);
    const open = await footballHome();
    await bet(kim, open.line, 9_000);
    await drain();

    context.clock.advance(31 * 86_400_000);
    const { published } = await recording(context, async () => {
      const finished = await operator(context.app, 'POST', `/tournaments/${tournament.id}/finish`);
      expect(finished.body.data).toMatchObject({ status: 'finished', timing: 'Past' });
    });
    expect(published.filter((entry) => entry.event === 'tournament_pool_changed')).toHaveLength(PUBLIC_LANGUAGES.length);
    const again = await operator(context.app, 'POST', `/tournaments/${tournament.id}/finish`);
    expect([again.status, again.body.error?.code]).toEqual([409, 'TOURNAMENT_FINISHED']);
    expect((await operator(context.app, 'POST', `/tournaments/${tournament.id}/resume`)).status).toBe(409);

    const payouts = (await operator<{ data: TournamentPayoutDto[] }>(context.app, 'GET', `/tournaments/${tournament.id}/payouts`)).body.data;
    // Three paid positions (1: 100.00, 2–3: 25.00 each); kim (4th) wins nothing.
    expect(payouts.map((payout) => [payout.position, payout.user_id, payout.amount, payout.farmed_amount, payout.status])).toEqual([
      [1, hal.userId, 10_000, 4_000, 'initial'], [2, ida.userId, 2_500, 3_000, 'initial'], [3, jon.userId, 2_500, 2_000, 'initial'],
    ]);
    const [first, second, third] = payouts.map((payout) => payout.id);
    const path = (id: number | undefined, action: string) => `/tournaments/${tournament.id}/payouts/${id}/${action}`;
    const notYet = await operator(context.app, 'POST', path(first, 'pay'));
    expect([notYet.status, notYet.body.error?.code]).toEqual([409, 'PAYOUT_STATE']);
    expect((await operator<{ data: TournamentPayoutDto }>(context.app, 'POST', path(first, 'approve'))).body.data).toMatchObject({ status: 'approved', decided_at: expect.any(String) as string });
    const before = await wallet(context.database, hal);
    const paying = await recording(context, () => operator<{ data: TournamentPayoutDto }>(context.app, 'POST', path(first, 'pay')));
    expect(paying.result.body.data).toMatchObject({ status: 'paid', paid_at: expect.any(String) as string });
    const afterPay = await wallet(context.database, hal);
    expect(afterPay.balance).toBe(before.balance + 10_000);
    expect(afterPay.entries.filter((entry) => entry.kind === 'tournament_prize')).toEqual([{ kind: 'tournament_prize', reference: `tournament_payout:${first}`, amount: 10_000 }]);
    expect(paying.published.find((entry) => entry.event === 'balance_changed')?.message).toMatchObject({ balance: afterPay.balance, reason: 'tournament_prize' });
    expect((await operator(context.app, 'POST', path(first, 'pay'))).status).toBe(409);
    expect((await wallet(context.database, hal)).balance).toBe(afterPay.balance);

    expect((await operator<{ data: TournamentPayoutDto }>(context.app, 'POST', path(second, 'decline'))).body.data.status).toBe('declined');
    expect((await operator(context.app, 'POST', path(second, 'approve'))).status).toBe(409);
    expect((await operator(context.app, 'POST', path(second, 'pay'))).status).toBe(409);
    expect((await operator(context.app, 'POST', path(third, 'approve'))).status).toBe(200);
    expect((await operator(context.app, 'POST', path(third, 'decline'))).status).toBe(409);
    expect((await operator(context.app, 'POST', path(999_999, 'approve'))).status).toBe(404);
    expect((await operator(context.app, 'GET', '/tournaments/999999/payouts')).status).toBe(404);

    // Frozen: kim's bet placed in the period and settled after the finish counts nothing.
    await finish(open.match);
    await drain();
    expect((await rating(context.app, tournament.id, null)).body.data.rows.map((row) => row.farmed_amount)).toEqual([4_000, 3_000, 2_000, 1_000]);
  });
});

import { CHANNELS, type AmbDto, type BonusDto, type HuntingDto } from '@sportsbook/contracts';
import { and, eq, like } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { accounts, issuedBonuses, ledgerEntries } from '../../src/db/schema';
import { betOf, itemAt, place, player, type BetsContext, type Line, type Player } from '../bets/placement-helper';
import { control, lineOf, prematchMatches, recording } from '../bets/settlement-helper';
import { bonusCall, buildBonuses, comboBoostBody, createCampaign, freebetBody, NEXT_WEEK, operator } from '../bonuses/helper';
import { drainAll } from '../jackpots/helper';
import { ambBody, ambsOf, createAmb, createHunting, huntingBody, huntingOf, huntingsOf, post } from './helper';

let context: BetsContext;
let football: number[];
let match = 0;
beforeAll(async () => {
  context = await buildBonuses();
  football = await prematchMatches(context.database, 'football');
});
afterAll(() => context.close());

/** Ends every hunting and amb so each test starts from its own. */
beforeEach(async () => {
  await context.database.db.execute(sql`update hunting_campaigns set status = 'ended'`);
  await context.database.db.execute(sql`update amb_campaigns set status = 'ended'`);
});

/** A fresh prematch football match's home, draw and away lines (finished 1:0: home wins). */
async function nextMatch(): Promise<{ id: number; home: Line; draw: Line; away: Line }> {
  const id = itemAt(football, match);
  match += 1;
  return { id, home: await lineOf(context.database, id, 1, '', 'home'), draw: await lineOf(context.database, id, 1, '', 'draw'), away: await lineOf(context.database, id, 1, '', 'away') };
}

async function finish(id: number): Promise<void> {
  expect((await control(context.app, id, 'finish', { score: { home: 1, away: 0 } })).status).toBe(200);
  await drainAll(context);
}

async function placed(who: Player, line: Line, stake: number, extra = {}): Promise<string> {
  const answer = await place(context.app, who, [betOf('single', [line], stake, extra)]);
  if (answer.status !== 201) throw new Error(`not placed: ${JSON.stringify(answer.body)}`);
  return itemAt(answer.body.data, 0).id;
}

async function freebetCampaign(name: string) {
  return createCampaign(context.app, freebetBody({ name, amounts: { EUR: 100 }, min_odds: null }));
}

/** The player's free bets of this campaign (as the bonus list shows them). */
async function freebetsOf(who: Player, campaignId: number): Promise<BonusDto[]> {
  return (await bonusCall(context.app, 'GET', '?status=available,active,overridden&limit_per_type=100', who)).body.data.filter((bonus) => bonus.campaign_id === campaignId);
}

const amountOf = (bonus: BonusDto) => (bonus.issued && 'amount' in bonus.issued ? bonus.issued.amount : null);

async function bonusEntries(who: Player) {
  return context.database.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, reference: ledgerEntries.reference })
    .from(ledgerEntries).innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(accounts.userId, who.userId), eq(ledgerEntries.money, 'bonus'))).orderBy(ledgerEntries.id);
}

/** Moves the event worker back to the start: every event is applied again. */
async function replayEverything(): Promise<void> {
  await context.database.db.execute(sql`update event_positions set position = 0, tx = '0'::xid8 where worker = 'bonuses'`);
  await context.app.bonuses.worker.drain();
  await drainAll(context);
}

describe('operator huntings (issue 23)', () => {
  it('creates a hunting, lists it, pauses, resumes and ends it', async () => {
    const freebet = await freebetCampaign('Hunting prize');
    const created = await createHunting(context.app, huntingBody(freebet.id, { min_odds: 1.5, max_odds: 8, farm_once_per_event: true, initial_pool: 5_000, event_conditions: [{ sport_type: 'regular' }] }));
    expect(created).toMatchObject({ type: 'hunting', id: `h${created.campaign_id}`, status: 'active', currency: 'EUR', min_stake: 100, min_odds: 1.5, max_odds: 8, farm_once_per_event: true,
      stake_per_point: 100, points_per_freebet: 15, freebet_amount: 500, freebet_campaign_id: freebet.id, farming_freebet_type: 'freebet', initial_pool: 5_000, pool_left: 5_000, given_amount: 0, players: 0 });
    expect(created.event_conditions).toEqual([{ sport_type: 'regular', sport: null, category: null, tournament: null, event: null }]);
    expect((await operator<{ data: unknown[] }>(context.app, 'GET', '/huntings')).body.data.length).toBeGreaterThan(0);
    expect((await operator(context.app, 'POST', `/huntings/${created.campaign_id}/pause`)).body.data).toMatchObject({ status: 'paused' });
    expect((await operator(context.app, 'POST', `/huntings/${created.campaign_id}/resume`)).body.data).toMatchObject({ status: 'active' });
    expect((await operator(context.app, 'POST', `/huntings/${created.campaign_id}/end`)).body.data).toMatchObject({ status: 'ended' });
    const again = await operator(context.app, 'POST', `/huntings/${created.campaign_id}/resume`);
    expect([again.status, again.body.error?.code]).toEqual([409, 'CAMPAIGN_ENDED']);
    expect((await operator(context.app, 'POST', '/huntings/999999/pause')).status).toBe(404);
    expect((await operator(context.app, 'POST', '/huntings', huntingBody(freebet.id), null)).status).toBe(401);
  });

  it.each([
    ['min_stake', { min_stake: 0 }],
    ['min_odds', { min_odds: 1 }],
    ['max_odds', { min_odds: 3, max_odds: 2 }],
    ['stake_per_point', { stake_per_point: 0 }],
    ['points_per_freebet', { points_per_freebet: -1 }],
    ['freebet_amount', { freebet_amount: 1.5 }],
    ['initial_pool', { initial_pool: 499 }],
    ['currency', { currency: 'XYZ' }],
    ['valid_to', { valid_to: '2020-01-01T00:00:00Z' }],
    ['valid_from', { valid_from: NEXT_WEEK }],
    ['event_conditions.0.tournament_id', { event_conditions: [{ tournament_id: 99_999_999 }] }],
    ['farm_once_per_event', { farm_once_per_event: 'yes' }],
    ['freebet_campaign_id', { freebet_campaign_id: 99_999 }],
  ])('answers 400 naming %s for a bad hunting', async (field, change) => {
    const freebet = await freebetCampaign('For a bad hunting');
    const answer = await operator(context.app, 'POST', '/huntings', huntingBody(freebet.id, change));
    expect(answer.status).toBe(400);
    expect((answer.body.error?.details as { fields: { field: string }[] }).fields[0]?.field).toBe(field);
  });

  it('answers 400 naming freebet_campaign_id when it names a combo boost', async () => {
    const boost = await createCampaign(context.app, comboBoostBody({ name: 'Not a free bet' }));
    const answer = await operator(context.app, 'POST', '/huntings', huntingBody(boost.id));
    expect((answer.body.error?.details as { fields: { field: string }[] }).fields[0]?.field).toBe('freebet_campaign_id');
  });
});

describe('GET /bonuses/huntings and activation', () => {
  it('a visitor and a player see it available with empty stats; activation makes it active (idempotent); a paused one is not activatable', async () => {
    const freebet = await freebetCampaign('Activation prize');
    const hunting = await createHunting(context.app, huntingBody(freebet.id, { name: 'Activate me' }));
    const visitor = await huntingsOf(context.app, null);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.find((found) => found.campaign_id === hunting.campaign_id)).toMatchObject({ computed_status: 'available', issued: null,
      farming_stats: { avg_stake: 0, bets_count: 0, points: 0, available_points: 0, potential_points: 0, potential_freebet_amount: 0, initial_pool: null } });
    const ann = await player(context.app, 'ann-hunting@example.com', 10_000);
    expect((await huntingOf(context.app, ann, hunting.campaign_id))?.computed_status).toBe('available');
    const activated = await post<HuntingDto>(context.app, `/h${hunting.campaign_id}/activate`, ann);
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ id: `h${hunting.campaign_id}`, computed_status: 'active', issued: { computed_status: 'active', seen: false } });
    const again = await post<HuntingDto>(context.app, `/h${hunting.campaign_id}/activate`, ann);
    expect(again.body.data.issued?.activated_at).toBe(activated.body.data.issued?.activated_at);
    // The default filter (available and active) and pages of limit 4.
    const listed = await huntingsOf(context.app, ann);
    expect(listed.body.data.map((found) => found.id)).toContain(`h${hunting.campaign_id}`);
    expect(listed.body.pagination).toMatchObject({ total: listed.body.data.length });
    expect((await post(context.app, '/h999999/activate', ann)).status).toBe(404);
    expect((await context.app.inject({ method: 'POST', url: `/sportsbook/v1/bonuses/h${hunting.campaign_id}/activate` })).statusCode).toBe(401);
    await operator(context.app, 'POST', `/huntings/${hunting.campaign_id}/pause`);
    const bo = await player(context.app, 'bo-hunting@example.com', 10_000);
    const refused = await post(context.app, `/h${hunting.campaign_id}/activate`, bo);
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'BONUS_NOT_ACTIVATABLE']);
    expect((await huntingOf(context.app, ann, hunting.campaign_id))?.computed_status).toBe('not_available');
  });
});

describe('farming from bets_settled (after the settlement commits)', () => {
  it('counts potential points while open, points when settled, converts into a free bet through the issuing path, and a replay awards nothing twice', async () => {
    const freebet = await freebetCampaign('Farmed free bet');
    const hunting = await createHunting(context.app, huntingBody(freebet.id, { name: 'Farm me' }));
    const cy = await player(context.app, 'cy-hunting@example.com', 10_000);
    const first = await nextMatch();
    const second = await nextMatch();
    // Placed before activation: does not farm.
    await placed(cy, first.draw, 1_000);
    await post(context.app, `/h${hunting.campaign_id}/activate`, cy);
    const won = await placed(cy, first.home, 1_000);
    await placed(cy, first.away, 50); // below min_stake
    const lost = await placed(cy, second.draw, 1_000);
    const open = await huntingOf(context.app, cy, hunting.campaign_id);
    expect(open?.farming_stats).toEqual({ avg_stake: 0, bets_count: 0, points: 0, available_points: 0, potential_points: 20, potential_freebet_amount: 500, initial_pool: null });
    await finish(first.id);
    const [event] = rowsOf<{ bet_ids: number[] }>(await context.database.db.execute(sql`select payload->'bet_ids' as bet_ids from events where kind = 'bets_settled' order by id desc limit 1`));
    expect(event?.bet_ids.map(String)).toContain(won);
    const half = await huntingOf(context.app, cy, hunting.campaign_id);
    expect(half?.farming_stats).toMatchObject({ bets_count: 1, points: 10, available_points: 10, potential_points: 10, potential_freebet_amount: 500 });
    expect(half?.used_in_bets).toEqual([won]);
    await finish(second.id);
    const after = await huntingOf(context.app, cy, hunting.campaign_id);
    // 20 points: one free bet of 5.00 for 15, 5 left.
    expect(after?.farming_stats).toEqual({ avg_stake: 1_000, bets_count: 2, points: 20, available_points: 5, potential_points: 0, potential_freebet_amount: 0, initial_pool: null });
    expect(after?.used_in_bets).toEqual([lost, won]);
    const farmed = await freebetsOf(cy, freebet.id);
    expect(farmed).toHaveLength(1);
    expect(farmed[0]).toMatchObject({ type: 'freebet', issued: { amount: 500, currency: 'EUR', computed_status: 'active' } });
    expect(after?.freebets_to_boost).toEqual([farmed[0]?.id]);
    expect((await bonusEntries(cy)).filter((entry) => entry.kind === 'bonus_issued')).toEqual([{ kind: 'bonus_issued', amount: 500, reference: `issued:${farmed[0]?.id}` }]);
    const operatorView = (await operator<{ data: { campaign_id: number; given_amount: number; players: number }[] }>(context.app, 'GET', '/huntings')).body.data.find((row) => row.campaign_id === hunting.campaign_id);
    expect(operatorView).toMatchObject({ given_amount: 500, players: 1 });

    await replayEverything();
    expect((await huntingOf(context.app, cy, hunting.campaign_id))?.farming_stats).toEqual(after?.farming_stats);
    expect(await freebetsOf(cy, freebet.id)).toHaveLength(1);
    expect((await bonusEntries(cy)).filter((entry) => entry.kind === 'bonus_issued')).toHaveLength(1);
  });

  it('farm_once_per_event: a second bet on an event already farmed earns nothing; free bets and voids do not farm', async () => {
    const freebet = await freebetCampaign('Once per event');
    const hunting = await createHunting(context.app, huntingBody(freebet.id, { name: 'Once', farm_once_per_event: true }));
    const di = await player(context.app, 'di-hunting@example.com', 10_000);
    await post(context.app, `/h${hunting.campaign_id}/activate`, di);
    const game = await nextMatch();
    const first = await placed(di, game.home, 1_000);
    await placed(di, game.draw, 2_000);
    const gift = await createCampaign(context.app, freebetBody({ name: 'Gift', amounts: { EUR: 1_000 }, min_odds: null }));
    await operator(context.app, 'POST', `/campaigns/${gift.id}/issue`, { user_ids: [di.userId] });
    const [giftBonus] = await freebetsOf(di, gift.id);
    const other = await nextMatch();
    await placed(di, other.home, 1_000, { bonus: { id: giftBonus?.id ?? '', type: 'freebet' } });
    await finish(game.id);
    await finish(other.id);
    const after = await huntingOf(context.app, di, hunting.campaign_id);
    expect(after?.farming_stats).toMatchObject({ bets_count: 1, points: 10, available_points: 10 });
    expect(after?.farmed_event_ids).toEqual([game.id]);
    expect(after?.used_in_bets).toEqual([first]);
  });
});

describe('promotion_progress_changed (the progress pushed live)', () => {
  it('goes to the private channel of each player whose points or progress moved, after the settlement, and not again on a replay', async () => {
    const freebet = await freebetCampaign('Pushed progress');
    const hunting = await createHunting(context.app, huntingBody(freebet.id, { name: 'Pushed' }));
    await createAmb(context.app, ambBody(freebet.id));
    const [ike, jo, kay] = [await player(context.app, 'ike-push@example.com', 10_000), await player(context.app, 'jo-push@example.com', 10_000), await player(context.app, 'kay-push@example.com', 10_000)];
    await post(context.app, `/h${hunting.campaign_id}/activate`, ike);
    const game = await nextMatch();
    await placed(ike, game.home, 1_000); // farms points and counts for the progress
    await placed(jo, game.draw, 500); // counts for the progress only (no hunting activated)
    await placed(kay, game.away, 50); // below both minimum stakes: nothing moves
    const { published } = await recording(context, () => finish(game.id));
    const channels = published.filter((entry) => entry.event === 'promotion_progress_changed').map((entry) => entry.channel);
    expect(channels.sort()).toEqual([CHANNELS.user('en', String(ike.userId)), CHANNELS.user('en', String(jo.userId))].sort());
    // A replay of the event moves nothing, so publishes nothing.
    const replay = await recording(context, async () => {
      await context.database.db.execute(sql`insert into events (kind, user_id, payload, created_at)
        select kind, user_id, payload, created_at from events where kind = 'bets_settled' order by id desc limit 1`);
      await drainAll(context);
    });
    expect(replay.published.filter((entry) => entry.event === 'promotion_progress_changed')).toEqual([]);
  });
});

describe('POST /bonuses/{id}/boost', () => {
  it('raises a farmed free bet by what the points left over are worth, once; refuses other free bets and nothing to add', async () => {
    const freebet = await freebetCampaign('Boostable');
    const hunting = await createHunting(context.app, huntingBody(freebet.id, { name: 'Boost me' }));
    const ed = await player(context.app, 'ed-hunting@example.com', 10_000);
    await post(context.app, `/h${hunting.campaign_id}/activate`, ed);
    const game = await nextMatch();
    await placed(ed, game.home, 1_000);
    await placed(ed, game.draw, 1_000);
    await finish(game.id);
    const [farmed] = await freebetsOf(ed, freebet.id);
    expect(farmed?.issued).toMatchObject({ amount: 500, boost_multiplier: null });
    const boosted = await post<{ freebet_id: string; points: number; added_amount: number; amount: number; boost_multiplier: number }>(context.app, `/${farmed?.id}/boost`, ed);
    expect(boosted.status).toBe(200);
    // 5 points at 500 per 15: 166 more.
    expect(boosted.body.data).toEqual({ freebet_id: farmed?.id, hunting_id: `h${hunting.campaign_id}`, points: 5, added_amount: 166, amount: 666, boost_multiplier: 1.332 });
    const [after] = await freebetsOf(ed, freebet.id);
    // The free bet's own issued block in /bonuses carries the boost's multiplier from now on.
    expect(after?.issued).toMatchObject({ amount: 666, boost_multiplier: 1.332 });
    const stats = await huntingOf(context.app, ed, hunting.campaign_id);
    expect(stats?.farming_stats).toMatchObject({ points: 20, available_points: 0 });
    expect(stats?.freebets_to_boost).toEqual([]);
    expect((await bonusEntries(ed)).filter((entry) => entry.reference === `issued:${farmed?.id}`).map((entry) => [entry.kind, entry.amount])).toEqual([['bonus_issued', 500], ['freebet_boost', 166]]);
    const twice = await post(context.app, `/${farmed?.id}/boost`, ed);
    expect([twice.status, twice.body.error?.code]).toEqual([422, 'NOTHING_TO_BOOST']);
    const gift = await createCampaign(context.app, freebetBody({ name: 'Not farmed', amounts: { EUR: 500 } }));
    await operator(context.app, 'POST', `/campaigns/${gift.id}/issue`, { user_ids: [ed.userId] });
    const [other] = await freebetsOf(ed, gift.id);
    expect((await post(context.app, `/${other?.id}/boost`, ed)).status).toBe(404);
    expect((await context.app.inject({ method: 'POST', url: `/sportsbook/v1/bonuses/${farmed?.id}/boost` })).statusCode).toBe(401);
    // The placement takes the boosted amount as the free bet's stake.
    const next = await nextMatch();
    const answer = await place(context.app, ed, [betOf('single', [next.home], 666, { bonus: { id: farmed?.id ?? '', type: 'freebet' } })]);
    expect(answer.status).toBe(201);
    expect((await context.database.db.select({ amount: issuedBonuses.amount }).from(issuedBonuses).where(like(issuedBonuses.trigger, `hunting:${hunting.campaign_id}:%`)))).toEqual([{ amount: 666 }]);
  });

  it('a pool spent stops conversion and the hunting is bonus_over', async () => {
    const freebet = await freebetCampaign('Small pool');
    const hunting = await createHunting(context.app, huntingBody(freebet.id, { name: 'Pool', initial_pool: 500 }));
    const fa = await player(context.app, 'fa-hunting@example.com', 10_000);
    await post(context.app, `/h${hunting.campaign_id}/activate`, fa);
    const game = await nextMatch();
    await placed(fa, game.home, 2_000);
    await placed(fa, game.draw, 2_000);
    await finish(game.id);
    const after = await huntingOf(context.app, fa, hunting.campaign_id);
    expect(after?.farming_stats).toMatchObject({ points: 40, available_points: 25, initial_pool: 500 });
    expect(after).toMatchObject({ pool_left: 0, computed_status: 'bonus_over' });
    expect(await freebetsOf(fa, freebet.id)).toHaveLength(1);
  });
});

describe('free-bet progress (amb)', () => {
  it('operator: creates, lists, pauses and ends; 400 names the field of a bad one', async () => {
    const freebet = await freebetCampaign('Amb prize');
    const created = await createAmb(context.app, ambBody(freebet.id, { min_odds: 1.2 }));
    expect(created).toMatchObject({ id: `a${created.campaign_id}`, type: 'freebet', currency: 'EUR', min_stake: 500, min_odds: 1.2, possible_progress_count: 2, issue_to: NEXT_WEEK,
      amb_ranges: [{ number_of_bets: 1, number_of_freebets: 1, issued_bonus_amount: 300, currency: 'EUR', reached: false }, { number_of_bets: 2, number_of_freebets: 2, issued_bonus_amount: 500, currency: 'EUR', reached: false }] });
    expect((await operator<{ data: unknown[] }>(context.app, 'GET', '/ambs')).body.data.length).toBeGreaterThan(0);
    expect((await operator(context.app, 'POST', `/ambs/${created.campaign_id}/pause`)).body.data).toMatchObject({ status: 'paused' });
    expect((await operator(context.app, 'POST', `/ambs/${created.campaign_id}/end`)).body.data).toMatchObject({ status: 'ended' });
    expect((await operator(context.app, 'POST', `/ambs/${created.campaign_id}/resume`)).status).toBe(409);
    expect((await operator(context.app, 'POST', '/ambs/999999/end')).status).toBe(404);
    const bad: [string, Record<string, unknown>][] = [
      ['min_stake', { min_stake: 0 }],
      ['amb_ranges', { amb_ranges: [] }],
      ['amb_ranges.1.number_of_bets', { amb_ranges: [{ number_of_bets: 2, number_of_freebets: 1, issued_bonus_amount: 100 }, { number_of_bets: 2, number_of_freebets: 1, issued_bonus_amount: 100 }] }],
      ['amb_ranges.0.issued_bonus_amount', { amb_ranges: [{ number_of_bets: 2, number_of_freebets: 1, issued_bonus_amount: 0 }] }],
      ['issue_to', { issue_to: '2020-01-01T00:00:00Z' }],
      ['freebet_campaign_id', { freebet_campaign_id: 99_999 }],
    ];
    for (const [field, change] of bad) {
      const answer = await operator(context.app, 'POST', '/ambs', ambBody(freebet.id, change));
      expect([answer.status, (answer.body.error?.details as { fields: { field: string }[] } | undefined)?.fields[0]?.field]).toEqual([400, field]);
    }
  });

  it('progress_count moves with each qualifying settled bet, each range issues its free bets once, a replay issues nothing more', async () => {
    const freebet = await freebetCampaign('Amb free bets');
    const amb = await createAmb(context.app, ambBody(freebet.id));
    const gu = await player(context.app, 'gu-amb@example.com', 10_000);
    const visitor = (await ambsOf(context.app, null)).body.data.find((found) => found.campaign_id === amb.campaign_id);
    expect(visitor).toMatchObject({ progress_count: 0, possible_progress_count: 2, selected_range: 0, computed_status: 'available' });
    const game = await nextMatch();
    await placed(gu, game.home, 500);
    await placed(gu, game.draw, 499); // below min_stake
    await finish(game.id);
    const one = (await ambsOf(context.app, gu)).body.data.find((found) => found.campaign_id === amb.campaign_id);
    expect(one).toMatchObject({ progress_count: 1, selected_range: 1, computed_status: 'active' });
    expect(one?.amb_ranges.map((range) => range.reached)).toEqual([true, false]);
    expect((await freebetsOf(gu, freebet.id)).map(amountOf)).toEqual([300]);
    const next = await nextMatch();
    await placed(gu, next.away, 600);
    await placed(gu, next.home, 600);
    await finish(next.id);
    const all = await ambsOf(context.app, gu, '?status=active,bonus_over');
    const done = all.body.data.find((found: AmbDto) => found.campaign_id === amb.campaign_id);
    expect(done).toMatchObject({ progress_count: 2, selected_range: 1, computed_status: 'bonus_over' });
    const issued = await freebetsOf(gu, freebet.id);
    expect(issued.map(amountOf).sort()).toEqual([300, 500, 500]);
    await replayEverything();
    expect(await freebetsOf(gu, freebet.id)).toHaveLength(3);
    expect((await ambsOf(context.app, gu, '?status=active,bonus_over')).body.data.find((found) => found.campaign_id === amb.campaign_id)?.progress_count).toBe(2);
  });
});

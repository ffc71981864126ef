import type { BonusDto, BonusTermsDto, FreebetDto, PromoCodeBonusDto } from '@sportsbook/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedBonuses, ledgerEntries, accounts } from '../../src/db/schema';
import { player, type BetsContext, type Player } from '../bets/placement-helper';
import { recording } from '../bets/settlement-helper';
import { bearerFor, call } from '../accounts/helper';
import { bonusCall, buildBonuses, comboBoostBody, createCampaign, drain, freebetBody, issueTo, operator } from './helper';

let context: BetsContext;
beforeAll(async () => {
  context = await buildBonuses();
});
afterAll(() => context.close());

const statusOf = (bonus: BonusDto | undefined) => bonus?.issued?.computed_status;

/** The player's bonus-money ledger entries (kind, amount, reference), oldest first. */
async function bonusEntries(who: Player) {
  return context.database.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, reference: ledgerEntries.reference, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries).innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(accounts.userId, who.userId), eq(ledgerEntries.money, 'bonus'))).orderBy(ledgerEntries.id);
}

// spec promotions §7 GET /bonuses; §3 the issued block; §4 the server computes the user status.
describe('the player\'s bonuses', () => {
  let ann: Player;
  let boostId: number;
  let freebetId: number;
  beforeAll(async () => {
    ann = await player(context.app, 'ann-bonuses@example.com', 10_000);
    boostId = (await createCampaign(context.app, comboBoostBody({ name: 'Ann boost' }))).id;
    freebetId = (await createCampaign(context.app, freebetBody({ name: 'Ann free bet', uses_count: 2 }))).id;
    await issueTo(context.app, boostId, ann);
    await issueTo(context.app, freebetId, ann);
  });

  it('lists them with the issued block and the server\'s user status, newest first', async () => {
    const listed = await bonusCall(context.app, 'GET', '', ann);
    expect(listed.status).toBe(200);
    const [freebet, boost] = listed.body.data;
    expect(freebet).toMatchObject({ type: 'freebet', name: 'Ann free bet', campaign_id: freebetId, min_odds: 1.5, uses_count: 2, amounts: { EUR: 500, USD: 550 }, boost_data: null });
    expect(freebet?.issued).toMatchObject({ is_active: true, seen: false, currency: 'EUR', amount: 500, times_used: 0, computed_status: 'active', expired_at: '2025-03-08T12:00:00.000Z', boost_multiplier: null });
    expect(boost).toMatchObject({ type: 'comboboost', name: 'Ann boost', min_odds: 1.2, ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1 }, { min_count: 5, max_count: 10, bonus_odds: 1.2 }] });
    expect(boost?.issued).toMatchObject({ times_used: 0, seen: false, computed_status: 'active' });
    expect(listed.body.data.every((bonus) => /^\d+$/.test(bonus.id))).toBe(true);
  });

  it('credits a free bet\'s value to the bonus money, not to the cash balance', async () => {
    const [entry] = await bonusEntries(ann);
    expect(entry).toMatchObject({ kind: 'bonus_issued', amount: 1000, balanceAfter: 10_000 });
    expect(entry?.reference).toMatch(/^issued:\d+$/);
    const ledger = await call<{ data: { kind: string; money: string; amount: number }[] }>(context.app, 'GET', '/platform/wallet/ledger', { cookie: ann.cookie });
    expect(ledger.body.data.map((row) => [row.kind, row.money, row.amount])).toEqual([['bonus_issued', 'bonus', 1000], ['deposit', 'cash', 10_000]]);
    const accountsList = await call<{ currency: string; balance: number }[]>(context.app, 'GET', '/platform/player/accounts', { cookie: ann.cookie });
    expect(JSON.stringify(accountsList.body)).toContain('10000');
  });

  it('filters by status, availability, type, unseen and a limit per type', async () => {
    const query = async (search: string) => (await bonusCall(context.app, 'GET', `?${search}`, ann)).body.data.map((bonus) => bonus.type);
    expect(await query('type=comboboost')).toEqual(['comboboost']);
    expect(await query('type=freebet,comboboost&limit_per_type=1')).toEqual(['freebet', 'comboboost']);
    expect(await query('status=expired')).toEqual([]);
    expect(await query('available=false')).toEqual([]);
    expect(await query('available=true')).toEqual(['freebet', 'comboboost']);
    expect(await query('unseen=true')).toEqual(['freebet', 'comboboost']);
    for (const bad of ['status=sleeping', 'type=casino', 'available=maybe', 'limit_per_type=0']) expect((await bonusCall(context.app, 'GET', `?${bad}`, ann)).status, bad).toBe(400);
  });

  it('pages the per-kind lists, four by default', async () => {
    for (let index = 0; index < 5; index += 1) await issueTo(context.app, (await createCampaign(context.app, freebetBody({ name: `Page ${index}`, type: 'freebet_all_win' }))).id, ann);
    const first = await bonusCall<{ data: FreebetDto[]; pagination: { total: number; page: number; limit: number; last_page: number } }>(context.app, 'GET', '/freebets', ann);
    expect(first.body.data).toHaveLength(4);
    // Only one free bet may be active (allow_multiple_active_user_freebets false): the later ones wait, available.
    expect(first.body.data.map((bonus) => bonus.issued?.computed_status)).toEqual(['available', 'available', 'available', 'available']);
    expect(first.body.pagination).toEqual({ total: 6, page: 1, limit: 4, last_page: 2 });
    const second = await bonusCall<{ data: FreebetDto[] }>(context.app, 'GET', '/freebets?page=2&status=active', ann);
    expect(second.body.data).toEqual([]);
    const active = await bonusCall<{ data: FreebetDto[] }>(context.app, 'GET', '/freebets?status=active', ann);
    expect(active.body.data.map((bonus) => bonus.name)).toEqual(['Ann free bet']);
    const boosts = await bonusCall<{ data: BonusDto[] }>(context.app, 'GET', '/comboboosts?limit=1', ann);
    expect(boosts.body.data.map((bonus) => bonus.type)).toEqual(['comboboost']);
  });

  it('answers one bonus and its terms; another player\'s id is 404', async () => {
    const [freebet] = (await bonusCall(context.app, 'GET', '/freebets?status=active', ann)).body.data;
    const detail = await bonusCall<{ data: BonusDto }>(context.app, 'GET', `/freebets/${freebet?.id}`, ann);
    expect(detail.body.data).toEqual(freebet);
    expect((await bonusCall(context.app, 'GET', `/comboboosts/${freebet?.id}`, ann)).status).toBe(404);
    const other = await player(context.app, 'ann-other@example.com');
    expect((await bonusCall(context.app, 'GET', `/freebets/${freebet?.id}`, other)).status).toBe(404);
    expect((await bonusCall(context.app, 'GET', `/freebets/${freebet?.id}`, null)).status).toBe(404);
    expect((await bonusCall(context.app, 'GET', '/freebets/abc', ann)).status).toBe(400);
    const terms = await bonusCall<{ data: BonusTermsDto[] }>(context.app, 'GET', `/freebets/${freebet?.id}/terms?locale=en`, ann);
    expect(terms.body.data[0]?.conditions).toEqual(expect.arrayContaining([{ key: 'type', value: 'freebet' }, { key: 'amount', value: 500 }, { key: 'currency', value: 'EUR' }, { key: 'min_odds', value: 1.5 }, { key: 'uses_count', value: 2 }, { key: 'match_status', value: 'both' }]));
  });

  it('marks only unseen bonuses of the player seen', async () => {
    const listed = (await bonusCall(context.app, 'GET', '?unseen=true&limit_per_type=50', ann)).body.data;
    const body = { bonuses: listed.map((bonus) => ({ id: bonus.id, type: bonus.type })) };
    expect((await bonusCall<{ data: { marked: number } }>(context.app, 'POST', '/mark-as-seen', ann, body)).body.data.marked).toBe(listed.length);
    expect((await bonusCall<{ data: { marked: number } }>(context.app, 'POST', '/mark-as-seen', ann, body)).body.data.marked).toBe(0);
    expect((await bonusCall(context.app, 'GET', '?unseen=true', ann)).body.data).toEqual([]);
    const other = await player(context.app, 'ann-other2@example.com');
    expect((await bonusCall<{ data: { marked: number } }>(context.app, 'POST', '/mark-as-seen', other, body)).body.data.marked).toBe(0);
    expect((await bonusCall(context.app, 'POST', '/mark-as-seen', ann, { bonuses: [] })).status).toBe(400);
    expect((await bonusCall(context.app, 'POST', '/mark-as-seen', null, body)).status).toBe(401);
  });

  it('activates a waiting free bet: the active one is overridden, and can be activated again', async () => {
    const before = (await bonusCall<{ data: FreebetDto[] }>(context.app, 'GET', '/freebets?status=active,available&limit=10', ann)).body.data;
    const waiting = before.find((bonus) => statusOf(bonus) === 'available');
    const active = before.find((bonus) => statusOf(bonus) === 'active');
    const activated = await bonusCall<{ data: FreebetDto }>(context.app, 'POST', `/${waiting?.id}/activate`, ann);
    expect(activated.status).toBe(200);
    expect(activated.body.data.issued).toMatchObject({ is_active: true, computed_status: 'active', activated_at: '2025-03-01T12:00:00.000Z' });
    const previous = await bonusCall<{ data: FreebetDto }>(context.app, 'GET', `/freebets/${active?.id}`, ann);
    expect(previous.body.data.issued).toMatchObject({ is_active: false, computed_status: 'overridden' });
    expect(statusOf((await bonusCall<{ data: BonusDto }>(context.app, 'POST', `/${active?.id}/activate`, ann)).body.data)).toBe('active');
    expect(statusOf((await bonusCall<{ data: BonusDto }>(context.app, 'GET', `/freebets/${waiting?.id}`, ann)).body.data)).toBe('overridden');
    // Activating an active bonus changes nothing; a combo boost is active from its issue.
    expect(statusOf((await bonusCall<{ data: BonusDto }>(context.app, 'POST', `/${active?.id}/activate`, ann)).body.data)).toBe('active');
    expect((await bonusCall(context.app, 'POST', '/999999/activate', ann)).status).toBe(404);
    expect((await bonusCall(context.app, 'POST', `/${active?.id}/activate`, null)).status).toBe(401);
  });
});

describe('statuses over time and campaign changes', () => {
  it('shows not_available while paused, deactivated once ended, expired after the expiry; only then refuses activation', async () => {
    const bea = await player(context.app, 'bea-bonuses@example.com');
    const paused = await createCampaign(context.app, comboBoostBody({ name: 'Paused boost' }));
    const ending = await createCampaign(context.app, freebetBody({ name: 'Ending free bet' }));
    const expiring = await createCampaign(context.app, freebetBody({ name: 'Expiring free bet', type: 'freebet_only_win', expiry_days: 1 }));
    for (const campaign of [paused, ending, expiring]) await issueTo(context.app, campaign.id, bea);
    await operator(context.app, 'POST', `/campaigns/${paused.id}/pause`);
    await operator(context.app, 'POST', `/campaigns/${ending.id}/end`);
    const statuses = async () => Object.fromEntries((await bonusCall(context.app, 'GET', '?status=available,active,not_available,deactivated,expired,overridden', bea)).body.data.map((bonus) => [bonus.name, statusOf(bonus)]));
    expect(await statuses()).toEqual({ 'Paused boost': 'not_available', 'Ending free bet': 'deactivated', 'Expiring free bet': 'available' });
    const ended = (await bonusCall(context.app, 'GET', '?status=deactivated', bea)).body.data[0];
    const refused = await bonusCall(context.app, 'POST', `/${ended?.id}/activate`, bea);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'BONUS_NOT_ACTIVATABLE', details: { status: 'deactivated' } });
    // The sweep takes the ended free bet's value out of the bonus money…
    await drain(context);
    expect((await bonusEntries(bea)).map((entry) => [entry.kind, entry.amount])).toEqual([['bonus_issued', 500], ['bonus_issued', 500], ['bonus_deactivated', -500]]);
    // … and, a day later, the expired one's.
    context.clock.advance(86_400_000);
    bea.authorization = `Bearer ${await bearerFor(context.app, bea.cookie)}`;
    expect((await statuses())['Expiring free bet']).toBe('expired');
    await drain(context);
    expect((await bonusEntries(bea)).map((entry) => [entry.kind, entry.amount])).toEqual([['bonus_issued', 500], ['bonus_issued', 500], ['bonus_deactivated', -500], ['bonus_expired', -500]]);
    await drain(context);
    expect(await bonusEntries(bea)).toHaveLength(4);
    context.clock.advance(-86_400_000);
  });

  it('shows not_available to a player who does not meet the player conditions', async () => {
    const cem = await player(context.app, 'cem-bonuses@example.com');
    const campaign = await createCampaign(context.app, comboBoostBody({ name: 'Verified only', only_verified: true }));
    await issueTo(context.app, campaign.id, cem);
    expect(statusOf((await bonusCall(context.app, 'GET', '?status=not_available', cem)).body.data[0])).toBe('not_available');
    await context.database.db.execute(sql`update users set phone_verified_at = now() where id = ${cem.userId}`);
    expect(statusOf((await bonusCall(context.app, 'GET', '', cem)).body.data[0])).toBe('active');
  });
});

describe('visitors', () => {
  it('see the public campaigns, with c<id> ids and no issued block, and can open one', async () => {
    const shown = await createCampaign(context.app, freebetBody({ name: 'Public free bet', public: true }));
    await createCampaign(context.app, freebetBody({ name: 'Private free bet' }));
    const listed = await bonusCall(context.app, 'GET', '', null);
    expect(listed.status).toBe(200);
    const names = listed.body.data.map((bonus) => bonus.name);
    expect(names).toContain('Public free bet');
    expect(names).not.toContain('Private free bet');
    const mine = listed.body.data.find((bonus) => bonus.name === 'Public free bet');
    expect(mine).toMatchObject({ id: `c${shown.id}`, issued: null });
    expect((await bonusCall<{ data: BonusDto }>(context.app, 'GET', `/freebets/c${shown.id}`, null)).body.data.name).toBe('Public free bet');
    const terms = await bonusCall<{ data: BonusTermsDto[] }>(context.app, 'GET', `/freebets/c${shown.id}/terms`, null);
    expect(terms.body.data[0]?.conditions).toContainEqual({ key: 'amounts', value: ['EUR:500', 'USD:550'] });
    expect((await bonusCall(context.app, 'GET', `/comboboosts/c${shown.id}`, null)).status).toBe(404);
    await operator(context.app, 'POST', `/campaigns/${shown.id}/end`);
    expect((await bonusCall(context.app, 'GET', `/freebets/c${shown.id}`, null)).status).toBe(404);
  });

  it('read the operator\'s terms text in their language, English otherwise', async () => {
    const campaign = await createCampaign(context.app, comboBoostBody({ name: 'Texts', public: true, terms: { en: 'Boost on accumulators.', ar: 'تعزيز على الرهانات المتعددة.' } }));
    const ar = await bonusCall<{ data: BonusTermsDto[] }>(context.app, 'GET', `/comboboosts/c${campaign.id}/terms`, null, undefined, { 'accept-language': 'ar' });
    expect(ar.body.data[0]).toMatchObject({ locale: 'ar', text: 'تعزيز على الرهانات المتعددة.' });
    const de = await bonusCall<{ data: BonusTermsDto[] }>(context.app, 'GET', `/comboboosts/c${campaign.id}/terms?locale=de`, null);
    expect(de.body.data[0]).toMatchObject({ locale: 'de', text: 'Boost on accumulators.' });
    expect(de.body.data[0]?.conditions).toContainEqual({ key: 'range', value: '3-4:1.1' });
  });

  it('need a bearer for every write', async () => {
    expect((await bonusCall(context.app, 'POST', '/promo-code', null, { code: 'X' })).status).toBe(401);
    expect((await bonusCall(context.app, 'POST', '/bet-slip', null, { bets: [{ type: 'single', currency: 'EUR', selections: [{ match_id: 1, market_id: 1, outcome_id: '1', odds: 2 }] }] })).status).toBe(401);
  });
});

// issue 20 "Issuing … by trigger (sign-up, first deposit, a promo code POST /bonuses/promo-code)".
describe('triggers', () => {
  it('issues sign-up and first-deposit campaigns after the commit, once, and announces bonus_issued on the private channel', async () => {
    await createCampaign(context.app, freebetBody({ name: 'Welcome', trigger_key: 'sign_up' }));
    await createCampaign(context.app, comboBoostBody({ name: 'First deposit boost', trigger_key: 'first_deposit' }));
    await drain(context);
    const dan = await player(context.app, 'dan-bonuses@example.com');
    const { published } = await recording(context, () => drain(context));
    const issued = published.filter((entry) => entry.event === 'bonus_issued');
    expect(issued.map((entry) => entry.channel)).toEqual([`$sportsbook:user:en:${dan.userId}`]);
    expect((issued[0]?.message as { bonus: BonusDto }).bonus).toMatchObject({ name: 'Welcome', type: 'freebet', issued: { computed_status: 'active', seen: false } });
    await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: dan.cookie, body: { amount: 1000 } });
    await call(context.app, 'POST', '/platform/wallet/deposits', { cookie: dan.cookie, body: { amount: 1000 } });
    const second = await recording(context, () => drain(context));
    expect(second.published.filter((entry) => entry.event === 'bonus_issued').map((entry) => (entry.message as { bonus: BonusDto }).bonus.name)).toEqual(['First deposit boost']);
    // Replaying the events (a worker that crashed before moving its position) issues nothing twice.
    await context.database.db.execute(sql`delete from event_positions`);
    await drain(context);
    const names = (await bonusCall(context.app, 'GET', '?limit_per_type=50', dan)).body.data.map((bonus) => bonus.name);
    expect(names.filter((name) => name === 'Welcome')).toHaveLength(1);
    expect(names.filter((name) => name === 'First deposit boost')).toHaveLength(1);
  });

  it('redeems a promo code once (again: the same bonus), refusing unknown and unusable codes', async () => {
    const eve = await player(context.app, 'eve-bonuses@example.com');
    const campaign = await createCampaign(context.app, freebetBody({ name: 'Code bet', trigger_key: 'promo_code', promo_code: 'SPRING25' }));
    const redeemed = await bonusCall<{ data: PromoCodeBonusDto }>(context.app, 'POST', '/promo-code', eve, { code: 'spring25' });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.data).toMatchObject({ bonus_type: 'freebet', name: 'Code bet' });
    const again = await bonusCall<{ data: PromoCodeBonusDto }>(context.app, 'POST', '/promo-code', eve, { code: 'SPRING25' });
    expect(again.body.data.bonus_id).toBe(redeemed.body.data.bonus_id);
    const unknown = await bonusCall(context.app, 'POST', '/promo-code', eve, { code: 'NOPE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('PROMO_CODE_UNKNOWN');
    expect((await bonusCall(context.app, 'POST', '/promo-code', eve, { code: 'no spaces!' })).status).toBe(400);
    await operator(context.app, 'POST', `/campaigns/${campaign.id}/pause`);
    const fay = await player(context.app, 'fay-bonuses@example.com');
    const paused = await bonusCall(context.app, 'POST', '/promo-code', fay, { code: 'SPRING25' });
    expect(paused.status).toBe(422);
    expect(paused.body.error).toMatchObject({ code: 'PROMO_CODE_UNAVAILABLE', details: { reason: 'campaign' } });
    const dollars = await createCampaign(context.app, freebetBody({ name: 'Dollar code', amounts: { USD: 100 }, trigger_key: 'promo_code', promo_code: 'DOLLARS' }));
    expect((await bonusCall(context.app, 'POST', '/promo-code', fay, { code: 'DOLLARS' })).body.error?.details).toEqual({ reason: 'currency' });
    expect(dollars.promo_code).toBe('DOLLARS');
    const issued = await context.database.db.select({ id: issuedBonuses.id }).from(issuedBonuses).where(eq(issuedBonuses.userId, fay.userId));
    expect(issued).toEqual([]);
  });
});

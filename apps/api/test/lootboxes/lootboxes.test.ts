import type { CampaignDto } from '@sportsbook/contracts';
import { drawnPrizeIndex } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { bearerFor } from '../accounts/helper';
import { balanceAndLedger, player, type BetsContext, type Player } from '../bets/placement-helper';
import { bonusCall, comboBoostBody, createCampaign, issueTo, NEXT_WEEK, operator } from '../bonuses/helper';
import { buildLootboxes, drawsOf, lootboxBody, lootboxes, openBox, prizeFreebetCampaign, ScriptedRandom } from './helper';

/** Lootboxes (issue 23): the operator's campaigns, the player's list and open, the audit of draws. */
const random = new ScriptedRandom();
let context: BetsContext;
let freebets: CampaignDto;
beforeAll(async () => {
  context = await buildLootboxes(random);
  freebets = await prizeFreebetCampaign(context.app);
});
afterAll(() => context.close());

async function boxOf(who: Player, campaignId: number, status = '') {
  const list = await lootboxes(context.app, who, status);
  expect(list.status).toBe(200);
  const box = list.body.data.find((item) => item.campaign_id === campaignId);
  if (!box) throw new Error(`no box of campaign ${campaignId}: ${JSON.stringify(list.body)}`);
  return box;
}

async function lootboxCampaign(overrides: Record<string, unknown> = {}) {
  return createCampaign(context.app, lootboxBody(freebets.id, overrides));
}

async function ledgerKinds(who: Player): Promise<{ kind: string; amount: number; reference: string; money: string }[]> {
  return rowsOf<{ kind: string; amount: string | number; reference: string; money: string }>(await context.database.db.execute(sql`select e.kind, e.amount, e.reference, e.money from ledger_entries e
    join accounts a on a.id = e.account_id where a.user_id = ${who.userId} order by e.id`)).map((row) => ({ ...row, amount: Number(row.amount) }));
}

describe('operator: lootbox campaigns through /operator/campaigns', () => {
  it('creates one with its prize table, changes it (version bumped), pauses, resumes and ends it', async () => {
    const created = await lootboxCampaign({ public: true, terms: { en: 'Open it', ar: 'افتحه' } });
    expect(created).toMatchObject({ type: 'lootbox', status: 'active', version: 1, uses_count: 1, valid_to: NEXT_WEEK, amounts: null });
    expect(created.prizes).toEqual(lootboxBody(freebets.id).prizes.map((prize) => ({ amounts: null, freebet_campaign_id: null, ...prize })));
    const changed = await operator(context.app, 'PATCH', `/campaigns/${created.id}`, { prizes: [{ kind: 'cash', weight: 5, amounts: { EUR: 300 } }, { kind: 'nothing', weight: 5 }] });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ version: 2, prizes: [{ kind: 'cash', weight: 5, amounts: { EUR: 300 }, freebet_campaign_id: null }, { kind: 'nothing', weight: 5, amounts: null, freebet_campaign_id: null }] });
    expect((await operator(context.app, 'POST', `/campaigns/${created.id}/pause`)).body.data.status).toBe('paused');
    expect((await operator(context.app, 'POST', `/campaigns/${created.id}/resume`)).body.data.status).toBe('active');
    expect((await operator(context.app, 'POST', `/campaigns/${created.id}/end`)).body.data.status).toBe('ended');
    expect((await operator(context.app, 'PATCH', `/campaigns/${created.id}`, { name: 'Again' })).status).toBe(409);
  });

  it.each([
    ['no prize', { prizes: [] }, 'prizes'],
    ['a weight of 0', { prizes: [{ kind: 'nothing', weight: 0 }] }, 'prizes.0.weight'],
    ['a weight that is not whole', { prizes: [{ kind: 'nothing', weight: 1.5 }] }, 'prizes.0.weight'],
    ['a negative weight', { prizes: [{ kind: 'cash', weight: -1, amounts: { EUR: 1 } }] }, 'prizes.0.weight'],
    ['cash without amounts', { prizes: [{ kind: 'cash', weight: 1 }] }, 'prizes.0.amounts'],
    ['an amount of 0', { prizes: [{ kind: 'cash', weight: 1, amounts: { EUR: 0 } }] }, 'prizes.0.amounts.EUR'],
    ['money prizes in different currencies', { prizes: [{ kind: 'cash', weight: 1, amounts: { EUR: 1, USD: 1 } }, { kind: 'cash', weight: 1, amounts: { EUR: 2 } }] }, 'prizes.1.amounts.USD'],
    ['a currency the wallet does not hold', { prizes: [{ kind: 'cash', weight: 1, amounts: { XYZ: 1 } }] }, 'prizes.0.amounts.XYZ'],
    ['an unknown kind', { prizes: [{ kind: 'jackpot', weight: 1 }] }, 'prizes.0.kind'],
    ['a free bet without its campaign', { prizes: [{ kind: 'freebet', weight: 1, amounts: { EUR: 1 } }] }, 'prizes.0.freebet_campaign_id'],
    ['a free-bet campaign on cash', { prizes: [{ kind: 'cash', weight: 1, amounts: { EUR: 1 }, freebet_campaign_id: 1 }] }, 'prizes.0.freebet_campaign_id'],
    ['a free-bet campaign that does not exist', { prizes: [{ kind: 'freebet', weight: 1, amounts: { EUR: 1 }, freebet_campaign_id: 999_999 }] }, 'prizes.0.freebet_campaign_id'],
    ['amounts on nothing', { prizes: [{ kind: 'nothing', weight: 1, amounts: { EUR: 1 } }] }, 'prizes.0.amounts'],
    ['two opens of one box', { uses_count: 2 }, 'uses_count'],
    ['an expiry in the past', { expiry: '2025-02-28T00:00:00Z' }, 'expiry'],
    ['a field of another kind', { ranges: [] }, 'ranges'],
  ])('refuses %s: 400 naming %s', async (_, overrides, field) => {
    const response = await operator(context.app, 'POST', '/campaigns', lootboxBody(freebets.id, overrides));
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe('BAD_REQUEST');
    expect(response.body.error?.message).toContain(`"${field}"`);
  });

  it('refuses a free-bet prize of a combo boost campaign, and a change that breaks the table (400 naming the field)', async () => {
    const boost = await createCampaign(context.app, comboBoostBody());
    const response = await operator(context.app, 'POST', '/campaigns', lootboxBody(boost.id));
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toContain('"prizes.0.freebet_campaign_id"');
    const campaign = await lootboxCampaign();
    const patch = await operator(context.app, 'PATCH', `/campaigns/${campaign.id}`, { prizes: [{ kind: 'cash', weight: 0, amounts: { EUR: 1 } }] });
    expect(patch.status).toBe(400);
    expect(patch.body.error?.message).toContain('"prizes.0.weight"');
  });

  it('documents the lootbox calls in the OpenAPI document', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of ['/sportsbook/v1/bonuses/lootboxes', '/sportsbook/v1/bonuses/lootboxes/{id}/open', '/sportsbook/v1/operator/campaigns/{id}/lootbox-draws']) expect(document.paths[path], path).toBeDefined();
  });
});

describe('player: GET /bonuses/lootboxes and the open', () => {
  it('lists an issued box with its state, user status, chest size and the table in the player\'s currency', async () => {
    const ann = await player(context.app, 'ann-lootbox@example.com');
    const campaign = await lootboxCampaign({ trigger_key: 'promo_code', promo_code: 'CHEST1', terms: { en: 'Open before Sunday', ar: 'افتح قبل الأحد' } });
    expect(await issueTo(context.app, campaign.id, ann)).toEqual({ issued: 1, already_issued: 0, skipped: 0 });
    const box = await boxOf(ann, campaign.id);
    expect(box).toMatchObject({ type: 'lootbox', name: 'Spring chest', state: 'active', chest_size: 'small', terms: 'Open before Sunday', box: { computed_status: 'available', prize: null, expired_at: NEXT_WEEK } });
    expect(box.prizes).toEqual([
      { kind: 'freebet', amount: 500, currency: 'EUR', chance: 0.1 },
      { kind: 'cash', amount: 200, currency: 'EUR', chance: 0.3 },
      { kind: 'nothing', amount: null, currency: null, chance: 0.6 },
    ]);
    expect((await lootboxes(context.app, ann, '?locale=ar')).body.data[0]?.terms).toBe('افتح قبل الأحد');
    // A second box of the campaign (the promo code's): the chest grows.
    expect((await bonusCall(context.app, 'POST', '/promo-code', ann, { code: 'chest1' })).status).toBe(200);
    const two = (await lootboxes(context.app, ann)).body.data.filter((item) => item.campaign_id === campaign.id);
    expect(two.map((item) => item.chest_size)).toEqual(['medium', 'medium']);
    // Lootboxes are not in the generic bonus list (nor offered on the slip).
    expect((await bonusCall(context.app, 'GET', '', ann)).body.data.some((bonus) => bonus.campaign_id === campaign.id)).toBe(false);
  });

  it('opens a box into cash through the ledger; opening again gives the same prize, paid once', async () => {
    const ben = await player(context.app, 'ben-lootbox@example.com', 1_000);
    const campaign = await lootboxCampaign();
    await issueTo(context.app, campaign.id, ben);
    const box = await boxOf(ben, campaign.id);
    const before = await balanceAndLedger(context.database, ben);
    random.next.push(2); // 1–3: cash
    const opened = await openBox(context.app, ben, box.id);
    expect(opened.status).toBe(200);
    expect(random.asked.at(-1)).toBe(10);
    expect(opened.body.data).toMatchObject({ opened_now: true, prize: { kind: 'cash', amount: 200, currency: 'EUR', freebet_id: null }, box: { id: box.id, box: { computed_status: 'bonus_over' } } });
    const after = await balanceAndLedger(context.database, ben);
    expect(after.balance).toBe(before.balance + 200);
    expect(after.ledger).toBe(after.balance);
    expect((await ledgerKinds(ben)).filter((entry) => entry.kind === 'lootbox_prize')).toEqual([{ kind: 'lootbox_prize', amount: 200, reference: `lootbox:${box.id}`, money: 'cash' }]);

    random.next.push(0); // would be the free bet: never drawn, the box is opened
    const again = await openBox(context.app, ben, box.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ opened_now: false, prize: opened.body.data.prize });
    random.next.length = 0;
    expect((await balanceAndLedger(context.database, ben)).balance).toBe(after.balance);
    // Not in the default list (available, active) any more; listed as bonus_over with its prize.
    expect((await lootboxes(context.app, ben)).body.data.some((item) => item.id === box.id)).toBe(false);
    const spent = await boxOf(ben, campaign.id, '?status=bonus_over');
    expect(spent.box?.prize).toEqual(opened.body.data.prize);
    expect(spent.chest_size).toBe('large');
  });

  it('opens a box into a free bet of the prize campaign\'s terms, at the prize\'s amount', async () => {
    const cat = await player(context.app, 'cat-lootbox@example.com');
    const campaign = await lootboxCampaign();
    await issueTo(context.app, campaign.id, cat);
    const box = await boxOf(cat, campaign.id);
    random.next.push(0);
    const opened = await openBox(context.app, cat, box.id);
    expect(opened.body.data.prize).toMatchObject({ kind: 'freebet', amount: 500, currency: 'EUR' });
    const freebetId = opened.body.data.prize.freebet_id;
    const bonuses = (await bonusCall(context.app, 'GET', '?type=freebet', cat)).body.data;
    expect(bonuses.find((bonus) => bonus.id === freebetId)).toMatchObject({ type: 'freebet', campaign_id: freebets.id, issued: { amount: 500, currency: 'EUR', computed_status: 'active' } });
    expect((await ledgerKinds(cat)).filter((entry) => entry.reference === `issued:${freebetId}`)).toEqual([{ kind: 'bonus_issued', amount: 500, reference: `issued:${freebetId}`, money: 'bonus' }]);
  });

  it('opens a box into nothing: recorded, nothing paid', async () => {
    const dan = await player(context.app, 'dan-lootbox@example.com');
    const campaign = await lootboxCampaign();
    await issueTo(context.app, campaign.id, dan);
    const box = await boxOf(dan, campaign.id);
    random.next.push(9);
    const opened = await openBox(context.app, dan, box.id);
    expect(opened.body.data.prize).toMatchObject({ kind: 'nothing', amount: null, currency: null, freebet_id: null });
    expect(await ledgerKinds(dan)).toEqual([]);
    expect((await drawsOf(context.app, campaign.id)).body.data).toMatchObject([{ box_id: Number(box.id), random: 9, prize_index: 2, amount: null }]);
  });

  it('refuses another player\'s box (404), a visitor (401), a bad id (400), an unknown box (404)', async () => {
    const eve = await player(context.app, 'eve-lootbox@example.com');
    const fay = await player(context.app, 'fay-lootbox@example.com');
    const campaign = await lootboxCampaign();
    await issueTo(context.app, campaign.id, eve);
    const box = await boxOf(eve, campaign.id);
    expect((await openBox(context.app, fay, box.id)).status).toBe(404);
    expect((await openBox(context.app, null, box.id)).status).toBe(401);
    const bad = await openBox(context.app, eve, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('id');
    expect((await openBox(context.app, eve, '999999')).status).toBe(404);
    // A free bet's id is not a box.
    await issueTo(context.app, freebets.id, eve);
    const freebet = (await bonusCall(context.app, 'GET', '', eve)).body.data.find((bonus) => bonus.campaign_id === freebets.id);
    expect(freebet).toBeDefined();
    expect((await openBox(context.app, eve, freebet?.id ?? '')).status).toBe(404);
    expect((await drawsOf(context.app, campaign.id)).body.data).toEqual([]);
    expect((await boxOf(eve, campaign.id)).box?.computed_status).toBe('available');
  });

  it('refuses a box of a paused, not started or ended campaign, and an expired box (422 with the reason)', async () => {
    const gus = await player(context.app, 'gus-lootbox@example.com');
    const campaign = await lootboxCampaign({ expiry_days: 1 });
    await issueTo(context.app, campaign.id, gus);
    const box = await boxOf(gus, campaign.id);
    await operator(context.app, 'POST', `/campaigns/${campaign.id}/pause`);
    expect(await boxOf(gus, campaign.id, '?status=not_available')).toMatchObject({ state: 'paused', box: { computed_status: 'not_available' } });
    const paused = await openBox(context.app, gus, box.id);
    expect(paused.status).toBe(422);
    expect(paused.body.error).toMatchObject({ code: 'LOOTBOX_NOT_OPENABLE', details: { reason: 'not_active' } });
    await operator(context.app, 'POST', `/campaigns/${campaign.id}/resume`);

    const later = await lootboxCampaign({ valid_from: '2025-03-05T00:00:00Z' });
    await issueTo(context.app, later.id, gus);
    const early = await boxOf(gus, later.id, '?status=upcoming');
    expect(early.state).toBe('created');
    expect((await openBox(context.app, gus, early.id)).body.error?.details?.reason).toBe('not_active');

    context.clock.advance(86_400_000 + 1);
    try {
      gus.authorization = `Bearer ${await bearerFor(context.app, gus.cookie)}`;
      const expired = await openBox(context.app, gus, box.id);
      expect(expired.status).toBe(422);
      expect(expired.body.error?.details?.reason).toBe('expired');
      expect((await boxOf(gus, campaign.id, '?status=expired')).box?.computed_status).toBe('expired');
    } finally {
      context.clock.advance(-(86_400_000 + 1));
      gus.authorization = `Bearer ${await bearerFor(context.app, gus.cookie)}`;
    }

    await operator(context.app, 'POST', `/campaigns/${campaign.id}/end`);
    expect(await boxOf(gus, campaign.id, '?status=deactivated')).toMatchObject({ state: 'disabled', box: { computed_status: 'deactivated' } });
    expect((await openBox(context.app, gus, box.id)).status).toBe(422);
    expect((await drawsOf(context.app, campaign.id)).body.data).toEqual([]);
  });

  it('does not issue a box to a player whose currency the table does not pay in', async () => {
    const hal = await player(context.app, 'hal-lootbox@example.com');
    const dollars = await lootboxCampaign({ prizes: [{ kind: 'cash', weight: 1, amounts: { USD: 100 } }] });
    expect(await issueTo(context.app, dollars.id, hal)).toEqual({ issued: 0, already_issued: 0, skipped: 1 });
    const anything = await lootboxCampaign({ prizes: [{ kind: 'nothing', weight: 1 }] });
    expect(await issueTo(context.app, anything.id, hal)).toEqual({ issued: 1, already_issued: 0, skipped: 0 });
  });

  it('shows a visitor the public lootbox campaigns, without a box', async () => {
    const campaign = await lootboxCampaign({ public: true, name: 'Public chest' });
    const list = await lootboxes(context.app, null);
    expect(list.status).toBe(200);
    expect(list.body.data.find((item) => item.campaign_id === campaign.id)).toMatchObject({ id: `c${campaign.id}`, box: null, chest_size: 'large', state: 'active', prizes: [{ amount: null }, { amount: null }, { amount: null }] });
    expect(list.body.pagination.limit).toBe(500);
  });

  it('refuses bad list parameters (400 naming the parameter)', async () => {
    for (const [query, field] of [['?limit=501', 'limit'], ['?page=0', 'page'], ['?status=opened', 'status'], ['?isAvailable=maybe', 'isAvailable']]) {
      const response = await lootboxes(context.app, null, query);
      expect(response.status, query).toBe(400);
      expect(response.body.error?.message, query).toContain(field);
    }
  });
});

describe('operator: the draws an auditor checks', () => {
  it('lists each draw with the table, its version, the total and the number; each redoes to its prize', async () => {
    const ivy = await player(context.app, 'ivy-lootbox@example.com');
    const campaign = await lootboxCampaign();
    await issueTo(context.app, campaign.id, ivy);
    const box = await boxOf(ivy, campaign.id);
    await openBox(context.app, ivy, box.id); // the seeded source's number
    const draws = await drawsOf(context.app, campaign.id);
    expect(draws.status).toBe(200);
    expect(draws.body.pagination.total).toBe(1);
    const [draw] = draws.body.data;
    if (!draw) throw new Error('no draw');
    expect(draw).toMatchObject({ box_id: Number(box.id), campaign_id: campaign.id, user_id: ivy.userId, campaign_version: 1, total_weight: 10, currency: 'EUR' });
    expect(drawnPrizeIndex(draw.random, draw.prizes)).toBe(draw.prize_index);
    expect((await drawsOf(context.app, campaign.id, `?user_id=${ivy.userId + 1000}`)).body.data).toEqual([]);
    expect((await drawsOf(context.app, campaign.id, `?user_id=${ivy.userId}`)).body.data).toHaveLength(1);
    expect((await drawsOf(context.app, campaign.id, '', null)).status).toBe(401);
    expect((await drawsOf(context.app, freebets.id)).status).toBe(400);
    expect((await drawsOf(context.app, 999_999)).status).toBe(404);
  });
});

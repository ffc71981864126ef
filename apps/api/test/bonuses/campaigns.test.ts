import type { CampaignDto } from '@sportsbook/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { player, type BetsContext, type Player } from '../bets/placement-helper';
import { buildBonuses, comboBoostBody, createCampaign, freebetBody, issueTo, NEXT_WEEK, operator } from './helper';

let context: BetsContext;
let alice: Player;
let bob: Player;
beforeAll(async () => {
  context = await buildBonuses();
  alice = await player(context.app, 'alice-campaigns@example.com');
  bob = await player(context.app, 'bob-campaigns@example.com');
});
afterAll(() => context.close());

// issue 20 "Operator side": routes behind OPERATOR_API_KEY, as the VIP routes are.
describe('operator key', () => {
  it('refuses every campaign call without the key or with a wrong one, and serves none without OPERATOR_API_KEY', async () => {
    for (const key of [null, 'wrong-key', '']) {
      expect((await operator(context.app, 'GET', '/campaigns', undefined, key)).status).toBe(401);
      expect((await operator(context.app, 'POST', '/campaigns', freebetBody(), key)).status).toBe(401);
    }
    // A player's bearer grants nothing here.
    const response = await context.app.inject({ method: 'GET', url: '/sportsbook/v1/operator/campaigns', headers: { authorization: alice.authorization } });
    expect(response.statusCode).toBe(401);
  });

  it('documents the campaign routes in the OpenAPI document', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of ['/sportsbook/v1/operator/campaigns', '/sportsbook/v1/operator/campaigns/{id}', '/sportsbook/v1/operator/campaigns/{id}/issue', '/sportsbook/v1/operator/campaigns/{id}/end', '/sportsbook/v1/bonuses', '/sportsbook/v1/bonuses/promo-code']) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});

describe('creating campaigns', () => {
  it('creates a combo boost and a free bet of each kind, with defaults, odds in decimal', async () => {
    const boost = await createCampaign(context.app, comboBoostBody({ country_codes: ['de'], public: true, banners: [{ id: 'b1', url: 'https://cdn.example.com/boost.png', alternative_text: 'Boost' }] }));
    expect(boost).toMatchObject({ type: 'comboboost', status: 'active', version: 1, uses_count: 3, min_odds: 1.2, country_codes: ['DE'], public: true, valid_to: NEXT_WEEK, issued_count: 0 });
    expect(boost.ranges).toEqual([{ min_count: 3, max_count: 4, bonus_odds: 1.1 }, { min_count: 5, max_count: 10, bonus_odds: 1.2 }]);
    // A banner may be a path under the site configuration's CMS base (spec promotions §3 "Media").
    const relative = await createCampaign(context.app, comboBoostBody({ banners: [{ id: 'b2', url: '/banners/spring.png' }] }));
    expect(relative.banners).toEqual([{ id: 'b2', url: '/banners/spring.png', alternative_text: '' }]);
    for (const type of ['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win']) {
      const freebet = await createCampaign(context.app, freebetBody({ type, max_odds: 10, match_status: 'prematch', selection_count_to: 3 }));
      expect(freebet).toMatchObject({ type, amounts: { EUR: 500, USD: 550 }, min_odds: 1.5, max_odds: 10, match_status: 'prematch', selection_count_from: 1, selection_count_to: 3, uses_count: 1, valid_to: NEXT_WEEK });
    }
  });

  it('resolves event conditions to the catalogue names', async () => {
    const [row] = (await context.database.db.execute(sql`select t.id as tournament_id, t.name as tournament, s.id as sport_id, s.name as sport from tournaments t join sports s on s.id = t.sport_id limit 1`) as { rows: { tournament_id: number; tournament: string; sport_id: number; sport: string }[] }).rows;
    if (!row) throw new Error('no tournament');
    const boost = await createCampaign(context.app, comboBoostBody({ event_conditions: [{ sport_type: 'regular', sport_id: row.sport_id }, { tournament_id: row.tournament_id }] }));
    expect(boost.event_conditions).toEqual([
      { sport_type: 'regular', sport: { id: row.sport_id, name: row.sport }, category: null, tournament: null, event: null },
      { sport_type: null, sport: null, category: null, tournament: { id: row.tournament_id, name: row.tournament }, event: null },
    ]);
  });

  // issue 20: "a range set that overlaps, odds limits that cross, an expiry in the past: 400 with the field".
  it.each([
    ['overlapping ranges', comboBoostBody({ ranges: [{ min_count: 3, max_count: 5, bonus_odds: 1.1 }, { min_count: 5, max_count: 6, bonus_odds: 1.2 }] }), 'ranges.1'],
    ['a range below two selections', comboBoostBody({ ranges: [{ min_count: 1, max_count: 3, bonus_odds: 1.1 }] }), 'ranges.0.min_count'],
    ['a range upside down', comboBoostBody({ ranges: [{ min_count: 4, max_count: 3, bonus_odds: 1.1 }] }), 'ranges.0.max_count'],
    ['bonus odds of 1', comboBoostBody({ ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1 }] }), 'ranges.0.bonus_odds'],
    ['bonus odds with 4 places', comboBoostBody({ ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1234 }] }), 'ranges.0.bonus_odds'],
    ['no range', comboBoostBody({ ranges: [] }), 'ranges'],
    ['valid_to in the past', comboBoostBody({ valid_to: '2025-03-01T11:59:59Z' }), 'valid_to'],
    ['odds limits that cross', freebetBody({ min_odds: 3, max_odds: 2 }), 'max_odds'],
    ['selection counts that cross', freebetBody({ selection_count_from: 3, selection_count_to: 2 }), 'selection_count_to'],
    ['an expiry in the past', freebetBody({ expiry: '2025-02-28T00:00:00Z' }), 'expiry'],
    ['a start after the expiry', freebetBody({ valid_from: '2025-03-09T00:00:00Z' }), 'valid_from'],
    ['no amount', freebetBody({ amounts: {} }), 'amounts'],
    ['a currency the wallet does not hold', freebetBody({ amounts: { XYZ: 100 } }), 'amounts.XYZ'],
    ['a negative amount', freebetBody({ amounts: { EUR: -5 } }), 'amounts.EUR'],
    ['an unknown kind', freebetBody({ type: 'freebet_forever' }), 'type'],
    ['a promo code without its trigger', freebetBody({ promo_code: 'WELCOME' }), 'trigger_key'],
    ['a promo-code trigger without a code', freebetBody({ trigger_key: 'promo_code' }), 'promo_code'],
    ['an unknown trigger', freebetBody({ trigger_key: 'birthday' }), 'trigger_key'],
    ['a risk-free bet of two uses', freebetBody({ type: 'freebet_no_risk', uses_count: 2 }), 'uses_count'],
    ['an unknown tournament', comboBoostBody({ event_conditions: [{ tournament_id: 999_999 }] }), 'event_conditions.0.tournament_id'],
    ['an empty event condition', comboBoostBody({ event_conditions: [{}] }), 'event_conditions.0'],
    ['a country that is not a code', comboBoostBody({ country_codes: ['Germany'] }), 'country_codes.0'],
    ['a name with a control character', freebetBody({ name: 'bad\u0000name' }), 'name'],
    ['a field of another kind', freebetBody({ ranges: [] }), 'ranges'],
    ['a banner address of another scheme', comboBoostBody({ banners: [{ id: 'b1', url: 'javascript:alert(1)' }] }), 'banners.0.url'],
    ['a banner address on another host without a scheme', comboBoostBody({ banners: [{ id: 'b1', url: '//evil.example/x.png' }] }), 'banners.0.url'],
  ])('refuses %s: 400 naming %s', async (_, body, field) => {
    const response = await operator(context.app, 'POST', '/campaigns', body);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe('BAD_REQUEST');
    expect(response.body.error?.message).toContain(`"${field}"`);
  });

  it('refuses a promo code another campaign has (409), whatever its case', async () => {
    await createCampaign(context.app, freebetBody({ trigger_key: 'promo_code', promo_code: 'TAKEN1' }));
    const again = await operator(context.app, 'POST', '/campaigns', freebetBody({ trigger_key: 'promo_code', promo_code: 'taken1' }));
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('PROMO_CODE_TAKEN');
  });
});

describe('changing, pausing and ending', () => {
  let campaign: CampaignDto;
  beforeAll(async () => {
    campaign = await createCampaign(context.app, freebetBody({ name: 'To change' }));
  });

  it('reads one and lists them newest first, with a status filter and pages', async () => {
    expect((await operator(context.app, 'GET', `/campaigns/${campaign.id}`)).body.data).toMatchObject({ id: campaign.id, name: 'To change' });
    expect((await operator(context.app, 'GET', '/campaigns/999999')).status).toBe(404);
    const listed = await operator<{ data: CampaignDto[]; pagination: { total: number; limit: number } }>(context.app, 'GET', '/campaigns?status=active&limit=2');
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data[0]?.id).toBeGreaterThan(listed.body.data[1]?.id ?? 0);
    expect(listed.body.pagination.total).toBeGreaterThan(2);
    expect((await operator(context.app, 'GET', '/campaigns?status=sleeping')).status).toBe(400);
  });

  it('changes fields, keeps the rest, bumps the version', async () => {
    const changed = await operator(context.app, 'PATCH', `/campaigns/${campaign.id}`, { name: 'Changed', max_odds: 5, amounts: { EUR: 700 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Changed', max_odds: 5, min_odds: 1.5, amounts: { EUR: 700 }, version: 2, valid_to: NEXT_WEEK });
  });

  it('checks a change as a whole: crossing odds, the type, the status, an expiry in the past, nothing at all', async () => {
    for (const [patch, field] of [
      [{ min_odds: 6 }, 'max_odds'],
      [{ type: 'comboboost' }, 'type'],
      [{ status: 'ended' }, 'status'],
      [{ expiry: '2025-01-01T00:00:00Z' }, 'expiry'],
      [{ ranges: [] }, 'ranges'],
    ] as const) {
      const response = await operator(context.app, 'PATCH', `/campaigns/${campaign.id}`, patch);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect(response.body.error?.message).toContain(`"${field}`);
    }
    expect((await operator(context.app, 'PATCH', `/campaigns/${campaign.id}`, {})).status).toBe(400);
    expect((await operator(context.app, 'PATCH', '/campaigns/999999', { name: 'x' })).status).toBe(404);
  });

  it('pauses, resumes and ends; an ended campaign no longer changes or issues (409)', async () => {
    expect((await operator(context.app, 'POST', `/campaigns/${campaign.id}/pause`)).body.data.status).toBe('paused');
    expect((await operator(context.app, 'POST', `/campaigns/${campaign.id}/resume`)).body.data.status).toBe('active');
    const ended = await operator(context.app, 'POST', `/campaigns/${campaign.id}/end`);
    expect(ended.body.data).toMatchObject({ status: 'ended', version: 5 });
    for (const [method, url, body] of [['PATCH', '', { name: 'x' }], ['POST', '/pause', undefined], ['POST', '/resume', undefined], ['POST', '/end', undefined], ['POST', '/issue', { user_ids: [alice.userId] }]] as const) {
      const response = await operator(context.app, method, `/campaigns/${campaign.id}${url}`, body);
      expect(response.status, `${method} ${url}`).toBe(409);
      expect(response.body.error?.code).toBe('CAMPAIGN_ENDED');
    }
  });
});

describe('issuing', () => {
  it('issues to players by id, idempotently per campaign, player and trigger; unknown players are skipped', async () => {
    const campaign = await createCampaign(context.app, freebetBody({ name: 'Issued once' }));
    expect(await issueTo(context.app, campaign.id, alice, bob)).toEqual({ issued: 2, already_issued: 0, skipped: 0 });
    expect(await issueTo(context.app, campaign.id, alice)).toEqual({ issued: 0, already_issued: 1, skipped: 0 });
    const unknown = await operator(context.app, 'POST', `/campaigns/${campaign.id}/issue`, { user_ids: [999_999] });
    expect(unknown.body.data).toEqual({ issued: 0, already_issued: 0, skipped: 1 });
    expect((await operator(context.app, 'GET', `/campaigns/${campaign.id}`)).body.data.issued_count).toBe(2);
  });

  it('issues to every member of a player group', async () => {
    const campaign = await createCampaign(context.app, comboBoostBody({ name: 'Group boost' }));
    await context.database.db.execute(sql`update users set groups = '["vip"]'::jsonb where id in (${alice.userId}, ${bob.userId})`);
    const issued = await operator<{ data: { issued: number } }>(context.app, 'POST', `/campaigns/${campaign.id}/issue`, { group: 'vip' });
    expect(issued.body.data.issued).toBe(2);
    expect((await operator<{ data: { issued: number } }>(context.app, 'POST', `/campaigns/${campaign.id}/issue`, { group: 'nobody' })).body.data.issued).toBe(0);
  });

  it('skips a player whose currency has no free-bet amount', async () => {
    const campaign = await createCampaign(context.app, freebetBody({ name: 'Dollars only', amounts: { USD: 500 } }));
    expect(await issueTo(context.app, campaign.id, alice)).toEqual({ issued: 0, already_issued: 0, skipped: 1 });
  });

  it('refuses bodies naming neither or both of user_ids and group, and a campaign past its end', async () => {
    const campaign = await createCampaign(context.app, freebetBody({ name: 'Bad issue' }));
    for (const body of [{}, { user_ids: [alice.userId], group: 'vip' }, { user_ids: [] }, { user_ids: ['x'] }, { group: '' }, { everyone: true }]) {
      expect((await operator(context.app, 'POST', `/campaigns/${campaign.id}/issue`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await operator(context.app, 'POST', '/campaigns/999999/issue', { user_ids: [alice.userId] })).status).toBe(404);
    context.clock.advance(8 * 86_400_000);
    const late = await operator(context.app, 'POST', `/campaigns/${campaign.id}/issue`, { user_ids: [alice.userId] });
    context.clock.advance(-8 * 86_400_000);
    expect(late.status).toBe(409);
  });
});

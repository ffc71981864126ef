import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { betOf, buildBets, itemAt, place, player, type BetsContext, type Line, type Player } from '../bets/placement-helper';
import { control, lineOf, prematchMatches } from '../bets/settlement-helper';
import { createCampaign, OPERATOR_KEY, operator } from '../bonuses/helper';
import { drainAll } from '../jackpots/helper';
import { lootboxBody, lootboxes, openBox, prizeFreebetCampaign, ScriptedRandom } from './helper';

/**
 * Lootboxes earned by bets (issue 23; docs/promotions.md "Lootboxes"): settlement's bets_settled
 * event, after the commit, issues one box per qualifying settled bet and campaign.
 */
const random = new ScriptedRandom();
let context: BetsContext;
let football: number[];
let next = 0;
beforeAll(async () => {
  context = await buildBets({ feedControl: true, seed: 11, targets: { upcoming: 30, live: 2 }, operatorApiKey: OPERATOR_KEY, lootboxRandom: random.draw });
  football = await prematchMatches(context.database, 'football');
});
afterAll(() => context.close());

async function footballHome(): Promise<{ match: number; line: Line }> {
  const match = itemAt(football, next);
  next += 1;
  return { match, line: await lineOf(context.database, match, 1, '', 'home') };
}
async function bet(who: Player, line: Line, stake: number): Promise<void> {
  const placed = await place(context.app, who, [betOf('single', [line], stake)]);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
}
const finish = (match: number) => control(context.app, match, 'finish', { score: { home: 1, away: 0 } });

async function boxesOf(who: Player, campaignId: number) {
  return (await lootboxes(context.app, who, '?status=available,bonus_over')).body.data.filter((item) => item.campaign_id === campaignId);
}

describe('boxes earned by settled bets', () => {
  it('gives one box per qualifying settled bet (stake and odds minimums), none twice on a replay, and they open', async () => {
    const freebets = await prizeFreebetCampaign(context.app);
    const campaign = await createCampaign(context.app, lootboxBody(freebets.id, { name: 'Bet and open', earn_min_stakes: { EUR: 1_000 }, min_odds: 1.01 }));
    expect(campaign).toMatchObject({ earn_min_stakes: { EUR: 1_000 }, min_odds: 1.01 });
    const lea = await player(context.app, 'lea-lootbox-earn@example.com', 10_000);
    const first = await footballHome();
    await bet(lea, first.line, 1_000);
    await bet(lea, first.line, 999); // below the minimum stake
    expect(await boxesOf(lea, campaign.id)).toEqual([]); // open bets earn nothing yet
    expect((await finish(first.match)).status).toBe(200);
    await drainAll(context);
    const boxes = await boxesOf(lea, campaign.id);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toMatchObject({ chest_size: 'small', box: { computed_status: 'available' } });
    const triggers = rowsOf<{ trigger: string }>(await context.database.db.execute(sql`select trigger from issued_bonuses where campaign_id = ${campaign.id}`));
    expect(triggers).toEqual([{ trigger: expect.stringMatching(/^bet:\d+$/) as string }]);

    // A replay of the settled event issues nothing more.
    const betId = Number(triggers[0]?.trigger.slice(4));
    await context.database.db.execute(sql`insert into events (kind, user_id, payload) values ('bets_settled', null, ${JSON.stringify({ bet_ids: [betId] })}::jsonb)`);
    await drainAll(context);
    expect(await boxesOf(lea, campaign.id)).toHaveLength(1);

    random.next.push(9);
    const opened = await openBox(context.app, lea, boxes[0]?.id ?? '');
    expect(opened.body.data).toMatchObject({ opened_now: true, prize: { kind: 'nothing' } });
  });

  it('earns nothing from a paused campaign, below min_odds, or a campaign not earned by bets', async () => {
    const freebets = await prizeFreebetCampaign(context.app);
    const high = await createCampaign(context.app, lootboxBody(freebets.id, { name: 'Long odds only', earn_min_stakes: { EUR: 100 }, min_odds: 1_000 }));
    const paused = await createCampaign(context.app, lootboxBody(freebets.id, { name: 'Paused chest', earn_min_stakes: { EUR: 100 } }));
    await operator(context.app, 'POST', `/campaigns/${paused.id}/pause`);
    const issuedOnly = await createCampaign(context.app, lootboxBody(freebets.id, { name: 'Issued only' }));
    const earning = await createCampaign(context.app, lootboxBody(freebets.id, { name: 'Same bet earns here', earn_min_stakes: { EUR: 100 } }));
    const max = await player(context.app, 'max-lootbox-earn@example.com', 10_000);
    const game = await footballHome();
    await bet(max, game.line, 500);
    await finish(game.match);
    await drainAll(context);
    for (const campaign of [high, paused, issuedOnly]) expect(await boxesOf(max, campaign.id), campaign.name).toEqual([]);
    // The same bet does earn where nothing else stops it.
    expect(await boxesOf(max, earning.id)).toHaveLength(1);
  });

  it('refuses a bad earning definition (400 naming the field)', async () => {
    const freebets = await prizeFreebetCampaign(context.app);
    for (const [overrides, field] of [
      [{ earn_min_stakes: {} }, 'earn_min_stakes'],
      [{ earn_min_stakes: { EUR: 0 } }, 'earn_min_stakes.EUR'],
      [{ earn_min_stakes: { XYZ: 100 } }, 'earn_min_stakes.XYZ'],
      [{ min_odds: 1.5 }, 'min_odds'],
      [{ earn_min_stakes: { EUR: 100 }, min_odds: 1 }, 'min_odds'],
    ] as [Record<string, unknown>, string][]) {
      const response = await operator(context.app, 'POST', '/campaigns', lootboxBody(freebets.id, overrides));
      expect(response.status, field).toBe(400);
      expect(response.body.error?.message, field).toContain(`"${field}"`);
    }
  });
});

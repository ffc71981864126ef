import type { SlipOffersResponse } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLines, player, selectionOf, type BetsContext, type Line, type Player } from '../bets/placement-helper';
import { bonusCall, buildBonuses, comboBoostBody, createCampaign, freebetBody, issueTo, operator } from './helper';

let context: BetsContext;
let gus: Player;
let lines: Line[];
let boostId: string;
let freebetId: string;
beforeAll(async () => {
  context = await buildBonuses();
  gus = await player(context.app, 'gus-offers@example.com');
  lines = (await openLines(context.database, 0, 6)).filter((line) => line.odds >= 1.25);
  const boost = await createCampaign(context.app, comboBoostBody({ name: 'Offer boost' }));
  const freebet = await createCampaign(context.app, freebetBody({ name: 'Offer free bet', selection_count_to: 4 }));
  await issueTo(context.app, boost.id, gus);
  await issueTo(context.app, freebet.id, gus);
  const held = (await bonusCall(context.app, 'GET', '', gus)).body.data;
  boostId = held.find((bonus) => bonus.type === 'comboboost')?.id ?? '';
  freebetId = held.find((bonus) => bonus.type === 'freebet')?.id ?? '';
});
afterAll(() => context.close());

const slipBet = (type: string, legs: readonly Line[], currency = 'EUR', odds?: number) => ({ type, currency, selections: legs.map((line) => ({ ...selectionOf(line), ...(odds === undefined ? {} : { odds }) })) });
async function offers(...bets: ReturnType<typeof slipBet>[]) {
  const response = await bonusCall<SlipOffersResponse>(context.app, 'POST', '/bet-slip', gus, { bets });
  expect(response.status).toBe(200);
  return response.body.data;
}

// issue 20 "the offers that suit the slip's bets (the server decides which apply)".
describe('slip offers', () => {
  it('offers the combo boost of the active range and the free bet to a 4-fold', async () => {
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const [bet] = await offers(slipBet('combo', lines.slice(0, 4)));
    expect(bet?.bonuses.map((bonus) => [bonus.type, bonus.details.id])).toEqual([['comboboost', boostId], ['freebet', freebetId]]);
    expect(bet?.bonuses[0]?.details).toMatchObject({ name: 'Offer boost', selected_range: 0, amount: null, suitable_selections: [0, 1, 2, 3] });
    expect(bet?.bonuses[0]?.details.ranges?.[0]).toEqual({ min_count: 3, max_count: 4, bonus_odds: 1.1 });
    expect(bet?.bonuses[1]).toMatchObject({ currency: 'EUR', details: { amount: 500, selected_range: null, ranges: null } });
  });

  it('leaves out what does not suit: a double has no boost range, a single below min_odds no free bet, another currency no free bet', async () => {
    const [double, low, dollars, five] = await offers(
      slipBet('combo', lines.slice(0, 2)),
      slipBet('single', lines.slice(0, 1), 'EUR', 1.4),
      slipBet('single', lines.slice(0, 1), 'USD', 2),
      slipBet('combo', lines.slice(0, 5)),
    );
    expect(double?.bonuses.map((bonus) => bonus.type)).toEqual(['freebet']);
    expect(low?.bonuses).toEqual([]);
    expect(dollars?.bonuses).toEqual([]);
    // Five selections: the second range, and too many for the free bet (selection_count_to 4).
    expect(five?.bonuses.map((bonus) => [bonus.type, bonus.details.selected_range])).toEqual([['comboboost', 1]]);
  });

  it('offers nothing that is not active: a paused campaign, a spent or unknown bonus', async () => {
    const campaign = (await bonusCall(context.app, 'GET', '/comboboosts', gus)).body.data[0]?.campaign_id;
    await operator(context.app, 'POST', `/campaigns/${campaign}/pause`);
    const [bet] = await offers(slipBet('combo', lines.slice(0, 4)));
    expect(bet?.bonuses.map((bonus) => bonus.type)).toEqual(['freebet']);
    await operator(context.app, 'POST', `/campaigns/${campaign}/resume`);
    const unknownMatch = { type: 'single', currency: 'EUR', selections: [{ match_id: 999_999, market_id: 1, specifier: '', outcome_id: '1', odds: 2 }] };
    expect((await offers(unknownMatch))[0]?.bonuses).toEqual([]);
    const nobody = await player(context.app, 'nobody-offers@example.com');
    const none = await bonusCall<SlipOffersResponse>(context.app, 'POST', '/bet-slip', nobody, { bets: [slipBet('combo', lines.slice(0, 4))] });
    expect(none.body.data).toEqual([{ bet_index: 0, bonuses: [] }]);
  });

  it('refuses a malformed slip (400)', async () => {
    for (const body of [{ bets: [] }, { bets: [{ type: 'combo', currency: 'EUR', selections: [] }] }, { bets: [{ type: 'parlay', currency: 'EUR', selections: lines.slice(0, 1).map(selectionOf) }] }]) {
      expect((await bonusCall(context.app, 'POST', '/bet-slip', gus, body)).status).toBe(400);
    }
  });
});

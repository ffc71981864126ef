import { CUSTOM_BET_REFUSAL_MESSAGE_KEYS, CUSTOM_BET_REFUSALS, maxStakeResponseSchema, type SystemSettingsDto } from '@sportsbook/contracts';
import { potentialWin, SYSTEM_MAX_PROFIT, systemPayout } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets as betsTable, matches } from '../../src/db/schema';
import { SYSTEM_SETTINGS } from '../../src/modules/settings/system-settings';
import { balanceAndLedger, betOf, buildBets, builderPair, builderRows, itemAt, openLines, place, player, selectionOf, setOdds, thousandthsOf, wire, type BetsContext, type Line, type Player } from './placement-helper';

/**
 * The system maximum win (spec core §9), max stake priced as placement prices (system cap, bet
 * builder price), and the SELECTION_RESTRICTED refusals of issue 6 "every refusal reason".
 */

type Limits = SystemSettingsDto['bet_limits_settings'];
/** The default limits (EUR: max stake 100,000.00, payout 1,000,000.00 reject), mutated per test and restored. */
const limits: Limits = structuredClone(SYSTEM_SETTINGS.bet_limits_settings);
const EUR_PAYOUT_LIMIT = 1_000_000_00;
const EUR_STAKE_LIMIT = 100_000_00;

let context: BetsContext;
let lines: Line[];
let rich: Player;
beforeAll(async () => {
  context = await buildBets({ bets: { limits } });
  lines = await openLines(context.database, 0, 6);
  rich = await player(context.app, 'caps@example.com', 1_000_000_00);
});
afterAll(async () => context.close());

const at = (index: number): Line => itemAt(lines, index);
const thousandths = thousandthsOf;
const selection = (line: Line) => ({ match_id: line.matchId, market_id: line.marketId, specifier: line.specifier, outcome_id: line.outcomeId });

async function maxStake(bets: unknown[]): Promise<(number | null)[]> {
  const response = await context.app.inject({ method: 'POST', url: '/sportsbook/v1/bets/max-stake', payload: { currency: 'EUR', bets } });
  expect(response.statusCode).toBe(200);
  return maxStakeResponseSchema.parse(response.json()).data.map((entry) => entry.max_stake);
}

/** The largest stake in [1, upper] whose profit stays within `limit` (profit monotone in the stake). */
function largestWithin(upper: number, limit: number, payout: (stake: number) => number): number {
  let low = 0;
  let high = upper + 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (payout(middle) - middle <= limit) low = middle;
    else high = middle;
  }
  return low;
}

/** Sets the payout limit's EUR amount for the duration of `run`. */
async function withEurPayoutLimit(amount: number, run: () => Promise<void>): Promise<void> {
  const entry = limits.payout_limit.fiat.find((one) => one.currency_code === 'EUR');
  if (!entry) throw new Error('no EUR payout limit');
  entry.amount = amount;
  try {
    await run();
  } finally {
    entry.amount = EUR_PAYOUT_LIMIT;
  }
}

describe('the system maximum win (spec core §9)', () => {
  it('stores a system bet whose profit is above the constant with potential_win_amount = stake + SYSTEM_MAX_PROFIT, accepted under the default limits', async () => {
    const legs = [at(0), at(1), at(2)];
    for (const leg of legs) await setOdds(context.database, leg, 30_000);
    try {
      const system = { ...betOf('system', legs, 210_000, { system: { win_count: 2, total_count: 3 } }), selections: legs.map((leg) => selectionOf(leg, 30)) };
      // Uncapped: 2,100.00 (3 lines of 700.00) × 900 = 1,890,000.00, a profit above the 1,000,000.00 payout limit (it used to answer MAX_PAYOUT).
      expect(systemPayout({ stake: 210_000, oddsThousandths: [30_000, 30_000, 30_000], winCount: 2 })).toBe(189_000_000);
      const placed = await place(context.app, rich, [system]);
      expect(placed.body.error).toBeUndefined();
      expect(placed.status).toBe(201);
      const capped = 210_000 + (SYSTEM_MAX_PROFIT.EUR ?? 0);
      expect(placed.body.data[0]).toMatchObject({ type: 'system', status: 'waiting_results', potential_win_amount: capped });
      const [stored] = await context.database.db.select({ potentialWin: betsTable.potentialWin }).from(betsTable).where(eq(betsTable.id, Number(placed.body.data[0]?.id)));
      expect(stored?.potentialWin).toBe(capped);

      // Max stake: the capped profit never passes the payout limit, so only the max stake limit bounds the system,
      // floored to a whole number of its 3 lines (100,000.00 → 99,999.99) …
      const bets = [{ type: 'system', system: { win_count: 2, total_count: 3 }, selections: legs.map(selection) }, { type: 'combo', selections: legs.slice(0, 2).map(selection) }];
      const [systemMax, comboMax] = await maxStake(bets);
      expect(systemMax).toBe(EUR_STAKE_LIMIT - (EUR_STAKE_LIMIT % 3));
      // … while a combo of the same odds (not capped) is bounded by the payout limit.
      expect(comboMax).toBe(largestWithin(EUR_STAKE_LIMIT, EUR_PAYOUT_LIMIT, (stake) => potentialWin(stake, 900_000)));
    } finally {
      for (const leg of legs) await setOdds(context.database, leg, thousandths(leg));
    }
  });
});

describe('POST /sportsbook/v1/bets/max-stake priced as placement prices', () => {
  it('answers for a system bet the largest whole-lines stake placement accepts: max_stake places, one line more is refused with MAX_PAYOUT', async () => {
    await withEurPayoutLimit(50_000, async () => {
      const legs = [at(0), at(1), at(2)];
      const [max] = await maxStake([{ type: 'system', system: { win_count: 2, total_count: 3 }, selections: legs.map(selection) }]);
      const odds = legs.map(thousandths);
      const within = largestWithin(EUR_STAKE_LIMIT, 50_000, (stake) => systemPayout({ stake, oddsThousandths: odds, winCount: 2 }));
      expect(max).toBe(within - (within % 3));
      if (max === null || max === undefined) throw new Error('no max stake');
      expect(max % 3).toBe(0);
      const system = (stake: number) => betOf('system', legs, stake, { system: { win_count: 2, total_count: 3 } });
      const over = await place(context.app, rich, [system(max + 3)]);
      expect(over.body.error).toMatchObject({ code: 'MAX_PAYOUT', details: { code: 144 } });
      const split = await place(context.app, rich, [system(max + 1)]);
      expect(split.body.error).toMatchObject({ code: 'STAKE_NOT_WHOLE_LINES', details: { code: 137 } });
      const placed = await place(context.app, rich, [system(max)]);
      expect(placed.status).toBe(201);
    });
  });

  it('answers for a bet-builder bet the largest stake at the builder price: max_stake places, max_stake + 1 is refused', async () => {
    const priced = await builderPair(context.app, context.database);
    await withEurPayoutLimit(50_000, async () => {
      const [max] = await maxStake([{ type: 'custom_bet', selections: priced.selections }]);
      const price = Math.round(priced.odds * 1000);
      expect(max).toBe(largestWithin(EUR_STAKE_LIMIT, 50_000, (stake) => potentialWin(stake, price)));
      if (max === null || max === undefined) throw new Error('no max stake');
      // The plain product of the legs' odds (what max stake used to price) gives another answer.
      const product = Math.round(priced.productOdds * 1000);
      if (product !== price) expect(max).not.toBe(largestWithin(EUR_STAKE_LIMIT, 50_000, (stake) => potentialWin(stake, product)));
      const custom = (stake: number) => ({ type: 'custom_bet' as const, stake: { value: stake, currency: 'EUR' }, selections: priced.selections.map((one) => ({ ...one, odds: 1.5 })), custom_odds: priced.odds });
      const over = await place(context.app, rich, [custom(max + 1)], { mode: 'NONE' });
      expect(over.status).toBe(422);
      expect(['MAX_PAYOUT', 'MAX_STAKE']).toContain(over.body.error.code);
      const placed = await place(context.app, rich, [custom(max)], { mode: 'NONE' });
      expect(placed.body.error).toBeUndefined();
      expect(placed.status).toBe(201);
      expect(placed.body.data[0]).toMatchObject({ type: 'custom_bet', odds: priced.odds, potential_win_amount: potentialWin(max, price) });
    });
  });

  it('answers null for a bet-builder bet the builder refuses (it cannot be placed at any stake)', async () => {
    const [first] = await builderRows(context.database);
    const outcomesOfFirstMarket = first?.rows.filter((row) => row.marketRowId === first.rows[0]?.marketRowId) ?? [];
    if (outcomesOfFirstMarket.length < 2) throw new Error('no builder market with two outcomes');
    expect(await maxStake([{ type: 'custom_bet', selections: outcomesOfFirstMarket.slice(0, 2).map(wire) }])).toEqual([null]);
  });
});

describe('SELECTION_RESTRICTED refusals (spec core §5)', () => {
  let eve: Player;
  beforeAll(async () => {
    eve = await player(context.app, 'restricted@example.com', 10_000);
  });

  it('refuses a combo whose selections come from more than one provider (multiple_providers)', async () => {
    const before = await balanceAndLedger(context.database, eve);
    await context.database.db.update(matches).set({ provider: 'oddin' }).where(eq(matches.id, at(1).matchId));
    try {
      const refused = await place(context.app, eve, [betOf('combo', [at(0), at(1)], 100)]);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ code: 'SELECTION_RESTRICTED', details: { code: 132, message_key: 'error.place_bets.selection_restricted', bet_messages: ['error.place_bets.selection_restricted'] } });
      expect(refused.body.error.message).toContain('multiple_providers');
    } finally {
      await context.database.db.update(matches).set({ provider: 'betradar' }).where(eq(matches.id, at(1).matchId));
    }
    expect(await balanceAndLedger(context.database, eve)).toEqual(before);
  });

  it('refuses multi-singles when a provider does not offer them (multi_single_unavailable), every bet named', async () => {
    const before = await balanceAndLedger(context.database, eve);
    // betconstruct is active here (else its selection is not available) but has multi-singles off.
    await context.app.board.setProvider('betconstruct', true);
    await context.database.db.update(matches).set({ provider: 'betconstruct' }).where(eq(matches.id, at(1).matchId));
    try {
      const refused = await place(context.app, eve, [betOf('single', [at(0)], 100), betOf('single', [at(1)], 100)]);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ code: 'SELECTION_RESTRICTED', details: { code: 132, bet_messages: ['error.place_bets.selection_restricted', 'error.place_bets.selection_restricted'] } });
      expect(refused.body.error.message).toContain('multi_single_unavailable');
      expect(await balanceAndLedger(context.database, eve)).toEqual(before);
      // The same single alone is fine: the restriction is about multi-singles.
      const alone = await place(context.app, eve, [betOf('single', [at(1)], 100)]);
      expect(alone.body.error).toBeUndefined();
      expect(alone.status).toBe(201);
    } finally {
      await context.database.db.update(matches).set({ provider: 'betradar' }).where(eq(matches.id, at(1).matchId));
      await context.app.board.setProvider('betconstruct', false);
    }
  });

  it('refuses a bet-builder bet the builder refuses, with the builder message key (two outcomes of one market)', async () => {
    const before = await balanceAndLedger(context.database, eve);
    const [first] = await builderRows(context.database);
    const sameMarket = first?.rows.filter((row) => row.marketRowId === first.rows[0]?.marketRowId).slice(0, 2) ?? [];
    if (sameMarket.length < 2) throw new Error('no builder market with two outcomes');
    const refused = await place(context.app, eve, [customOf(sameMarket.map(wire))]);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'SELECTION_RESTRICTED',
      details: { code: 132, message_key: 'error.place_bets.selection_restricted', bet_messages: [CUSTOM_BET_REFUSAL_MESSAGE_KEYS[CUSTOM_BET_REFUSALS.sameMarket]] },
    });
    expect(refused.body.error.message).toContain(CUSTOM_BET_REFUSALS.sameMarket);
    expect(await balanceAndLedger(context.database, eve)).toEqual(before);
  });

  it('refuses a bet-builder bet across two matches', async () => {
    const before = await balanceAndLedger(context.database, eve);
    const [first, second] = await builderRows(context.database);
    const legs = [first?.rows[0], second?.rows[0]];
    if (!legs[0] || !legs[1]) throw new Error('fewer than two bet builder matches');
    const refused = await place(context.app, eve, [customOf([wire(legs[0]), wire(legs[1])])]);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'SELECTION_RESTRICTED',
      details: { code: 132, message_key: 'error.place_bets.selection_restricted', bet_messages: [CUSTOM_BET_REFUSAL_MESSAGE_KEYS[CUSTOM_BET_REFUSALS.differentMatch]] },
    });
    expect(refused.body.error.message).toContain(CUSTOM_BET_REFUSALS.differentMatch);
    expect(await balanceAndLedger(context.database, eve)).toEqual(before);
  });
});

const customOf = (selections: ReturnType<typeof wire>[]) => ({ type: 'custom_bet' as const, stake: { value: 100, currency: 'EUR' }, selections: selections.map((one) => ({ ...one, odds: 1.5 })), custom_odds: 3 });

import type { BetDto } from '@sportsbook/contracts';
import { boostedOdds, multiplyOddsThousandths, potentialWin, type FreebetType } from '@sportsbook/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, issuedBonuses, ledgerEntries } from '../../src/db/schema';
import { betOf, itemAt, listBets, place, player, thousandthsOf, type BetsContext, type Line, type Player } from '../bets/placement-helper';
import { control, lineOf, prematchMatches, wallet } from '../bets/settlement-helper';
import { bonusCall, buildBonuses, comboBoostBody, createCampaign, drain, issueTo, NEXT_WEEK } from './helper';

let context: BetsContext;
let football: number[];
beforeAll(async () => {
  context = await buildBonuses();
  football = await prematchMatches(context.database, 'football');
});
afterAll(() => context.close());

const STAKE = 1_000;

/** The player's bonus-money entries (kind, amount, reference). */
async function bonusEntries(who: Player) {
  return context.database.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, reference: ledgerEntries.reference })
    .from(ledgerEntries).innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(accounts.userId, who.userId), eq(ledgerEntries.money, 'bonus'))).orderBy(ledgerEntries.id);
}

/** A single-use free bet of this kind, 10.00 EUR (no odds bounds), issued to the players: each one's bonus id. */
async function freebetsOf(type: FreebetType, ...players: Player[]): Promise<string[]> {
  const campaign = await createCampaign(context.app, { type, name: `Table ${type}`, amounts: { EUR: STAKE }, expiry: NEXT_WEEK });
  await issueTo(context.app, campaign.id, ...players);
  return Promise.all(players.map(async (who) => (await bonusCall(context.app, 'GET', '', who)).body.data.find((bonus) => bonus.campaign_id === campaign.id)?.id ?? ''));
}

const timesUsed = async (id: string) => (await context.database.db.select({ timesUsed: issuedBonuses.timesUsed }).from(issuedBonuses).where(eq(issuedBonuses.id, Number(id))))[0]?.timesUsed;

// docs/bonuses.md "Free-bet payouts": every row of the table, each kind settled through the
// simulator in the same transaction as the result. Final score 1:1: draw wins, home loses,
// draw-no-bet refunds, +0.25 half wins, −0.25 half loses. One player per kind and line (one free bet each).
describe('free bets at settlement: the payout table', () => {
  const RESULTS = ['win_entire', 'lose_entire', 'refund_entire', 'refund_half_win_other', 'refund_half_lose_other'] as const;
  const kinds: FreebetType[] = ['freebet', 'freebet_only_win', 'freebet_all_win', 'freebet_no_risk'];
  let lines: Line[];
  const placed = new Map<FreebetType, { who: Player; id: string; bet: BetDto }[]>();
  beforeAll(async () => {
    const match = itemAt(football, 0);
    lines = [
      await lineOf(context.database, match, 1, '', 'draw'),
      await lineOf(context.database, match, 1, '', 'home'),
      await lineOf(context.database, match, 11, '', 'home'),
      await lineOf(context.database, match, 16, 'hcp=+0.25', 'home'),
      await lineOf(context.database, match, 16, 'hcp=-0.25', 'home'),
    ];
    for (const kind of kinds) {
      const players = await Promise.all(lines.map((_, index) => player(context.app, `table-${kind}-${index}@example.com`, 10_000)));
      const ids = await freebetsOf(kind, ...players);
      const rows: { who: Player; id: string; bet: BetDto }[] = [];
      for (const [index, line] of lines.entries()) {
        const who = itemAt(players, index);
        const id = itemAt(ids, index);
        const answer = await place(context.app, who, [betOf('single', [line], STAKE, { bonus: { id, type: kind } })]);
        if (answer.status !== 201) throw new Error(`${kind} not placed: ${JSON.stringify(answer.body)}`);
        rows.push({ who, id, bet: itemAt(answer.body.data, 0) });
      }
      placed.set(kind, rows);
    }
    expect((await control(context.app, match, 'finish', { score: { home: 1, away: 1 } })).status).toBe(200);
    await drain(context);
  });

  const rowsOf = (kind: FreebetType) => placed.get(kind) ?? [];

  /** What the same bet pays as a cash bet (stake included), per line: win, lose, refund, half win, half lose. */
  const cashPayout = (index: number): number => {
    const odds = thousandthsOf(itemAt(lines, index));
    return [potentialWin(STAKE, odds), 0, STAKE, Math.floor((STAKE * (odds + 1000)) / 2000), STAKE / 2][index] ?? -1;
  };

  // Cash paid per line, by kind (the table's columns win, lose, void, half win, half lose).
  const paid: Record<FreebetType, (index: number) => number> = {
    freebet: (index) => [cashPayout(0) - STAKE, 0, 0, cashPayout(3) - STAKE, 0][index] ?? -1,
    freebet_only_win: (index) => [cashPayout(0) - STAKE, 0, 0, cashPayout(3) - STAKE, 0][index] ?? -1,
    freebet_all_win: (index) => [cashPayout(0), 0, 0, cashPayout(3), STAKE / 2][index] ?? -1,
    freebet_no_risk: (index) => cashPayout(index),
  };

  it.each(kinds)('%s: each bet\'s result and the cash it paid; the cash balance moved by exactly that', async (kind) => {
    for (const [index, { who, bet }] of rowsOf(kind).entries()) {
      const [listed] = (await listBets(context.app, who)).body.data;
      expect(listed, `${kind} line ${index}`).toMatchObject({ id: bet.id, status: 'done', result: RESULTS[index], win_amount: paid[kind](index), bonus: { type: kind } });
      const money = await wallet(context.database, who);
      const stake = kind === 'freebet_no_risk' ? STAKE : 0;
      expect(money.balance, `${kind} line ${index}`).toBe(10_000 - stake + paid[kind](index));
      expect(money.entries.filter((entry) => entry.kind === 'bet_win' || entry.kind === 'bet_refund').map((entry) => entry.amount)).toEqual(paid[kind](index) > 0 ? [paid[kind](index)] : []);
    }
  });

  it('freebet and freebet_all_win: the void bet gives the free bet back (its use and its value in bonus money); freebet_only_win does not', async () => {
    for (const kind of ['freebet', 'freebet_all_win'] as const) {
      for (const [index, { who, id, bet }] of rowsOf(kind).entries()) {
        const back = index === 2;
        expect(await timesUsed(id), `${kind} line ${index}`).toBe(back ? 0 : 1);
        const entries = await bonusEntries(who);
        expect(entries.filter((item) => item.kind === 'freebet_returned')).toEqual(back ? [{ kind: 'freebet_returned', amount: STAKE, reference: `bet:${bet.id}` }] : []);
        expect(entries.reduce((sum, item) => sum + item.amount, 0)).toBe(back ? STAKE : 0);
      }
    }
    for (const { who, id } of rowsOf('freebet_only_win')) {
      expect(await timesUsed(id)).toBe(1);
      expect((await bonusEntries(who)).reduce((sum, item) => sum + item.amount, 0)).toBe(0);
    }
  });

  it('freebet_no_risk: the lost stake and the lost half come back as new free bets; nothing else does', async () => {
    for (const [index, { who, bet }] of rowsOf('freebet_no_risk').entries()) {
      const refund = [0, STAKE, 0, 0, STAKE / 2][index] ?? -1;
      const refunds = await context.database.db.select({ trigger: issuedBonuses.trigger, kind: issuedBonuses.kind, amount: issuedBonuses.amount, usesCount: issuedBonuses.usesCount, isActive: issuedBonuses.isActive })
        .from(issuedBonuses).where(and(eq(issuedBonuses.userId, who.userId), like(issuedBonuses.trigger, 'no_risk_refund:%')));
      expect(refunds, `line ${index}`).toEqual(refund > 0 ? [{ trigger: `no_risk_refund:${bet.id}`, kind: 'freebet', amount: refund, usesCount: 1, isActive: true }] : []);
      expect((await bonusEntries(who)).map((item) => [item.kind, item.amount])).toEqual(refund > 0 ? [['bonus_issued', refund]] : []);
    }
  });

  it('settles once: finishing the match again pays nothing more', async () => {
    const { who } = itemAt(rowsOf('freebet_no_risk'), 0);
    const before = await wallet(context.database, who);
    await control(context.app, itemAt(football, 0), 'finish', { score: { home: 1, away: 1 } });
    expect((await wallet(context.database, who)).balance).toBe(before.balance);
  });
});

// docs/bonuses.md "Combo boost": a 4-fold all won pays the boosted potential win.
describe('a combo boost at settlement', () => {
  it('pays the boosted potential win stored at placement', async () => {
    const kit = await player(context.app, 'boost-settle@example.com', 10_000);
    const campaign = await createCampaign(context.app, comboBoostBody({ name: 'Settle boost', min_odds: 1.01 }));
    await issueTo(context.app, campaign.id, kit);
    const id = (await bonusCall(context.app, 'GET', '', kit)).body.data.find((bonus) => bonus.campaign_id === campaign.id)?.id ?? '';
    const matches = football.slice(1, 5);
    const legs = await Promise.all(matches.map((match) => lineOf(context.database, match, 1, '', 'home')));
    const answer = await place(context.app, kit, [betOf('combo', legs, STAKE, { bonus: { id, type: 'comboboost', odds: 1.1 } })]);
    expect(answer.status).toBe(201);
    const boosted = potentialWin(STAKE, boostedOdds(multiplyOddsThousandths(legs.map(thousandthsOf)), 1100));
    expect(answer.body.data[0]?.potential_win_amount).toBe(boosted);
    for (const match of matches) expect((await control(context.app, match, 'finish', { score: { home: 1, away: 0 } })).status).toBe(200);
    const [bet] = (await listBets(context.app, kit)).body.data;
    expect(bet).toMatchObject({ status: 'done', result: 'win_entire', win_amount: boosted, bonus: { id, type: 'comboboost', odds: 1.1 } });
    expect((await wallet(context.database, kit)).balance).toBe(10_000 - STAKE + boosted);
  });
});

// docs/bonuses.md "Cashout of a bonus bet".
describe('cashout of a bonus bet', () => {
  async function cashout(who: Player, betId: string, amount: number) {
    const response = await context.app.inject({ method: 'POST', url: '/sportsbook/v1/bets/cashout', headers: { authorization: who.authorization }, payload: { bet_id: betId, to_cashout: amount } });
    return { status: response.statusCode, body: response.json<{ error?: { code: string } }>() };
  }

  it('a free bet is offered nothing and refused (CASHOUT_BONUS_BET); a combo boost is offered the value of the same bet without the boost', async () => {
    const lou = await player(context.app, 'bonus-cashout@example.com', 10_000);
    const [id = ''] = await freebetsOf('freebet', lou);
    const legs = await Promise.all(football.slice(6, 10).map((match) => lineOf(context.database, match, 1, '', 'home')));
    const free = await place(context.app, lou, [betOf('single', legs.slice(0, 1), STAKE, { bonus: { id, type: 'freebet' } })]);
    const boostCampaign = await createCampaign(context.app, comboBoostBody({ name: 'Cashout boost', min_odds: 1.01 }));
    await issueTo(context.app, boostCampaign.id, lou);
    const boostId = (await bonusCall(context.app, 'GET', '', lou)).body.data.find((bonus) => bonus.campaign_id === boostCampaign.id)?.id ?? '';
    const boosted = await place(context.app, lou, [betOf('combo', legs, STAKE, { bonus: { id: boostId, type: 'comboboost', odds: 1.1 } })]);
    const plain = await place(context.app, lou, [betOf('combo', legs, STAKE)]);
    const listed = new Map((await listBets(context.app, lou)).body.data.map((bet) => [bet.id, bet]));
    const freeId = itemAt(free.body.data, 0).id;
    expect(listed.get(freeId)?.to_cashout).toBeNull();
    expect((await cashout(lou, freeId, 1)).body.error?.code).toBe('CASHOUT_BONUS_BET');
    const plainOffer = listed.get(itemAt(plain.body.data, 0).id)?.to_cashout;
    expect(plainOffer).toBeGreaterThan(0);
    expect(listed.get(itemAt(boosted.body.data, 0).id)?.to_cashout).toBe(plainOffer);
  });
});

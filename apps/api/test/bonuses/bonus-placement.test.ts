import { PUBLIC_LANGUAGES, type BonusDto } from '@sportsbook/contracts';
import { boostedOdds, multiplyOddsThousandths, potentialWin } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, issuedBonuses, ledgerEntries, users } from '../../src/db/schema';
import { BONUS_REFUSAL_TEXTS } from '../../src/modules/bets/bonus-refusal.texts';
import { balanceAndLedger, betOf, openLines, place, player, thousandthsOf, type BetsContext, type Line, type Player } from '../bets/placement-helper';
import { bonusCall, buildBonuses, comboBoostBody, createCampaign, freebetBody, issueTo, operator } from './helper';

let context: BetsContext;
let lines: Line[];
beforeAll(async () => {
  context = await buildBonuses();
  // Prematch lines priced 1.5-5 (a free bet's min_odds 1.5, the boost's min_odds 1.2 on every leg).
  lines = (await openLines(context.database, 0, 20)).filter((line) => line.odds >= 1.5 && line.odds <= 5);
});
afterAll(() => context.close());

/** The player's bonus of this campaign (GET /bonuses). */
async function bonusOf(who: Player, campaignId: number): Promise<BonusDto> {
  const held = (await bonusCall(context.app, 'GET', '', who)).body.data.find((bonus) => bonus.campaign_id === campaignId);
  if (!held) throw new Error(`no bonus of campaign ${campaignId}`);
  return held;
}

/** A campaign issued to the player: the player's bonus id. */
async function issued(who: Player, body: Record<string, unknown>): Promise<string> {
  const campaign = await createCampaign(context.app, body);
  await issueTo(context.app, campaign.id, who);
  return (await bonusOf(who, campaign.id)).id;
}

async function ledgerOf(who: Player) {
  return context.database.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, money: ledgerEntries.money, reference: ledgerEntries.reference, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries).innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(eq(accounts.userId, who.userId)).orderBy(ledgerEntries.id);
}

async function timesUsed(id: string): Promise<number> {
  const [row] = await context.database.db.select({ timesUsed: issuedBonuses.timesUsed }).from(issuedBonuses).where(eq(issuedBonuses.id, Number(id)));
  return row?.timesUsed ?? -1;
}

const line = (index: number): Line => {
  const found = lines[index];
  if (!found) throw new Error(`no line ${index}`);
  return found;
};

// issue 20 "Placement re-checks the bonus … A free-bet stake never touches the cash balance."
describe('a bet placed with a free bet', () => {
  it('takes the stake from the bonus money, stores the bonus, pays the profit only, and spends the use', async () => {
    const ada = await player(context.app, 'ada-freebet@example.com', 1_000);
    const id = await issued(ada, freebetBody({ name: 'Ada free bet' }));
    const placed = await place(context.app, ada, [betOf('single', [line(0)], 500, { bonus: { id, type: 'freebet' } })]);
    expect(placed.status).toBe(201);
    const [bet] = placed.body.data;
    expect(bet?.bonus).toEqual({ id, type: 'freebet', odds: null });
    // Stake not returned: the potential win is the profit (spec core §5 stake equals profit).
    expect(bet?.potential_win_amount).toBe(potentialWin(500, thousandthsOf(line(0))) - 500);
    expect(await balanceAndLedger(context.database, ada)).toMatchObject({ balance: 1_000, ledger: 1_000, stakes: 0 });
    const ledger = await ledgerOf(ada);
    expect(ledger.filter((entry) => entry.money === 'bonus').map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([['bonus_issued', 500, 1_000], ['freebet_stake', -500, 1_000]]);
    expect(ledger.at(-1)?.reference).toBe(`bet:${bet?.id}`);
    expect(await timesUsed(id)).toBe(1);
    const listed = (await bonusCall(context.app, 'GET', '?status=bonus_over', ada)).body.data.find((bonus) => bonus.id === id);
    expect(listed?.issued?.computed_status).toBe('bonus_over');
  });

  it('is refused, with the player\'s text, once its use is spent', async () => {
    const bea = await player(context.app, 'bea-freebet@example.com', 1_000);
    const id = await issued(bea, freebetBody({ name: 'Bea free bet' }));
    expect((await place(context.app, bea, [betOf('single', [line(1)], 500, { bonus: { id, type: 'freebet' } })])).status).toBe(201);
    const again = await place(context.app, bea, [betOf('single', [line(2)], 500, { bonus: { id, type: 'freebet' } })]);
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ code: 'BONUS_NOT_AVAILABLE', localized_message: 'This bonus has already been used.', details: { code: 152, message_key: 'error.place_bets.bonus_not_available', bet_messages: ['error.place_bets.bonus_not_available'] } });
    expect(await timesUsed(id)).toBe(1);
  });

  it('refuses a bet that misses a condition: a stake other than its amount, odds below min_odds, another currency, another player\'s bonus, a wrong type', async () => {
    const cy = await player(context.app, 'cy-freebet@example.com', 5_000);
    const id = await issued(cy, freebetBody({ name: 'Cy free bet', min_odds: 2 }));
    const cheap = lines.find((candidate) => candidate.odds < 2);
    const dear = lines.find((candidate) => candidate.odds >= 2);
    if (!cheap || !dear) throw new Error('no lines either side of 2.0');
    const refusals = [
      betOf('single', [dear], 400, { bonus: { id, type: 'freebet' } }),
      betOf('single', [cheap], 500, { bonus: { id, type: 'freebet' } }),
      { ...betOf('single', [dear], 550, { bonus: { id, type: 'freebet' } }), stake: { value: 550, currency: 'USD' } },
      betOf('single', [dear], 500, { bonus: { id, type: 'freebet_all_win' } }),
      betOf('single', [dear], 500, { bonus: { id: 'c1', type: 'freebet' } }),
    ];
    for (const bet of refusals) {
      const refused = await place(context.app, cy, [bet]);
      expect(refused.status, JSON.stringify(bet)).toBe(422);
      expect(refused.body.error.code).toBe('BONUS_NOT_AVAILABLE');
    }
    const stranger = await player(context.app, 'cy-stranger@example.com', 5_000);
    const theirs = await place(context.app, stranger, [betOf('single', [dear], 500, { bonus: { id, type: 'freebet' } })]);
    expect(theirs.body.error).toMatchObject({ code: 'BONUS_NOT_AVAILABLE', localized_message: 'This bonus is no longer available.' });
    expect((await place(context.app, cy, [betOf('single', [cheap], 500, { bonus: { id, type: 'freebet' } })])).body.error?.localized_message).toBe('This bet does not meet the conditions of the bonus.');
    expect(await timesUsed(id)).toBe(0);
    expect(await balanceAndLedger(context.database, cy)).toMatchObject({ balance: 5_000, stakes: 0 });
  });

  it('answers in the player\'s language (ar)', async () => {
    const dia = await player(context.app, 'dia-freebet@example.com', 1_000);
    await context.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, dia.userId));
    const refused = await place(context.app, dia, [betOf('single', [line(3)], 500, { bonus: { id: '999999', type: 'freebet' } })]);
    expect(refused.body.error).toMatchObject({ code: 'BONUS_NOT_AVAILABLE', localized_message: 'لم تعد هذه المكافأة متاحة.' });
  });

  it('answers in the player\'s language (de-AT: German), English for a language without texts', async () => {
    const dirk = await player(context.app, 'dirk-freebet@example.com', 1_000);
    const bet = [betOf('single', [line(3)], 500, { bonus: { id: '999999', type: 'freebet' } })];
    await context.database.db.update(users).set({ language: 'de-AT' }).where(eq(users.id, dirk.userId));
    expect((await place(context.app, dirk, bet)).body.error).toMatchObject({ code: 'BONUS_NOT_AVAILABLE', localized_message: 'Dieser Bonus ist nicht mehr verfügbar.' });
    await context.database.db.update(users).set({ language: 'xx' }).where(eq(users.id, dirk.userId));
    expect((await place(context.app, dirk, bet)).body.error).toMatchObject({ code: 'BONUS_NOT_AVAILABLE', localized_message: 'This bonus is no longer available.' });
  });

  it('has the three refusal texts in every public language, translated', () => {
    expect(Object.keys(BONUS_REFUSAL_TEXTS).sort()).toEqual([...PUBLIC_LANGUAGES].sort());
    const english: Readonly<Record<string, string>> = BONUS_REFUSAL_TEXTS.en;
    for (const [language, texts] of Object.entries(BONUS_REFUSAL_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual(['closed', 'conditions', 'used']);
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(text.match(/\{\w+\}/g) ?? [], `${language} ${key}`).toEqual(english[key]?.match(/\{\w+\}/g) ?? []);
        if (language !== 'en') expect(text, `${language} ${key}`).not.toBe(english[key]);
      }
    }
  });

  it('refuses a bonus of a campaign that was paused or ended since it was issued', async () => {
    const eve = await player(context.app, 'eve-freebet@example.com', 1_000);
    const campaign = await createCampaign(context.app, freebetBody({ name: 'Eve free bet' }));
    await issueTo(context.app, campaign.id, eve);
    const { id } = await bonusOf(eve, campaign.id);
    await operator(context.app, 'POST', `/campaigns/${campaign.id}/pause`);
    expect((await place(context.app, eve, [betOf('single', [line(4)], 500, { bonus: { id, type: 'freebet' } })])).body.error?.code).toBe('BONUS_NOT_AVAILABLE');
    await operator(context.app, 'POST', `/campaigns/${campaign.id}/resume`);
    expect((await place(context.app, eve, [betOf('single', [line(4)], 500, { bonus: { id, type: 'freebet' } })])).status).toBe(201);
  });

  it('a risk-free bet stakes the player\'s cash (the free bet insures it)', async () => {
    const fay = await player(context.app, 'fay-norisk@example.com', 1_000);
    const id = await issued(fay, freebetBody({ type: 'freebet_no_risk', name: 'Fay risk-free' }));
    const placed = await place(context.app, fay, [betOf('single', [line(5)], 500, { bonus: { id, type: 'freebet_no_risk' } })]);
    expect(placed.status).toBe(201);
    expect(placed.body.data[0]?.potential_win_amount).toBe(potentialWin(500, thousandthsOf(line(5))));
    expect(await balanceAndLedger(context.database, fay)).toMatchObject({ balance: 500, ledger: 500, stakes: 1 });
    expect(await timesUsed(id)).toBe(1);
  });

  it('two placements at once for a single-use free bet: exactly one is placed, the other refused', async () => {
    const gil = await player(context.app, 'gil-race@example.com', 1_000);
    const id = await issued(gil, freebetBody({ name: 'Gil free bet' }));
    const [first, second] = await Promise.all([
      place(context.app, gil, [betOf('single', [line(6)], 500, { bonus: { id, type: 'freebet' } })]),
      place(context.app, gil, [betOf('single', [line(7)], 500, { bonus: { id, type: 'freebet' } })]),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 422]);
    expect([first, second].find((answer) => answer.status === 422)?.body.error).toMatchObject({ code: 'BONUS_NOT_AVAILABLE', localized_message: 'This bonus has already been used.' });
    expect(await timesUsed(id)).toBe(1);
  });
});

// spec promotions §4 "A bonus marker with odds is sent with a bet only for combo boost (odds of the active range)".
describe('a combo placed with a combo boost', () => {
  it('stores the marker and the boosted potential win, the stake from cash, and counts the use', async () => {
    const hal = await player(context.app, 'hal-boost@example.com', 5_000);
    const id = await issued(hal, comboBoostBody({ name: 'Hal boost' }));
    const legs = lines.slice(8, 12);
    const placed = await place(context.app, hal, [betOf('combo', legs, 1_000, { bonus: { id, type: 'comboboost', odds: 1.1 } })]);
    expect(placed.status).toBe(201);
    const [bet] = placed.body.data;
    const total = multiplyOddsThousandths(legs.map(thousandthsOf));
    expect(bet?.odds).toBe(total / 1000);
    expect(bet?.bonus).toEqual({ id, type: 'comboboost', odds: 1.1 });
    expect(bet?.potential_win_amount).toBe(potentialWin(1_000, boostedOdds(total, 1100)));
    expect(await balanceAndLedger(context.database, hal)).toMatchObject({ balance: 4_000, ledger: 4_000, stakes: 1 });
    expect(await timesUsed(id)).toBe(1);
  });

  it('refuses a marker without the active range\'s odds, a double no range holds, and a single', async () => {
    const ida = await player(context.app, 'ida-boost@example.com', 5_000);
    const id = await issued(ida, comboBoostBody({ name: 'Ida boost' }));
    for (const bet of [
      betOf('combo', lines.slice(8, 12), 1_000, { bonus: { id, type: 'comboboost', odds: 1.2 } }),
      betOf('combo', lines.slice(8, 12), 1_000, { bonus: { id, type: 'comboboost' } }),
      betOf('combo', lines.slice(8, 10), 1_000, { bonus: { id, type: 'comboboost', odds: 1.1 } }),
      betOf('single', lines.slice(8, 9), 1_000, { bonus: { id, type: 'comboboost', odds: 1.1 } }),
    ]) {
      const refused = await place(context.app, ida, [bet]);
      expect(refused.body.error, JSON.stringify(bet.bonus)).toMatchObject({ code: 'BONUS_NOT_AVAILABLE', localized_message: 'This bet does not meet the conditions of the bonus.' });
    }
    expect(await timesUsed(id)).toBe(0);
    const [account] = await context.database.db.select({ balance: accounts.balance }).from(accounts).where(and(eq(accounts.userId, ida.userId), eq(accounts.currency, 'EUR')));
    expect(account?.balance).toBe(5_000);
  });
});

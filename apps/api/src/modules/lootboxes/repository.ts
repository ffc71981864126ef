import { drawnPrizeIndex, isActiveOnIssue, issuedExpiry, lootboxOpenProblem, lootboxState, totalWeight, type LootboxOpenProblem } from '@sportsbook/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray, rowsOf, type Transaction } from '../../db/rows';
import { bonusCampaigns, issuedBonuses, type StoredLootboxPrize } from '../../db/schema';
import { issueEachIn } from '../bonuses/issue-repository';
import { activeFreebetHoldersIn, LOOTBOX } from '../bonuses/repository';
import type { CampaignRow, IssuedRow } from '../bonuses/terms';
import type { BalanceChange, WalletRepository } from '../wallet/repository';

/** One recorded draw (table lootbox_draws): what an auditor needs to redo it. */
export interface DrawRow {
  id: number;
  issuedId: number;
  campaignId: number;
  userId: number;
  campaignVersion: number;
  prizes: StoredLootboxPrize[];
  totalWeight: number;
  random: number;
  prizeIndex: number;
  currency: string;
  amount: number | null;
  freebetId: number | null;
  createdAt: Date;
}

/** A player's box with its campaign and, once opened, its draw. */
export interface BoxRow {
  issued: IssuedRow;
  campaign: CampaignRow;
  draw: DrawRow | null;
}

/** Where an open ended: the draw (now or before), or why the box does not open, or no such box of the player's. */
export type OpenOutcome =
  | { kind: 'opened'; box: BoxRow; draw: DrawRow; openedNow: boolean; balance: BalanceChange | null; freebetIssued: boolean }
  | { kind: 'refused'; problem: Exclude<LootboxOpenProblem, 'opened'> }
  | { kind: 'missing' };

/** A uniform whole number in [0, below): node:crypto's in production, a seeded one in tests. */
export type LootboxRandom = (below: number) => number;

/** The ledger kind of a lootbox's cash prize (reference lootbox:<box id>, unique: paid once). */
export const LOOTBOX_PRIZE_KIND = 'lootbox_prize';

function drawOf(row: Record<string, unknown>): DrawRow {
  return {
    id: Number(row.id),
    issuedId: Number(row.issued_id),
    campaignId: Number(row.campaign_id),
    userId: Number(row.user_id),
    campaignVersion: Number(row.campaign_version),
    prizes: (typeof row.prizes === 'string' ? JSON.parse(row.prizes) : row.prizes) as StoredLootboxPrize[],
    totalWeight: Number(row.total_weight),
    random: Number(row.random),
    prizeIndex: Number(row.prize_index),
    currency: String(row.currency),
    amount: row.amount === null ? null : Number(row.amount),
    freebetId: row.freebet_id === null ? null : Number(row.freebet_id),
    createdAt: new Date(row.created_at as string | Date),
  };
}

/**
 * Lootboxes (issue 23; docs/promotions.md "Lootboxes"): the player's boxes (issued_bonuses of kind
 * lootbox), their draws, and the open: draw, effect and record in one transaction.
 */
export class LootboxesRepository {
  constructor(private readonly db: Database, private readonly wallet: WalletRepository) {}

  /** The player's boxes, newest first, with their draws. */
  async boxes(userId: number, limit: number): Promise<BoxRow[]> {
    const rows = await this.db.select({ issued: issuedBonuses, campaign: bonusCampaigns }).from(issuedBonuses)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedBonuses.campaignId))
      .where(and(eq(issuedBonuses.userId, userId), eq(issuedBonuses.kind, LOOTBOX))).orderBy(desc(issuedBonuses.id)).limit(limit);
    const draws = await this.drawsOf(this.db, rows.map((row) => row.issued.id));
    return rows.map((row) => ({ ...row, draw: draws.get(row.issued.id) ?? null }));
  }

  /** Public lootbox campaigns not ended, newest first (a visitor's list). */
  publicCampaigns(limit: number): Promise<CampaignRow[]> {
    return this.db.select().from(bonusCampaigns)
      .where(and(eq(bonusCampaigns.type, LOOTBOX), eq(bonusCampaigns.public, true), sql`${bonusCampaigns.status} <> 'ended'`))
      .orderBy(desc(bonusCampaigns.id)).limit(limit);
  }

  async campaign(id: number): Promise<CampaignRow | null> {
    const [row] = await this.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
    return row ?? null;
  }

  /** A campaign's draws, newest first (the operator's audit), optionally one player's. */
  async draws(campaignId: number, userId: number | undefined, offset: number, limit: number): Promise<{ rows: DrawRow[]; total: number }> {
    const player = userId === undefined ? sql`` : sql` and user_id = ${userId}`;
    const [counted] = rowsOf<{ total: number | string }>(await this.db.execute(sql`select count(*) as total from lootbox_draws where campaign_id = ${campaignId}${player}`));
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`select * from lootbox_draws where campaign_id = ${campaignId}${player} order by id desc offset ${offset} limit ${limit}`));
    return { rows: rows.map(drawOf), total: Number(counted?.total ?? 0) };
  }

  /**
   * Opens the player's box: under the lock of the player's account (every writer of balances locks
   * it first) and then of the box row, a box opened before answers its draw again; otherwise one
   * number is drawn, the prize paid (a ledger credit, or a free bet issued with its bonus money),
   * the draw recorded and the box spent, all in this transaction. Two opens at once: the second
   * waits for the first's locks and finds its draw (and the unique draw per box backs that up).
   */
  async open(userId: number, boxId: number, now: Date, random: LootboxRandom, multipleActiveFreebets: boolean): Promise<OpenOutcome> {
    const [found] = await this.db.select({ currency: issuedBonuses.currency }).from(issuedBonuses)
      .where(and(eq(issuedBonuses.id, boxId), eq(issuedBonuses.userId, userId), eq(issuedBonuses.kind, LOOTBOX)));
    if (!found?.currency) return { kind: 'missing' };
    const currency = found.currency;
    return this.db.transaction(async (tx): Promise<OpenOutcome> => {
      const account = await this.wallet.lockAccount(tx, userId, currency);
      const [locked] = await tx.select({ issued: issuedBonuses, campaign: bonusCampaigns }).from(issuedBonuses)
        .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedBonuses.campaignId))
        .where(eq(issuedBonuses.id, boxId)).for('update', { of: issuedBonuses });
      if (!locked || !account) return { kind: 'missing' };
      const before = (await this.drawsOf(tx, [boxId])).get(boxId);
      if (before) return { kind: 'opened', box: { ...locked, draw: before }, draw: before, openedNow: false, balance: null, freebetIssued: false };
      const problem = lootboxOpenProblem({ state: lootboxState(locked.campaign, now), expiresAt: locked.issued.expiresAt, opened: false }, now);
      if (problem !== null && problem !== 'opened') return { kind: 'refused', problem };
      const prizes = locked.campaign.prizes ?? [];
      const total = totalWeight(prizes);
      const drawn = random(total);
      const index = drawnPrizeIndex(drawn, prizes);
      const prize = prizes[index];
      if (!prize) throw new Error(`lootbox ${boxId}: no prize ${index}`);
      const amount = prize.kind === 'nothing' ? null : prize.amounts?.[currency] ?? null;
      let balance: BalanceChange | null = null;
      let freebetId: number | null = null;
      if (prize.kind === 'cash' && amount !== null) {
        const after = await this.wallet.post(tx, { id: account.id, balance: Number(account.balance) }, amount, LOOTBOX_PRIZE_KIND, `lootbox:${boxId}`, now);
        balance = { userId, language: account.language, currency, balance: after };
      }
      if (prize.kind === 'freebet' && amount !== null && prize.freebet_campaign_id !== null) {
        freebetId = await issuePrizeFreebet(tx, prize.freebet_campaign_id, { userId, currency, amount, boxId }, now, multipleActiveFreebets);
      }
      const [inserted] = rowsOf<Record<string, unknown>>(await tx.execute(sql`insert into lootbox_draws
          (issued_id, campaign_id, user_id, campaign_version, prizes, total_weight, random, prize_index, currency, amount, freebet_id, created_at)
        values (${boxId}, ${locked.campaign.id}, ${userId}, ${locked.campaign.version}, ${JSON.stringify(prizes)}::jsonb, ${total}, ${drawn}, ${index},
          ${currency}, ${amount}, ${freebetId}, ${now.toISOString()}::timestamptz)
        returning *`));
      if (!inserted) throw new Error(`lootbox ${boxId}: draw not recorded`);
      const [spent] = await tx.update(issuedBonuses).set({ timesUsed: 1, seen: true }).where(eq(issuedBonuses.id, boxId)).returning();
      const draw = drawOf(inserted);
      return { kind: 'opened', box: { issued: spent ?? locked.issued, campaign: locked.campaign, draw }, draw, openedNow: true, balance, freebetIssued: freebetId !== null };
    });
  }

  private async drawsOf(executor: Database | Transaction, boxIds: readonly number[]): Promise<Map<number, DrawRow>> {
    if (boxIds.length === 0) return new Map();
    const rows = rowsOf<Record<string, unknown>>(await executor.execute(sql`select * from lootbox_draws where issued_id = any(${idArray(boxIds)})`));
    return new Map(rows.map((row) => [Number(row.issued_id), drawOf(row)]));
  }
}

/**
 * A free-bet prize, issued in the open's transaction as the prize's free-bet campaign's kind and
 * terms at the prize's amount (trigger lootbox:<box id>: once per box), active on issue unless
 * only one active free bet is allowed and the player holds one. Answers the free bet's id.
 */
async function issuePrizeFreebet(tx: Transaction, campaignId: number, to: { userId: number; currency: string; amount: number; boxId: number }, now: Date, multipleActiveFreebets: boolean): Promise<number | null> {
  const [campaign] = await tx.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, campaignId));
  if (!campaign) return null;
  const holders = await activeFreebetHoldersIn(tx, [to.userId], now);
  const [issued] = await issueEachIn(tx, [{
    campaignId, kind: campaign.type, usesCount: 1, trigger: `lootbox:${to.boxId}`, expiresAt: issuedExpiry(campaign.validTo, campaign.expiryDays, now),
    userId: to.userId, currency: to.currency, amount: to.amount, isActive: isActiveOnIssue(campaign.type, holders.has(to.userId), multipleActiveFreebets),
  }], now);
  return issued?.id ?? null;
}

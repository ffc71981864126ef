import { isFreebetStake, isFreebetType } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray, rowsOf, type Transaction } from '../../db/rows';
import { issuedBonuses } from '../../db/schema';
import { appendEvents } from '../../events/repository';
import { postBonusEntries } from './bonus-ledger-repository';
import type { IssuedRow } from './terms';

/** What is issued: from which campaign, of which kind, how many uses, by which trigger, until when. */
export interface IssueOf {
  campaignId: number;
  kind: string;
  usesCount: number;
  trigger: string;
  expiresAt: Date | null;
}

/** One player to issue a campaign to, as the service decided: the free bet's currency and amount, active or not. */
export interface IssueTarget {
  userId: number;
  currency: string | null;
  amount: number | null;
  isActive: boolean;
}

/** A free bet whose stake is bonus money: its value is bonus money while the player holds it. */
export function holdsBonusMoney(kind: string): boolean {
  return isFreebetType(kind) && isFreebetStake(kind);
}

/**
 * Issuing and closing bonuses: the rows, their bonus money and their events in one transaction.
 * Idempotent per (campaign, player, trigger): a second issue inserts nothing, credits nothing.
 */
export class IssueRepository {
  constructor(private readonly db: Database) {}

  async issue(what: IssueOf, targets: readonly IssueTarget[], now: Date): Promise<IssuedRow[]> {
    if (targets.length === 0) return [];
    return this.db.transaction((tx) => issueIn(tx, what, targets, now));
  }

  /**
   * The expiry sweep (the event worker's periodic work): free bets past their expiry, or of an
   * ended campaign, still open, are closed and their unused value leaves the bonus money. Locks
   * the accounts then the issued rows (placement's order), so a use placed meanwhile is counted.
   */
  async closeLapsed(now: Date, limit = 1_000): Promise<number> {
    const due = rowsOf<{ id: number }>(await this.db.execute(sql`select ib.id from issued_bonuses ib join bonus_campaigns c on c.id = ib.campaign_id
      where ib.closed_at is null and ib.amount is not null and ib.kind <> 'freebet_no_risk'
        and (ib.expires_at <= ${now.toISOString()}::timestamptz or c.status = 'ended')
      order by ib.id limit ${limit}`)).map((row) => row.id);
    if (due.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select a.id from accounts a join issued_bonuses ib on ib.user_id = a.user_id and ib.currency = a.currency
        where ib.id = any(${idArray(due)}) order by a.id for update of a`);
      const closed = rowsOf<{ id: number; user_id: number; currency: string; remaining: string | number; ended: boolean }>(await tx.execute(sql`
        update issued_bonuses ib set closed_at = ${now.toISOString()}::timestamptz
        from bonus_campaigns c
        where ib.id = any(${idArray(due)}) and c.id = ib.campaign_id and ib.closed_at is null
        returning ib.id, ib.user_id, ib.currency, (ib.uses_count - ib.times_used) * ib.amount as remaining, c.status = 'ended' and (ib.expires_at is null or ib.expires_at > ${now.toISOString()}::timestamptz) as ended`));
      await postBonusEntries(tx, closed.map((row) => ({
        userId: row.user_id,
        currency: row.currency,
        amount: -Number(row.remaining),
        kind: row.ended ? 'bonus_deactivated' : 'bonus_expired',
        reference: `issued:${row.id}`,
      })), now);
      return closed.length;
    });
  }
}

/** Issues in the caller's transaction (settlement refunds a lost risk-free stake this way). */
export function issueIn(tx: Transaction, what: IssueOf, targets: readonly IssueTarget[], now: Date): Promise<IssuedRow[]> {
  return issueEachIn(tx, targets.map((target) => ({ ...what, ...target })), now);
}

/**
 * Issues each row (its own campaign, kind, trigger and expiry) in the caller's transaction, set-based:
 * one insert (rows already issued per campaign, player and trigger are skipped), one credit of the
 * bonus money of those that hold it, one append of their bonus_issued events.
 */
export async function issueEachIn(tx: Transaction, rows: readonly (IssueOf & IssueTarget)[], now: Date): Promise<IssuedRow[]> {
  if (rows.length === 0) return [];
  const input = JSON.stringify(rows.map((row) => ({
    campaign_id: row.campaignId, kind: row.kind, uses_count: row.usesCount, trigger: row.trigger, expires_at: row.expiresAt?.toISOString() ?? null,
    user_id: row.userId, currency: row.currency, amount: row.amount, active: row.isActive,
  })));
  const at = now.toISOString();
  const inserted = rowsOf<{ id: number }>(await tx.execute(sql`insert into issued_bonuses
      (campaign_id, user_id, trigger, kind, currency, amount, uses_count, is_active, activated_at, expires_at, created_at)
    select x.campaign_id, x.user_id, x.trigger, x.kind, x.currency, x.amount, x.uses_count, x.active,
      case when x.active then ${at}::timestamptz end, x.expires_at, ${at}::timestamptz
    from jsonb_to_recordset(${input}::jsonb) as x(campaign_id int, kind text, uses_count int, trigger text, expires_at timestamptz, user_id int, currency text, amount bigint, active boolean)
    on conflict (campaign_id, user_id, trigger) do nothing
    returning id`)).map((row) => row.id);
  if (inserted.length === 0) return [];
  const issued = await tx.select().from(issuedBonuses).where(sql`${issuedBonuses.id} = any(${idArray(inserted)})`);
  const funded = issued.filter((row) => holdsBonusMoney(row.kind));
  await postBonusEntries(tx, funded.map((row) => ({ userId: row.userId, currency: row.currency ?? '', amount: (row.amount ?? 0) * row.usesCount, kind: 'bonus_issued', reference: `issued:${row.id}` })), now);
  await appendEvents(tx, issued.map((row) => ({ kind: 'bonus_issued', userId: row.userId, payload: { issued_id: row.id } })), now);
  return issued;
}

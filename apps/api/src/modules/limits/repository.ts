import { limitWindow, type LimitUsage } from '@sportsbook/domain';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf, type Transaction } from '../../db/rows';
import { sessions, userLimits, users } from '../../db/schema';

export type LimitRecord = typeof userLimits.$inferSelect;
export type NewLimit = typeof userLimits.$inferInsert;
type Executor = Database | Transaction;

/** A deposit limit with what its current period counted (successful and pending deposits). */
export interface DepositLimitUsage extends LimitUsage {
  currency: string;
}

/**
 * The deposit limits that bind the player in `currency` (stored `active`: a raise or removal asked
 * binds until confirmed), each with the deposits of its current calendar period: one statement,
 * run inside the deposit's transaction after the account row is locked, so racing deposits of the
 * account are counted one after the other (apps/api/README.md "Responsible gambling").
 */
export async function depositLimitUsage(executor: Executor, userId: number, currency: string | null, now: number): Promise<DepositLimitUsage[]> {
  const start = (period: 'day' | 'week' | 'month') => new Date(limitWindow(period, now).start).toISOString();
  const result = await executor.execute(sql`
    select l.id, l.period, l.amount, l.currency,
      (select coalesce(sum(d.amount), 0) from deposits d join accounts a on a.id = d.account_id
        where a.user_id = l.user_id and a.currency = l.currency and d.status in ('success', 'pending')
          and d.created_at >= (case l.period when 'day' then ${start('day')} when 'week' then ${start('week')} else ${start('month')} end)::timestamptz) as used
    from user_limits l
    where l.user_id = ${userId} and l.type = 'deposit' and l.status = 'active' and l.amount is not null
      and (${currency}::text is null or l.currency = ${currency}::text)
    order by l.id`);
  return rowsOf<{ id: number; period: 'day' | 'week' | 'month'; amount: string | number; currency: string; used: string | number }>(result).map((row) => ({
    id: Number(row.id),
    period: row.period,
    amount: Number(row.amount),
    currency: row.currency,
    used: Number(row.used),
  }));
}

/** The player's limits; changes run one at a time per player, holding the user's row. */
export class LimitsRepository {
  constructor(private readonly db: Database) {}

  list(userId: number, types?: readonly LimitRecord['type'][]): Promise<LimitRecord[]> {
    const conditions = [eq(userLimits.userId, userId)];
    if (types?.length) conditions.push(inArray(userLimits.type, [...types]));
    return this.db.select().from(userLimits).where(and(...conditions)).orderBy(asc(userLimits.id));
  }

  depositUsage(userId: number, now: number): Promise<DepositLimitUsage[]> {
    return depositLimitUsage(this.db, userId, null, now);
  }

  /**
   * Runs `work` in a transaction that holds the user's row (FOR UPDATE), after writing down what the
   * clock decided since: requests not confirmed by `confirm_until` lapse (the limit stays, its pending
   * raise expires) and exclusions past their end expire.
   */
  async changing<T>(userId: number, now: Date, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const mine = eq(userLimits.userId, userId);
      await tx.update(userLimits).set({ status: 'expired' }).where(and(mine, eq(userLimits.status, 'pending'), lte(userLimits.confirmUntil, now)));
      await tx.update(userLimits).set({ disableAt: null, confirmUntil: null }).where(and(mine, eq(userLimits.status, 'active'), lte(userLimits.confirmUntil, now)));
      await tx.update(userLimits).set({ status: 'expired' }).where(and(mine, eq(userLimits.status, 'active'), isNull(userLimits.confirmUntil), isNotNull(userLimits.disableAt), lte(userLimits.disableAt, now)));
      return work(tx);
    });
  }

  /** The exclusion (time-out, self-exclusion) in force at `now`: the indefinite one, else the one ending last. */
  async exclusionInForce(userId: number, now: Date): Promise<Pick<LimitRecord, 'type' | 'disableAt'> | null> {
    const [row] = await this.db
      .select({ type: userLimits.type, disableAt: userLimits.disableAt })
      .from(userLimits)
      .where(and(
        eq(userLimits.userId, userId),
        inArray(userLimits.type, ['time_out', 'self_exclusion']),
        eq(userLimits.status, 'active'),
        or(isNull(userLimits.disableAt), gt(userLimits.disableAt, now)),
      ))
      .orderBy(sql`${userLimits.disableAt} desc nulls first`, desc(userLimits.id))
      .limit(1);
    return row ?? null;
  }

  /** Ends every session of the player (an exclusion signs them out everywhere, in its transaction). */
  async endSessions(tx: Transaction, userId: number): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  }

  async find(tx: Transaction, userId: number, id: number): Promise<LimitRecord | null> {
    const [row] = await tx.select().from(userLimits).where(and(eq(userLimits.id, id), eq(userLimits.userId, userId)));
    return row ?? null;
  }

  /** The limit in force of this type, period and currency (stored active), if any. */
  async inForce(tx: Transaction, userId: number, type: LimitRecord['type'], period: LimitRecord['period'], currency: string | null): Promise<LimitRecord | null> {
    const [row] = await tx
      .select()
      .from(userLimits)
      .where(and(
        eq(userLimits.userId, userId),
        eq(userLimits.type, type),
        eq(userLimits.status, 'active'),
        period === null ? isNull(userLimits.period) : eq(userLimits.period, period),
        currency === null ? isNull(userLimits.currency) : eq(userLimits.currency, currency),
      ))
      .limit(1);
    return row ?? null;
  }

  /** The pending raise waiting on `parentId`, if any. */
  async pendingChild(tx: Transaction, parentId: number): Promise<LimitRecord | null> {
    const [row] = await tx.select().from(userLimits).where(and(eq(userLimits.parentId, parentId), eq(userLimits.status, 'pending'))).limit(1);
    return row ?? null;
  }

  async insert(tx: Transaction, values: NewLimit): Promise<LimitRecord> {
    const [row] = await tx.insert(userLimits).values(values).returning();
    if (!row) throw new Error('limit not inserted');
    return row;
  }

  async update(tx: Transaction, id: number, values: Partial<NewLimit>): Promise<LimitRecord> {
    const [row] = await tx.update(userLimits).set(values).where(eq(userLimits.id, id)).returning();
    if (!row) throw new Error(`limit ${id} not updated`);
    return row;
  }
}

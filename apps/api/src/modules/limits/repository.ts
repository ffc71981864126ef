import { limitWindow, type LimitUsage } from '@sportsbook/domain';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf, type Transaction } from '../../db/rows';
import { accounts, sessions, userLimits, users } from '../../db/schema';

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

/**
 * The start of the calendar window (UTC day, ISO week from Monday, month) of `period` holding `at`:
 * the SQL twin of the domain's limitWindow (place_bet_batch.sql computes it the same way).
 */
const windowStart = (period: SQL, at: SQL): SQL => sql`(date_trunc(${period}, ${at} at time zone 'UTC') at time zone 'UTC')`;

/** The ledger kinds that return cash from a bet (settlement win or refund, cashout, a rejected VIP bet's stake). */
export const BET_RETURN_KINDS = ['bet_win', 'bet_refund', 'cashout', 'bet_stake_refund'] as const;

/** What each wager and loss limit in force counted in its current window (bet_limit_counters; a counter of an older window: 0). */
async function betLimitUsage(executor: Executor, userId: number, now: number): Promise<Map<number, number>> {
  const result = await executor.execute(sql`
    select l.id, l.type, c.staked, c.returned
    from user_limits l
    left join bet_limit_counters c on c.user_id = l.user_id and c.currency = l.currency and c.period = l.period
      and c.window_start = ${windowStart(sql`l.period`, sql`${new Date(now).toISOString()}::timestamptz`)}
    where l.user_id = ${userId} and l.type in ('wager', 'loss') and l.status = 'active'`);
  const rows = rowsOf<{ id: number; type: string; staked: string | number | null; returned: string | number | null }>(result);
  return new Map(rows.map((row) => [Number(row.id), Number(row.staked ?? 0) - (row.type === 'loss' ? Number(row.returned ?? 0) : 0)]));
}

/**
 * The SQL of a data-modifying CTE that counts cash returned by bets (wins, refunds, cashouts) in the
 * bet-limit counters of the accounts' players (bet_limit_counters rows exist only for players with
 * a wager or loss limit; a counter of an older window starts again from zero). `accountIds` and
 * `amounts` are SQL arrays of the same length; run it under the accounts' row locks, in the
 * transaction of the credit (settlement folds it into its credit statement).
 */
export function countedReturns(accountIds: SQL, amounts: SQL, now: Date): SQL {
  const start = windowStart(sql`c.period`, sql`${now.toISOString()}::timestamptz`);
  return sql`update bet_limit_counters c
    set staked = case when c.window_start = ${start} then c.staked else 0 end,
      returned = case when c.window_start = ${start} then c.returned else 0 end + r.amount,
      window_start = ${start}
    from (select a.user_id, a.currency, sum(x.amount)::bigint as amount
      from unnest(${accountIds}, ${amounts}) as x(account_id, amount) join accounts a on a.id = x.account_id
      group by 1, 2) as r
    where c.user_id = r.user_id and c.currency = r.currency`;
}

/** Counts one cash return (cashout, refund) of `accountId` in its player's bet-limit counters (see countedReturns). */
export async function countBetReturn(tx: Transaction, accountId: number, amount: number, now: Date): Promise<void> {
  await tx.execute(countedReturns(sql`array[${accountId}]::int[]`, sql`array[${amount}]::bigint[]`, now));
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

  /** limit id -> what it counted in its current window, for the wager and loss limits in force. */
  betUsage(userId: number, now: number): Promise<Map<number, number>> {
    return betLimitUsage(this.db, userId, now);
  }

  /**
   * Starts counting for a wager or loss limit (in its creating transaction): locks the player's
   * account in `currency` (placement and settlement count under that lock, so none is missed or
   * counted twice), flags the player (users.bet_limits: placement checks their limits from now on)
   * and writes the counter of the period from the ledger's stakes and returns of the current window.
   */
  async startCounting(tx: Transaction, userId: number, currency: string, period: 'day' | 'week' | 'month', now: Date): Promise<void> {
    await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.currency, currency))).for('update');
    await tx.update(users).set({ betLimits: true }).where(eq(users.id, userId));
    const start = windowStart(sql`${period}::text`, sql`${now.toISOString()}::timestamptz`);
    const returns = sql.join(BET_RETURN_KINDS.map((kind) => sql`${kind}`), sql`, `);
    await tx.execute(sql`
      insert into bet_limit_counters (user_id, currency, period, window_start, staked, returned)
      select ${userId}, ${currency}, ${period}, ${start},
        coalesce(sum(-l.amount) filter (where l.kind = 'bet_stake'), 0),
        coalesce(sum(l.amount) filter (where l.kind in (${returns})), 0)
      from accounts a
      left join ledger_entries l on l.account_id = a.id and l.money = 'cash' and l.created_at >= ${start}
      where a.user_id = ${userId} and a.currency = ${currency}
      on conflict (user_id, currency, period) do update
        set window_start = excluded.window_start, staked = excluded.staked, returned = excluded.returned`);
  }

  /** Clears the player's flag once no wager or loss limit is stored active (placement stops checking them). */
  async stopCountingIfNone(tx: Transaction, userId: number): Promise<void> {
    await tx.execute(sql`update users set bet_limits = false where id = ${userId} and bet_limits
      and not exists (select 1 from user_limits l where l.user_id = ${userId} and l.type in ('wager', 'loss') and l.status = 'active')`);
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

  /** Ends every session of the player (an exclusion signs them out everywhere, in its transaction); answers their hashes. */
  async endSessions(tx: Transaction, userId: number): Promise<string[]> {
    const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ idHash: sessions.idHash });
    return rows.map((row) => row.idHash);
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

import { sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/rows';

/** A movement of bonus money (ARCHITECTURE §10 "Money kinds"; docs/bonuses.md "Bonus money"). */
export interface BonusEntry {
  userId: number;
  currency: string;
  /** Minor units: + a free bet's value issued or given back, − staked or lapsed. */
  amount: number;
  kind: 'bonus_issued' | 'freebet_returned' | 'bonus_expired' | 'bonus_deactivated' | 'freebet_boost';
  reference: string;
}

/**
 * Appends bonus-money entries in the caller's transaction. The accounts are locked first (id
 * order, as every writer of balances does), so each entry's balance_after can repeat the account's
 * cash balance at that point: bonus money never moves cash, and the latest entry of an account
 * still carries its cash balance, whichever kind it is. Unknown accounts are skipped (answered).
 */
export async function postBonusEntries(tx: Transaction, entries: readonly BonusEntry[], now: Date): Promise<number> {
  const moving = entries.filter((entry) => entry.amount !== 0);
  if (moving.length === 0) return 0;
  const rows = JSON.stringify(moving.map((entry) => ({ user_id: entry.userId, currency: entry.currency, amount: entry.amount, kind: entry.kind, reference: entry.reference })));
  await tx.execute(sql`select a.id from accounts a
    where (a.user_id, a.currency) in (select x.user_id, x.currency from jsonb_to_recordset(${rows}::jsonb) as x(user_id int, currency text))
    order by a.id for update`);
  const written = rowsOf<{ id: string | number }>(await tx.execute(sql`insert into ledger_entries (account_id, amount, balance_after, kind, reference, money, created_at)
    select a.id, x.amount, a.balance, x.kind, x.reference, 'bonus', ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as x(user_id int, currency text, amount bigint, kind text, reference text)
      join accounts a on a.user_id = x.user_id and a.currency = x.currency
    order by a.id, x.reference
    returning id`));
  return written.length;
}

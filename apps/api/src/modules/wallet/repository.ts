import { randomUUID } from 'node:crypto';
import { exceededLimit } from '@sportsbook/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf, type Transaction } from '../../db/rows';
import { accounts, deposits, ledgerEntries, users } from '../../db/schema';
import { appendEvents } from '../../events/repository';
import { depositLimitUsage, type DepositLimitUsage } from '../limits/repository';
import { depositCreditedDraft } from '../notifications/drafts';
import { insertNotifications, type CreatedNotification } from '../notifications/repository';

export interface BalanceChange {
  userId: number;
  language: string;
  currency: string;
  balance: number;
}

export interface LedgerRow {
  id: number;
  currency: string;
  amount: number;
  kind: string;
  reference: string;
  money: 'cash' | 'bonus';
  createdAt: Date;
}

/**
 * Balances change only here: the account row is locked (FOR UPDATE), a ledger entry appended and
 * the cached balance moved in the same transaction as the cause, and the transaction aborts unless
 * the cached balance equals the ledger (the running balance of its latest entry; ARCHITECTURE §5).
 * The CHECK balance >= 0 is the last guard.
 */
export class WalletRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records a deposit; a successful one credits the account and notifies the player in the same
   * transaction. Refused (`refused`: nothing written) when it would take the player past a deposit
   * limit: the limits are read and summed after the account row is locked, so deposits racing on
   * the account are counted one after the other and never pass a limit together.
   */
  async deposit(userId: number, currency: string, amount: number, status: 'success' | 'pending' | 'error', method: string, cardLast4: string | null, now: Date): Promise<{ id: number; change: BalanceChange; notifications: CreatedNotification[] } | { refused: DepositLimitUsage } | null> {
    return this.db.transaction(async (tx) => {
      const account = await this.lockAccount(tx, userId, currency);
      if (!account) return null;
      const exceeded = exceededLimit(await depositLimitUsage(tx, userId, currency, now.getTime()), amount);
      if (exceeded) return { refused: exceeded };
      const [row] = await tx.insert(deposits).values({ userId, accountId: account.id, amount, status, method, cardLast4, createdAt: now, updatedAt: now }).returning({ id: deposits.id });
      if (!row) throw new Error('deposit not inserted');
      if (status !== 'success') return { id: row.id, change: { userId, language: account.language, currency, balance: account.balance }, notifications: [] };
      const credited = await this.credit(tx, account, userId, row.id, amount, now);
      return { id: row.id, change: { userId, language: account.language, currency, balance: credited.balance }, notifications: credited.notifications };
    });
  }

  /** Completes a pending deposit of this user (test payment method's second step); null if none. */
  async completeDeposit(userId: number, depositId: number, now: Date): Promise<{ amount: number; change: BalanceChange; notifications: CreatedNotification[] } | null> {
    return this.db.transaction(async (tx) => {
      const [pending] = await tx
        .update(deposits)
        .set({ status: 'success', updatedAt: now })
        .where(and(eq(deposits.id, depositId), eq(deposits.userId, userId), eq(deposits.status, 'pending')))
        .returning({ accountId: deposits.accountId, amount: deposits.amount });
      if (!pending) return null;
      const [currencyRow] = await tx.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, pending.accountId));
      const account = await this.lockAccount(tx, userId, currencyRow?.currency ?? '');
      if (!account) return null;
      const credited = await this.credit(tx, account, userId, depositId, pending.amount, now);
      return { amount: pending.amount, change: { userId, language: account.language, currency: account.currency, balance: credited.balance }, notifications: credited.notifications };
    });
  }

  /** A successful deposit's ledger credit, the player's notification of it and its event (first-deposit bonuses). */
  private async credit(tx: Transaction, account: { id: number; balance: number; currency: string }, userId: number, depositId: number, amount: number, now: Date): Promise<{ balance: number; notifications: CreatedNotification[] }> {
    const balance = await this.post(tx, account, amount, 'deposit', `deposit:${depositId}`, now);
    await appendEvents(tx, [{ kind: 'deposit_credited', userId, payload: { deposit_id: depositId } }], now);
    const notifications = await insertNotifications(tx, [depositCreditedDraft({ userId, id: depositId, currency: account.currency }, amount)], now);
    return { balance, notifications };
  }

  /** Debits the account; 'insufficient' when the balance does not cover it, null without the account. */
  async withdraw(userId: number, currency: string, amount: number, now: Date): Promise<BalanceChange | 'insufficient' | null> {
    return this.db.transaction(async (tx) => {
      const account = await this.lockAccount(tx, userId, currency);
      if (!account) return null;
      if (account.balance < amount) return 'insufficient' as const;
      const balance = await this.post(tx, account, -amount, 'withdrawal', `withdrawal:${randomUUID()}`, now);
      return { userId, language: account.language, currency, balance };
    });
  }

  ledger(userId: number, limit: number): Promise<LedgerRow[]> {
    return this.db
      .select({ id: ledgerEntries.id, currency: accounts.currency, amount: ledgerEntries.amount, kind: ledgerEntries.kind, reference: ledgerEntries.reference, money: ledgerEntries.money, createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(eq(accounts.userId, userId))
      .orderBy(desc(ledgerEntries.id))
      .limit(limit);
  }

  async userLanguage(userId: number): Promise<string> {
    const [row] = await this.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return row?.language ?? 'en';
  }

  /** Locks the user's account in `currency` (FOR UPDATE) for the rest of `tx`; null when there is none. */
  async lockAccount(tx: Transaction, userId: number, currency: string) {
    const [account] = await tx
      .select({ id: accounts.id, balance: accounts.balance, currency: accounts.currency, language: users.language })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)))
      .for('update', { of: accounts });
    return account ?? null;
  }

  /**
   * Appends a ledger entry (kind, unique reference) to a locked account and moves its cached balance;
   * throws (aborting `tx`) unless the cached balance before equals the running balance of the
   * account's latest entry (the ledger invariant, checked in O(1)). Answers the new balance.
   * One statement (one round trip): the previous entry, the new entry with its running balance and
   * the balance update run as one CTE.
   */
  async post(tx: Transaction, account: { id: number; balance: number }, amount: number, kind: string, reference: string, now: Date): Promise<number> {
    const result = await tx.execute(sql`
      with previous as (
        select balance_after from ${ledgerEntries} where account_id = ${account.id} order by id desc limit 1
      ), entry as (
        insert into ${ledgerEntries} (account_id, amount, balance_after, kind, reference, created_at)
        values (${account.id}, ${amount}, ${account.balance + amount}, ${kind}, ${reference}, ${now.toISOString()}::timestamptz)
        returning amount
      ), updated as (
        update ${accounts} set balance = balance + (select amount from entry) where id = ${account.id} returning balance
      )
      select updated.balance as balance, coalesce((select balance_after from previous), 0) as ledger_before
      from updated`);
    const [row] = rowsOf<{ balance: string | number; ledger_before: string | number }>(result);
    if (!row || Number(row.ledger_before) !== account.balance || Number(row.balance) !== account.balance + amount) throw new Error(`ledger mismatch on account ${account.id}`);
    return Number(row.balance);
  }
}

import { exceededLimit } from '@sportsbook/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf, type Transaction } from '../../db/rows';
import { accounts, deposits, ledgerEntries, paymentWebhookEvents, users, withdrawals } from '../../db/schema';
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

export interface SettledPayment {
  amount: number;
  change: BalanceChange;
  notifications: CreatedNotification[];
}

export interface WithdrawalRecord {
  id: number;
  status: 'pending' | 'processed' | 'cancelled' | 'failed';
  amount: number;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface SettledWithdrawal {
  withdrawal: WithdrawalRecord;
  change: BalanceChange;
}

const withdrawalColumns = { id: withdrawals.id, status: withdrawals.status, amount: withdrawals.amount, createdAt: withdrawals.createdAt, updatedAt: withdrawals.updatedAt };

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
/**
 * How a pending payment is settled: only the player's own (`userId`), only when a webhook's amount
 * and currency agree (`check`), with the caller's writes in the same transaction (`onApplied`).
 */
export interface SettleOptions {
  userId?: number;
  check?: { amount: number; currency: string };
  onApplied?: (tx: Transaction) => Promise<void>;
}

export class WalletRepository {
  constructor(private readonly db: Database) {}

  /**
   * Opens a deposit as pending (the provider is asked next). Refused (`refused`: nothing written)
   * when it would take the player past a deposit limit: the limits are read and summed after the
   * account row is locked, pending deposits included, so deposits racing on the account are counted
   * one after the other and never pass a limit together.
   */
  async openDeposit(userId: number, currency: string, amount: number, method: string, cardLast4: string | null, now: Date): Promise<{ id: number; change: BalanceChange } | { refused: DepositLimitUsage } | null> {
    return this.db.transaction(async (tx) => {
      const account = await this.lockAccount(tx, userId, currency);
      if (!account) return null;
      const exceeded = exceededLimit(await depositLimitUsage(tx, userId, currency, now.getTime()), amount);
      if (exceeded) return { refused: exceeded };
      const [row] = await tx.insert(deposits).values({ userId, accountId: account.id, amount, status: 'pending', method, cardLast4, createdAt: now, updatedAt: now }).returning({ id: deposits.id });
      if (!row) throw new Error('deposit not inserted');
      return { id: row.id, change: { userId, language: account.language, currency, balance: account.balance } };
    });
  }

  /**
   * A pending deposit's outcome, in one transaction: a success credits the account through the
   * ledger and notifies the player, an error only marks it. Only a pending deposit changes (the
   * status update is conditional, so two outcomes racing never both apply): 'not_pending' when it
   * was settled already, null when there is no such deposit (of `userId`, when given). `check`
   * refuses an outcome naming another amount or currency (a webhook's), 'mismatch'; `onApplied`
   * writes in the same transaction (the webhook's event id).
   */
  async settleDeposit(depositId: number, outcome: 'success' | 'error', now: Date, options: SettleOptions = {}): Promise<SettledPayment | 'not_pending' | 'mismatch' | null> {
    return this.db.transaction(async (tx) => {
      const [deposit] = await tx
        .select({ userId: deposits.userId, currency: accounts.currency, amount: deposits.amount })
        .from(deposits)
        .innerJoin(accounts, eq(accounts.id, deposits.accountId))
        .where(options.userId === undefined ? eq(deposits.id, depositId) : and(eq(deposits.id, depositId), eq(deposits.userId, options.userId)));
      if (!deposit) return null;
      if (options.check && (options.check.amount !== deposit.amount || options.check.currency !== deposit.currency)) return 'mismatch' as const;
      const account = await this.lockAccount(tx, deposit.userId, deposit.currency);
      if (!account) return null;
      const [pending] = await tx
        .update(deposits)
        .set({ status: outcome, updatedAt: now })
        .where(and(eq(deposits.id, depositId), eq(deposits.status, 'pending')))
        .returning({ id: deposits.id });
      if (!pending) return 'not_pending' as const;
      await options.onApplied?.(tx);
      const change = { userId: deposit.userId, language: account.language, currency: account.currency, balance: account.balance };
      if (outcome === 'error') return { amount: deposit.amount, change, notifications: [] };
      const credited = await this.credit(tx, account, deposit.userId, depositId, deposit.amount, now);
      return { amount: deposit.amount, change: { ...change, balance: credited.balance }, notifications: credited.notifications };
    });
  }

  /** A successful deposit's ledger credit, the player's notification of it and its event (first-deposit bonuses). */
  private async credit(tx: Transaction, account: { id: number; balance: number; currency: string }, userId: number, depositId: number, amount: number, now: Date): Promise<{ balance: number; notifications: CreatedNotification[] }> {
    const balance = await this.post(tx, account, amount, 'deposit', `deposit:${depositId}`, now);
    await appendEvents(tx, [{ kind: 'deposit_credited', userId, payload: { deposit_id: depositId } }], now);
    const notifications = await insertNotifications(tx, [depositCreditedDraft({ userId, id: depositId, currency: account.currency }, amount)], now);
    return { balance, notifications };
  }

  /**
   * A withdrawal request: debits the cash balance through the ledger (reference `withdrawal:<id>`)
   * and records the withdrawal as pending, in one transaction under the account's lock, so racing
   * requests are judged one after the other against the cash that is left. Only cash is
   * withdrawable (the account balance; bonus money is separate ledger entries). 'insufficient' when
   * the cash does not cover it, null without the account.
   */
  async requestWithdrawal(userId: number, currency: string, amount: number, method: string, now: Date): Promise<{ withdrawal: WithdrawalRecord; change: BalanceChange } | 'insufficient' | null> {
    return this.db.transaction(async (tx) => {
      const account = await this.lockAccount(tx, userId, currency);
      if (!account) return null;
      if (account.balance < amount) return 'insufficient' as const;
      const [row] = await tx.insert(withdrawals).values({ userId, accountId: account.id, amount, status: 'pending', method, createdAt: now, updatedAt: now }).returning(withdrawalColumns);
      if (!row) throw new Error('withdrawal not inserted');
      const balance = await this.post(tx, account, -amount, 'withdrawal', `withdrawal:${row.id}`, now);
      return { withdrawal: { ...row, currency }, change: { userId, language: account.language, currency, balance } };
    });
  }

  /**
   * Moves a pending withdrawal to `status` in one transaction under the account's lock: cancelled
   * (by its player, `userId` given) or failed return the amount through the ledger (references
   * `withdrawal_cancelled:<id>`, `withdrawal_failed:<id>`); processed moves no money (it left at the
   * request). The update is conditional on `pending`, so a cancel racing a payout (or two of
   * anything) never both win: the loser gets 'not_pending'. null when there is no such withdrawal.
   */
  async settleWithdrawal(withdrawalId: number, status: 'processed' | 'cancelled' | 'failed', now: Date, options: SettleOptions = {}): Promise<SettledWithdrawal | 'not_pending' | 'mismatch' | null> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ userId: withdrawals.userId, currency: accounts.currency, amount: withdrawals.amount })
        .from(withdrawals)
        .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
        .where(options.userId === undefined ? eq(withdrawals.id, withdrawalId) : and(eq(withdrawals.id, withdrawalId), eq(withdrawals.userId, options.userId)));
      if (!found) return null;
      if (options.check && (options.check.amount !== found.amount || options.check.currency !== found.currency)) return 'mismatch' as const;
      const account = await this.lockAccount(tx, found.userId, found.currency);
      if (!account) return null;
      const [row] = await tx
        .update(withdrawals)
        .set({ status, updatedAt: now })
        .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'pending')))
        .returning(withdrawalColumns);
      if (!row) return 'not_pending' as const;
      await options.onApplied?.(tx);
      const balance = status === 'processed' ? account.balance : await this.post(tx, account, row.amount, `withdrawal_${status}`, `withdrawal_${status}:${row.id}`, now);
      return { withdrawal: { ...row, currency: account.currency }, change: { userId: found.userId, language: account.language, currency: account.currency, balance } };
    });
  }

  /** The player's withdrawals, newest first. */
  withdrawals(userId: number, limit: number): Promise<WithdrawalRecord[]> {
    return this.db
      .select({ ...withdrawalColumns, currency: accounts.currency })
      .from(withdrawals)
      .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.id))
      .limit(limit);
  }

  /**
   * Records a webhook event id, in `tx` (the transaction of its effect) when given; false when it
   * was recorded before (a replay: the caller changes nothing).
   */
  async recordWebhookEvent(event: { provider: string; eventId: string; type: string; paymentId: number; result: 'applied' | 'ignored' }, now: Date, tx?: Transaction): Promise<boolean> {
    const rows = await (tx ?? this.db).insert(paymentWebhookEvents).values({ ...event, receivedAt: now }).onConflictDoNothing().returning({ eventId: paymentWebhookEvents.eventId });
    return rows.length > 0;
  }

  /** Whether the provider's event id was recorded already. */
  async webhookEventSeen(provider: string, eventId: string): Promise<boolean> {
    const rows = await this.db.select({ eventId: paymentWebhookEvents.eventId }).from(paymentWebhookEvents).where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
    return rows.length > 0;
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

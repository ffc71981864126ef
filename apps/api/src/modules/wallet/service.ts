import {
  ACCOUNT_ERROR_CODES,
  CHANNELS,
  ERROR_CODES,
  PAYMENT_ERROR_CODES,
  type DepositBody,
  type DepositDto,
  type LedgerEntryDto,
  type PaymentNotificationMessage,
  type PaymentWebhookDto,
  type WithdrawalDto,
  type WithdrawalListItemDto,
} from '@sportsbook/contracts';
import type { Transaction } from '../../db/rows';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import type { NotificationService } from '../notifications/service';
import { depositLimitRefusal } from '../limits/service';
import { currencyOf } from './currencies';
import { WebhookRejected, type PaymentProvider } from './payments';
import type { BalanceChange, SettledPayment, SettledWithdrawal, WalletRepository, WithdrawalRecord } from './repository';

const MESSAGES = { success: 'Deposit successful.', pending: 'Deposit pending: confirm it with your bank.', error: 'The card was declined.' } as const;

/** The player's withdrawals listed (newest first). */
const WITHDRAWALS_LISTED = 100;

/**
 * Deposits and withdrawals through a payment provider (docs/payments.md); every balance change is
 * published as balance_changed on the player's channel, a credited deposit notifies the player
 * (notification, unread_counters_changed), and an asynchronous outcome (webhook, operator) is told
 * as payment_notification (the web app's `spi.notification.{title}` alert).
 */
export class WalletService {
  constructor(
    private readonly wallet: WalletRepository,
    private readonly publisher: RealtimePublisher,
    private readonly clock: Clock,
    private readonly activeCurrency: (userId: number) => Promise<string>,
    private readonly notifications: Pick<NotificationService, 'publishCreated'>,
    private readonly provider: PaymentProvider,
  ) {}

  /**
   * Opens the deposit as pending (deposit limits checked in that transaction), asks the provider,
   * and applies an immediate success or error in a second transaction; a pending one waits for its
   * webhook (or the test card's bank step).
   */
  async deposit(userId: number, body: DepositBody): Promise<DepositDto> {
    const currency = await this.currency(userId, body.currency);
    const opened = await this.wallet.openDeposit(userId, currency, body.amount, this.provider.name, body.card_number?.slice(-4) ?? null, this.now());
    if (!opened) throw unknownCurrency(currency);
    if ('refused' in opened) throw depositLimitRefusal(opened.refused, this.clock.now());
    const outcome = await this.provider.charge({ depositId: opened.id, amount: body.amount, currency, cardNumber: body.card_number });
    if (outcome === 'pending') return { id: opened.id, status: 'pending', amount: body.amount, currency, balance: opened.change.balance, message: MESSAGES.pending };
    const settled = await this.wallet.settleDeposit(opened.id, outcome, this.now());
    if (settled === null || typeof settled === 'string') throw new Error(`deposit ${opened.id} was settled by someone else`);
    if (outcome === 'success') await this.depositPublished(settled);
    return { id: opened.id, status: outcome, amount: body.amount, currency, balance: settled.change.balance, message: MESSAGES[outcome] };
  }

  /** The test card's bank step: completes the player's own pending deposit. */
  async completeDeposit(userId: number, depositId: number): Promise<DepositDto> {
    const settled = await this.wallet.settleDeposit(depositId, 'success', this.now(), { userId });
    if (settled === null || typeof settled === 'string') throw notFound('Pending deposit', depositId);
    await this.depositPublished(settled);
    return { id: depositId, status: 'success', amount: settled.amount, currency: settled.change.currency, balance: settled.change.balance, message: MESSAGES.success };
  }

  /** A withdrawal request: the cash is debited at once and the provider asked to pay it out. */
  async requestWithdrawal(userId: number, amount: number, code: string | undefined): Promise<WithdrawalDto> {
    const currency = await this.currency(userId, code);
    const result = await this.wallet.requestWithdrawal(userId, currency, amount, this.provider.name, this.now());
    if (result === null) throw unknownCurrency(currency);
    if (result === 'insufficient') throw new HttpError(422, ACCOUNT_ERROR_CODES.insufficientFunds, 'The withdrawable cash does not cover this amount.', { field: 'amount' });
    await this.publish(result.change, 'withdrawal');
    const immediate = await this.provider.payout({ withdrawalId: result.withdrawal.id, amount, currency });
    if (immediate === 'pending') return withdrawalDto(result.withdrawal, result.change.balance);
    const settled = await this.settleWithdrawal(result.withdrawal.id, immediate === 'success' ? 'processed' : 'failed');
    return settled;
  }

  /** The player cancels their own pending withdrawal; the amount returns through the ledger. */
  async cancelWithdrawal(userId: number, withdrawalId: number): Promise<WithdrawalDto> {
    const result = await this.wallet.settleWithdrawal(withdrawalId, 'cancelled', this.now(), { userId });
    if (result === null || result === 'mismatch') throw notFound('Withdrawal', withdrawalId);
    if (result === 'not_pending') throw notPending(withdrawalId);
    await this.publish(result.change, 'withdrawal_cancelled');
    return withdrawalDto(result.withdrawal, result.change.balance);
  }

  /** An operator's (or the provider's immediate) answer to a pending withdrawal: paid out or failed (the amount returns). */
  async settleWithdrawal(withdrawalId: number, status: 'processed' | 'failed'): Promise<WithdrawalDto> {
    const result = await this.wallet.settleWithdrawal(withdrawalId, status, this.now());
    if (result === null || result === 'mismatch') throw notFound('Withdrawal', withdrawalId);
    if (result === 'not_pending') throw notPending(withdrawalId);
    await this.withdrawalPublished(result);
    return withdrawalDto(result.withdrawal, result.change.balance);
  }

  async withdrawals(userId: number): Promise<WithdrawalListItemDto[]> {
    return (await this.wallet.withdrawals(userId, WITHDRAWALS_LISTED)).map((row) => {
      const { balance: _balance, ...item } = withdrawalDto(row, 0);
      return item;
    });
  }

  /**
   * The provider's webhook: verified (signature, timestamp tolerance) before anything is read, then
   * applied at most once per event id, the id recorded in the transaction of the effect. A replay
   * or an event about a payment no longer pending changes nothing; a forged one is refused (401).
   */
  async webhook(provider: string, rawBody: string, signature: string | undefined): Promise<{ result: 'applied' | 'duplicate' | 'ignored' }> {
    if (provider !== this.provider.name) throw notFound('Payment provider', provider);
    let event: PaymentWebhookDto;
    try {
      event = this.provider.webhookEvent(rawBody, signature, this.clock.now());
    } catch (error) {
      if (!(error instanceof WebhookRejected)) throw error;
      if (error.status === 400) throw new HttpError(400, ERROR_CODES.badRequest, `Not a payment event: ${error.message}.`);
      throw new HttpError(401, PAYMENT_ERROR_CODES.webhookSignatureInvalid, `The webhook signature is not valid: ${error.message}.`);
    }
    if (await this.wallet.webhookEventSeen(provider, event.id)) return { result: 'duplicate' };
    const now = this.now();
    const seen = { provider, eventId: event.id, type: event.type, paymentId: event.data.id };
    const options = {
      check: { amount: event.data.amount, currency: event.data.currency },
      // The id is written with the effect; when a replay racing its original wrote it first, this transaction rolls back.
      onApplied: async (tx: Transaction) => {
        if (!(await this.wallet.recordWebhookEvent({ ...seen, result: 'applied' }, now, tx))) throw new DuplicateEvent();
      },
    };
    try {
      const settled = event.type === 'deposit.succeeded' || event.type === 'deposit.failed'
        ? await this.wallet.settleDeposit(event.data.id, event.type === 'deposit.succeeded' ? 'success' : 'error', now, options)
        : await this.wallet.settleWithdrawal(event.data.id, event.type === 'withdrawal.processed' ? 'processed' : 'failed', now, options);
      if (settled === null) throw notFound('Payment', event.data.id);
      if (settled === 'mismatch') throw new HttpError(422, PAYMENT_ERROR_CODES.webhookMismatch, 'The event names another amount or currency than the payment.');
      if (settled === 'not_pending') return { result: (await this.wallet.recordWebhookEvent({ ...seen, result: 'ignored' }, now)) ? 'ignored' : 'duplicate' };
      if ('withdrawal' in settled) await this.withdrawalPublished(settled);
      else await this.depositPublished(settled, event.type === 'deposit.succeeded' ? 'deposit_succeeded' : 'deposit_failed');
      return { result: 'applied' };
    } catch (error) {
      if (error instanceof DuplicateEvent) return { result: 'duplicate' };
      throw error;
    }
  }

  async ledger(userId: number): Promise<LedgerEntryDto[]> {
    return (await this.wallet.ledger(userId, 200)).map((row) => ({ id: row.id, currency: row.currency, amount: row.amount, kind: row.kind, reference: row.reference, money: row.money, created_at: row.createdAt.toISOString() }));
  }

  private async currency(userId: number, code: string | undefined): Promise<string> {
    const currency = code === undefined ? await this.activeCurrency(userId) : currencyOf(code)?.code;
    if (!currency) throw unknownCurrency(code ?? '');
    return currency;
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** A settled deposit told: the balance (when credited), the bell's notification, and the payment alert when it came later (`kind`). */
  private async depositPublished(settled: SettledPayment, kind?: 'deposit_succeeded' | 'deposit_failed'): Promise<void> {
    if (kind !== 'deposit_failed') await this.publish(settled.change, 'deposit');
    await this.notifications.publishCreated(settled.notifications);
    if (kind) await this.paymentNotification(settled.change, kind, settled.amount);
  }

  private async withdrawalPublished(settled: SettledWithdrawal): Promise<void> {
    const { withdrawal, change } = settled;
    if (withdrawal.status !== 'processed') await this.publish(change, `withdrawal_${withdrawal.status}`);
    await this.paymentNotification(change, withdrawal.status === 'processed' ? 'withdrawal_processed' : 'withdrawal_failed', withdrawal.amount);
  }

  private async paymentNotification(change: BalanceChange, kind: PaymentNotificationMessage['kind'], amount: number): Promise<void> {
    const title = kind === 'deposit_succeeded' || kind === 'withdrawal_processed' ? 'success' : kind === 'withdrawal_cancelled' ? 'warning' : 'error';
    const message: PaymentNotificationMessage = { title, kind, amount, currency: change.currency, subunits: currencyOf(change.currency)?.subunits ?? 100 };
    await this.publisher.publish(CHANNELS.user(change.language, String(change.userId)), { event_name: 'payment_notification', message }).catch(() => undefined);
  }

  private async publish(change: BalanceChange, reason: string): Promise<void> {
    const subunits = currencyOf(change.currency)?.subunits ?? 100;
    // The money moved already (committed); a lost notification must not turn it into an error.
    await this.publisher.publish(CHANNELS.user(change.language, String(change.userId)), {
      event_name: 'balance_changed',
      message: { currency: change.currency, balance: change.balance, subunits, reason },
    }).catch(() => undefined);
  }
}

/** A webhook event id recorded by a racing delivery of the same event: this one changes nothing. */
class DuplicateEvent extends Error {}

const withdrawalDto = (row: WithdrawalRecord, balance: number): WithdrawalDto => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  balance,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const notPending = (id: number) => new HttpError(409, PAYMENT_ERROR_CODES.withdrawalNotPending, `Withdrawal ${id} is no longer pending.`);

const unknownCurrency = (code: string) => new HttpError(422, ACCOUNT_ERROR_CODES.unknownCurrency, `No account in currency "${code}".`, { field: 'currency' });

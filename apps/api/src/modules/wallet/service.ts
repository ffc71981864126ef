import { ACCOUNT_ERROR_CODES, CHANNELS, TEST_CARDS, type DepositBody, type DepositDto, type LedgerEntryDto } from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import type { NotificationService } from '../notifications/service';
import { depositLimitRefusal } from '../limits/service';
import { currencyOf } from './currencies';
import type { BalanceChange, WalletRepository } from './repository';

const MESSAGES = { success: 'Deposit successful.', pending: 'Deposit pending: confirm it with your bank.', error: 'The card was declined.' } as const;

/** Outcome of the test payment method by card number (any other card succeeds). */
export function testCardOutcome(cardNumber: string | undefined): DepositDto['status'] {
  if (cardNumber === TEST_CARDS.error) return 'error';
  if (cardNumber === TEST_CARDS.pending) return 'pending';
  return 'success';
}

/**
 * Deposits and withdrawals; every balance change is published as balance_changed on the player's
 * channel, and a credited deposit notifies the player (notification, unread_counters_changed).
 */
export class WalletService {
  constructor(
    private readonly wallet: WalletRepository,
    private readonly publisher: RealtimePublisher,
    private readonly clock: Clock,
    private readonly activeCurrency: (userId: number) => Promise<string>,
    private readonly notifications: Pick<NotificationService, 'publishCreated'>,
  ) {}

  async deposit(userId: number, body: DepositBody): Promise<DepositDto> {
    const currency = await this.currency(userId, body.currency);
    const status = testCardOutcome(body.card_number);
    const result = await this.wallet.deposit(userId, currency, body.amount, status, 'test_card', body.card_number?.slice(-4) ?? null, new Date(this.clock.now()));
    if (!result) throw unknownCurrency(currency);
    if ('refused' in result) throw depositLimitRefusal(result.refused, this.clock.now());
    if (status === 'success') await this.publish(result.change, 'deposit');
    await this.notifications.publishCreated(result.notifications);
    return { id: result.id, status, amount: body.amount, currency, balance: result.change.balance, message: MESSAGES[status] };
  }

  async completeDeposit(userId: number, depositId: number): Promise<DepositDto> {
    const result = await this.wallet.completeDeposit(userId, depositId, new Date(this.clock.now()));
    if (!result) throw notFound('Pending deposit', depositId);
    await this.publish(result.change, 'deposit');
    await this.notifications.publishCreated(result.notifications);
    return { id: depositId, status: 'success', amount: result.amount, currency: result.change.currency, balance: result.change.balance, message: MESSAGES.success };
  }

  async withdraw(userId: number, amount: number, code: string | undefined): Promise<{ amount: number; currency: string; balance: number }> {
    const currency = await this.currency(userId, code);
    const result = await this.wallet.withdraw(userId, currency, amount, new Date(this.clock.now()));
    if (result === null) throw unknownCurrency(currency);
    if (result === 'insufficient') throw new HttpError(422, ACCOUNT_ERROR_CODES.insufficientFunds, 'The balance does not cover this amount.', { field: 'amount' });
    await this.publish(result, 'withdrawal');
    return { amount, currency, balance: result.balance };
  }

  async ledger(userId: number): Promise<LedgerEntryDto[]> {
    return (await this.wallet.ledger(userId, 200)).map((row) => ({ id: row.id, currency: row.currency, amount: row.amount, kind: row.kind, reference: row.reference, money: row.money, created_at: row.createdAt.toISOString() }));
  }

  private async currency(userId: number, code: string | undefined): Promise<string> {
    const currency = code === undefined ? await this.activeCurrency(userId) : currencyOf(code)?.code;
    if (!currency) throw unknownCurrency(code ?? '');
    return currency;
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

const unknownCurrency = (code: string) => new HttpError(422, ACCOUNT_ERROR_CODES.unknownCurrency, `No account in currency "${code}".`, { field: 'currency' });

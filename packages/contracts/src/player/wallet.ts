import { z } from 'zod';

/**
 * Quick deposit with the test payment method: the card decides the outcome
 * (TEST_CARDS), amounts are minor units of the currency.
 */
export const TEST_CARDS = { success: '4242424242424242', pending: '4000000000003220', error: '4000000000000002' } as const;

export const depositBodySchema = z.object({
  currency: z.string().min(3).max(5).optional(),
  amount: z.number().int().positive().max(1_000_000_000_000),
  card_number: z.string().regex(/^\d{12,19}$/, 'card number digits').optional(),
});
export type DepositBody = z.infer<typeof depositBodySchema>;

export const DEPOSIT_STATUSES = ['success', 'pending', 'error'] as const;
export const depositSchema = z.object({
  id: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  balance: z.number().int(),
  message: z.string(),
});
export type DepositDto = z.infer<typeof depositSchema>;

export const withdrawalBodySchema = z.object({ currency: z.string().min(3).max(5).optional(), amount: z.number().int().positive().max(1_000_000_000_000) });

/**
 * A withdrawal's life (docs/payments.md): `pending` from the request (the cash is debited then, so
 * it cannot be staked or withdrawn twice); `processed` when paid out (operator route or the
 * provider's webhook), `failed` when the payout failed and `cancelled` when the player cancelled it
 * while pending: both return the amount through the ledger.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'processed', 'cancelled', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const withdrawalSchema = z.object({
  id: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  /** The account's cash balance after the call that answered this. */
  balance: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type WithdrawalDto = z.infer<typeof withdrawalSchema>;
export const withdrawalListItemSchema = withdrawalSchema.omit({ balance: true });
export type WithdrawalListItemDto = z.infer<typeof withdrawalListItemSchema>;
export const withdrawalsResponseSchema = z.object({ data: z.array(withdrawalListItemSchema) });

/** Error codes of the payment calls. */
export const PAYMENT_ERROR_CODES = {
  /** The withdrawal is no longer pending (processed, failed or cancelled already): nothing changed. */
  withdrawalNotPending: 'WITHDRAWAL_NOT_PENDING',
  /** A webhook without a valid signature, or signed outside the timestamp tolerance: nothing changed. */
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  /** A signed webhook naming an amount or currency other than the payment's: nothing changed. */
  webhookMismatch: 'WEBHOOK_MISMATCH',
} as const;

/**
 * The payment provider's asynchronous result (POST /platform/payments/webhooks/{provider}), signed
 * in the header `X-Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * with PAYMENT_WEBHOOK_SECRET. `id` is the provider's event id: the same id twice is applied once.
 */
export const PAYMENT_WEBHOOK_TYPES = ['deposit.succeeded', 'deposit.failed', 'withdrawal.processed', 'withdrawal.failed'] as const;
export const paymentWebhookSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(PAYMENT_WEBHOOK_TYPES),
  data: z.object({ id: z.number().int().positive(), amount: z.number().int().positive(), currency: z.string().min(3).max(5) }),
});
export type PaymentWebhookDto = z.infer<typeof paymentWebhookSchema>;
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';
export const paymentWebhookResponseSchema = z.object({
  /** applied: this event changed the payment; duplicate: its id was seen before; ignored: the payment was no longer pending. */
  result: z.enum(['applied', 'duplicate', 'ignored']),
});

/**
 * `payment_notification` on the player's private channel: a payment's asynchronous outcome, shown as
 * an alert titled `spi.notification.{title}` (spec promotions §8) of type danger, warning or success.
 */
export const PAYMENT_NOTIFICATION_KINDS = ['deposit_succeeded', 'deposit_failed', 'withdrawal_processed', 'withdrawal_failed', 'withdrawal_cancelled'] as const;
export const paymentNotificationMessageSchema = z.object({
  title: z.enum(['success', 'warning', 'error']),
  kind: z.enum(PAYMENT_NOTIFICATION_KINDS),
  amount: z.number().int(),
  currency: z.string(),
  subunits: z.number().int(),
});
export type PaymentNotificationMessage = z.infer<typeof paymentNotificationMessageSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  amount: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  /**
   * Cash, or bonus money (the value of the free bets the player holds: issued, staked, given back,
   * lapsed). Only cash moves the balance, and only cash is withdrawable (docs/bonuses.md).
   */
  money: z.enum(['cash', 'bonus']),
  created_at: z.iso.datetime(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntrySchema>;
export const ledgerResponseSchema = z.object({ data: z.array(ledgerEntrySchema) });

/** `balance_changed` on `$sportsbook:user:{locale}:{userId}` (ARCHITECTURE §6). */
export const balanceChangedMessageSchema = z.object({ currency: z.string(), balance: z.number().int(), subunits: z.number().int(), reason: z.string() });
export type BalanceChangedMessage = z.infer<typeof balanceChangedMessageSchema>;

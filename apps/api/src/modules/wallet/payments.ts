import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymentWebhookSchema, TEST_CARDS, type PaymentWebhookDto } from '@sportsbook/contracts';

/** What a provider answers at once: the payment is done, failed, or its result comes later by webhook. */
export type ProviderOutcome = 'success' | 'pending' | 'error';

export interface ChargeRequest {
  /** Our deposit id: the provider's merchant reference, named again in its webhook. */
  depositId: number;
  amount: number;
  currency: string;
  cardNumber?: string | undefined;
}

export interface PayoutRequest {
  withdrawalId: number;
  amount: number;
  currency: string;
}

/** Why a webhook was refused (nothing changes): 401 unsigned, forged or stale; 400 signed but not an event. */
export class WebhookRejected extends Error {
  constructor(message: string, readonly status: 400 | 401 = 401) {
    super(message);
  }
}

/**
 * A payment provider (docs/payments.md). The wallet records a payment first (a deposit as
 * pending, its deposit limits checked in that transaction; a withdrawal with its debit), then asks
 * the provider; an immediate answer is applied in its own transaction, a later one arrives by the
 * provider's webhook, which `webhookEvent` verifies and turns into our event shape. Money never
 * moves here: only the wallet's ledger moves it.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ProviderOutcome>;
  /** A payout's immediate state: 'pending' until the provider (webhook) or an operator says it was paid. */
  payout(request: PayoutRequest): Promise<'pending' | 'success' | 'error'>;
  /**
   * The event of a webhook request, when its signature is valid and its timestamp within the
   * tolerance of `nowMs`; throws WebhookRejected otherwise (forged, altered, stale or replayed late).
   */
  webhookEvent(rawBody: string, signatureHeader: string | undefined, nowMs: number): PaymentWebhookDto;
}

/** The signature header's value for `rawBody` at `timestampSeconds` (tests and the provider's side). */
export function signWebhook(secret: string, rawBody: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex')}`;
}

/**
 * Verifies `X-Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
 * (several v1 values allowed while a secret rotates) in constant time, and that `t` is within
 * `toleranceSeconds` of now either way: a captured request replayed later is refused even before
 * its event id is looked up.
 */
export function verifyWebhookSignature(secret: string, rawBody: string, header: string | undefined, nowMs: number, toleranceSeconds: number): void {
  if (!header) throw new WebhookRejected('missing signature');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value)).map(([, value]) => Buffer.from(value ?? '', 'hex'));
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) throw new WebhookRejected('malformed signature');
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) throw new WebhookRejected('timestamp outside the tolerance');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) throw new WebhookRejected('signature mismatch');
}

/**
 * The test-card provider: the card number decides a deposit's outcome (TEST_CARDS: declined,
 * pending until its bank step or webhook, any other card succeeds); a payout stays pending until
 * an operator or the webhook processes it. Its webhooks are signed with PAYMENT_WEBHOOK_SECRET.
 */
export class TestCardProvider implements PaymentProvider {
  readonly name = 'test_card';

  constructor(private readonly webhook: { secret: string | null; toleranceSeconds: number }) {}

  charge(request: ChargeRequest): Promise<ProviderOutcome> {
    return Promise.resolve(testCardOutcome(request.cardNumber));
  }

  payout(): Promise<'pending'> {
    return Promise.resolve('pending');
  }

  webhookEvent(rawBody: string, signatureHeader: string | undefined, nowMs: number): PaymentWebhookDto {
    if (!this.webhook.secret) throw new WebhookRejected('no webhook secret configured');
    verifyWebhookSignature(this.webhook.secret, rawBody, signatureHeader, nowMs, this.webhook.toleranceSeconds);
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected('body is not JSON', 400);
    }
    const event = paymentWebhookSchema.safeParse(body);
    if (!event.success) throw new WebhookRejected('body is not a payment event', 400);
    return event.data;
  }
}

/** Outcome of the test payment method by card number (any other card succeeds). */
export function testCardOutcome(cardNumber: string | undefined): ProviderOutcome {
  if (cardNumber === TEST_CARDS.error) return 'error';
  if (cardNumber === TEST_CARDS.pending) return 'pending';
  return 'success';
}

import type { PaymentNotificationMessage } from '@sportsbook/contracts/models';
import type { UserEvent } from '@/lib/live/events';

const TITLES = ['success', 'warning', 'error'] as const;
const KINDS = ['deposit_succeeded', 'deposit_failed', 'withdrawal_processed', 'withdrawal_failed', 'withdrawal_cancelled'] as const;

/** The message of a well-formed `payment_notification` private event (docs/payments.md); null for anything else. */
export function paymentNotificationOf(event: UserEvent): PaymentNotificationMessage | null {
  if (event.event_name !== 'payment_notification') return null;
  const { title, kind, amount, currency, subunits } = event.message;
  if (!(TITLES as readonly unknown[]).includes(title) || !(KINDS as readonly unknown[]).includes(kind)) return null;
  if (!Number.isInteger(amount) || typeof currency !== 'string' || !Number.isInteger(subunits)) return null;
  return event.message as PaymentNotificationMessage;
}

import type { PaymentNotificationMessage } from '@sportsbook/contracts/models';
import { formatMoney } from '@sportsbook/domain';
import type { UserEvent } from '@/lib/live/events';
import { paymentNotificationOf } from './payment-notification';

const ALERT_KIND = { success: 'success', warning: 'warning', error: 'danger' } as const;

export interface PaymentAlert {
  /** The alert's type: danger, warning or success (spec promotions §4, §8). */
  alertKind: (typeof ALERT_KIND)[keyof typeof ALERT_KIND];
  title: PaymentNotificationMessage['title'];
  kind: PaymentNotificationMessage['kind'];
  /** The amount, formatted for `locale`. */
  amount: string;
}

/**
 * The alert of a well-formed `payment_notification` event, null for anything else. Loaded by the
 * payments mount when such an event arrives (not first-load JavaScript).
 */
export function paymentAlertOf(event: UserEvent, locale: string): PaymentAlert | null {
  const notification = paymentNotificationOf(event);
  if (!notification) return null;
  const amount = formatMoney({ value: notification.amount, currency: notification.currency, subunits: notification.subunits }, locale);
  return { alertKind: ALERT_KIND[notification.title], title: notification.title, kind: notification.kind, amount };
}

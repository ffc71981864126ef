import { describe, expect, it } from 'vitest';
import { paymentNotificationOf } from './payment-notification';

describe('payment notifications', () => {
  const message = { title: 'error', kind: 'withdrawal_failed', amount: 1_000, currency: 'EUR', subunits: 100 };

  it('reads a payment_notification event', () => {
    expect(paymentNotificationOf({ event_name: 'payment_notification', message })).toEqual(message);
  });

  it('ignores other events and malformed messages', () => {
    expect(paymentNotificationOf({ event_name: 'balance_changed', message })).toBeNull();
    for (const broken of [{ ...message, title: 'danger' }, { ...message, kind: 'bet_won' }, { ...message, amount: 1.5 }, { ...message, currency: 5 }, { ...message, subunits: undefined }]) {
      expect(paymentNotificationOf({ event_name: 'payment_notification', message: broken })).toBeNull();
    }
  });
});

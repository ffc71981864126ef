import { describe, expect, it } from 'vitest';
import { paymentAlertOf } from './payment-alert';

describe('payment alerts', () => {
  const message = { title: 'error', kind: 'withdrawal_failed', amount: 1_050, currency: 'EUR', subunits: 100 };

  it('turns a payment_notification into a danger alert with the amount formatted for the locale', () => {
    const alert = paymentAlertOf({ event_name: 'payment_notification', message }, 'en');
    expect(alert).toMatchObject({ alertKind: 'danger', title: 'error', kind: 'withdrawal_failed' });
    expect(alert?.amount).toContain('10.50');
  });

  it('maps success and warning to alerts of the same type', () => {
    expect(paymentAlertOf({ event_name: 'payment_notification', message: { ...message, title: 'success', kind: 'deposit_succeeded' } }, 'en')?.alertKind).toBe('success');
    expect(paymentAlertOf({ event_name: 'payment_notification', message: { ...message, title: 'warning', kind: 'deposit_failed' } }, 'en')?.alertKind).toBe('warning');
  });

  it('shows nothing for other events and malformed messages', () => {
    expect(paymentAlertOf({ event_name: 'balance_changed', message }, 'en')).toBeNull();
    expect(paymentAlertOf({ event_name: 'payment_notification', message: { ...message, amount: 1.5 } }, 'en')).toBeNull();
  });
});

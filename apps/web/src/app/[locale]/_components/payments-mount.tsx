'use client';

import { formatMoney } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';
import { setPaymentFlags, type PaymentFlags } from '@/lib/payments/flags';
import { paymentNotificationOf } from '@/lib/payments/payment-notification';
import { onUserEvent } from '@/lib/realtime/user-events';

const ALERT_KIND = { success: 'success', warning: 'warning', error: 'danger' } as const;

/**
 * Payments on every page (issue 21): hands the payment flags (web server environment) to the
 * browser, and shows a payment's later outcome (`payment_notification` on the private channel:
 * a webhook or the cashier settled a deposit or withdrawal) as an alert of type danger, warning or
 * success titled `spi.notification.{title}` (spec promotions §4, §8).
 */
export function PaymentsMount({ flags }: { flags: PaymentFlags }) {
  const t = useTranslations('spi');
  const locale = useLocale();
  const signedIn = useAuthStore(isSignedIn);
  const { quickDeposit, quickDepositTest } = flags;

  useEffect(() => setPaymentFlags({ quickDeposit, quickDepositTest }), [quickDeposit, quickDepositTest]);

  useEffect(() => {
    if (!signedIn) return undefined;
    return onUserEvent((event) => {
      const notification = paymentNotificationOf(event);
      if (!notification) return;
      const amount = formatMoney({ value: notification.amount, currency: notification.currency, subunits: notification.subunits }, locale);
      showAlert({ kind: ALERT_KIND[notification.title], title: t(`notification.${notification.title}`), description: t(`kinds.${notification.kind}`, { amount }) });
    });
  }, [signedIn, t, locale]);

  return null;
}

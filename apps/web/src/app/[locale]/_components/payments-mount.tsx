'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';
import { onUserEventOnce } from '@/lib/realtime/user-events';

/**
 * Payments on every page (issue 21): shows a payment's later outcome (`payment_notification` on the private channel:
 * a webhook or the cashier settled a deposit or withdrawal) as an alert of type danger, warning or
 * success titled `spi.notification.{title}` (spec promotions §4, §8). One that came while the
 * player was between pages is shown too: the page replays it before this lazily loaded mount listens.
 */
export function PaymentsMount() {
  const t = useTranslations('spi');
  const locale = useLocale();
  const signedIn = useAuthStore(isSignedIn);
  useEffect(() => {
    if (!signedIn) return undefined;
    let listening = true;
    const stop = onUserEventOnce('payment-alerts', (event) => {
      if (event.event_name !== 'payment_notification') return;
      // The notification's checks and the money format load with the first payment notification.
      void import('@/lib/payments/payment-alert').then(({ paymentAlertOf }) => {
        const alert = listening ? paymentAlertOf(event, locale) : null;
        if (!alert) return;
        showAlert({ kind: alert.alertKind, title: t(`notification.${alert.title}`), description: t(`kinds.${alert.kind}`, { amount: alert.amount }) });
      });
    });
    return () => {
      // Signed out meanwhile: an alert still loading is not shown.
      listening = false;
      stop();
    };
  }, [signedIn, t, locale]);

  return null;
}

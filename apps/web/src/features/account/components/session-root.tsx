'use client';

import { useLocale } from 'next-intl';
import { lazy, Suspense, useEffect } from 'react';
import { useModalStore } from '@/lib/modals/modal-store';

// The modals load on first use: they do not count in the first-load JavaScript.
const AccountModals = lazy(() => import('./account-modals'));

/**
 * The session of the page. Its code (platform calls, mappers, URL triggers) loads right after
 * hydration, outside the first-load JavaScript; then it hosts the account modals.
 */
export function SessionRoot() {
  const locale = useLocale();
  const hasModals = useModalStore((state) => state.stack.length > 0);

  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => void) | null = null;
    void import('../lib/session-boot').then(({ bootSession }) => {
      if (!cancelled) cleanup = bootSession(locale);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [locale]);

  return hasModals ? (
    <Suspense fallback={null}>
      <AccountModals />
    </Suspense>
  ) : null;
}

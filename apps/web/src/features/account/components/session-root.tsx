'use client';

import { useLocale } from 'next-intl';
import { lazy, Suspense, useEffect } from 'react';
import { useModalStore } from '@/lib/modals/modal-store';

// The modals load on first use: they do not count in the first-load JavaScript.
const AccountModals = lazy(() => import('./account-modals'));

interface SessionRootProps {
  /** The page request carried the session cookie (read by the server: it is httpOnly). Without it the page is a visitor's. */
  hasSessionCookie: boolean;
}

/**
 * The session of the page. Its code (platform calls, mappers, URL triggers) loads right after
 * hydration, outside the first-load JavaScript, and boots in the next task; then it hosts the
 * account modals.
 */
export function SessionRoot({ hasSessionCookie }: SessionRootProps) {
  const locale = useLocale();
  const hasModals = useModalStore((state) => state.stack.length > 0);

  useEffect(() => {
    let cleanup: (() => void) | null = null;
    let timer: number | undefined;
    let cancelled = false;
    void import('../lib/session-boot').then(({ bootSession }) => {
      // The boot (requests, store updates and the header's render) runs in a task of its own,
      // not in the one that evaluated the chunk: two short tasks instead of one long one.
      if (!cancelled) timer = window.setTimeout(() => (cleanup = bootSession(locale, { visitor: !hasSessionCookie })), 0);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      cleanup?.();
    };
  }, [locale, hasSessionCookie]);

  return hasModals ? (
    <Suspense fallback={null}>
      <AccountModals />
    </Suspense>
  ) : null;
}

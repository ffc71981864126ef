'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { CountBadge } from '@/components/ui/count-badge';
import { useDismiss } from '@/lib/a11y/use-dismiss';
import { setPanelOpen, setPanelTab } from '@/lib/betslip/selected-store';
import { useNotificationEvents, useUnreadCount } from '../hooks/use-notifications';
import styles from './notifications.module.css';

// The list, its paging and read calls load on the first open.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

/**
 * The signed-in player's bell (notifications-bell loads it): the unread count as a badge, kept
 * live by the private channel, and a panel with the list. Signing out drops the cached list and
 * count (useNotificationEvents).
 */
export default function PlayerBell({ userId }: { userId: number }) {
  useNotificationEvents();
  const t = useTranslations('Notifications');
  const unread = useUnreadCount(userId).data ?? 0;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((focusBell: boolean) => {
    setOpen(false);
    if (focusBell) buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, close);

  const label = t('bellLabel', { count: unread });
  // A bet's notification opens the ticket panel on MY_BETS (which falls back to the slip when the site hides it).
  const showBets = () => {
    setOpen(false);
    setPanelTab('MY_BETS');
    setPanelOpen(true);
  };
  return (
    <div className={styles.root} ref={rootRef}>
      <button ref={buttonRef} type="button" className={styles.bell} aria-label={label} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread > 0 && (
          <CountBadge count={unread} className={styles.badge} testId="notifications-badge" />
        )}
      </button>
      {/* The count is announced politely when it changes (a new notification, read elsewhere). */}
      <span className="visually-hidden" aria-live="polite">
        {unread > 0 ? label : ''}
      </span>
      {open && (
        <Suspense fallback={<div id={panelId} className={styles.panel} aria-busy="true" />}>
          <NotificationsPanel id={panelId} userId={userId} onShowBets={showBets} />
        </Suspense>
      )}
    </div>
  );
}

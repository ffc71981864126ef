'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useMarkRead, useNotificationList, useUnreadCount } from '../hooks/use-notifications';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

/**
 * The open panel: the player's notifications, newest first, a page at a time ("load more"),
 * each marked read when opened (a bet's also shown in MY_BETS on request), and "mark all read".
 * Focus moves to its heading when it opens.
 */
export default function NotificationsPanel({ id, userId, onShowBets }: { id: string; userId: number; onShowBets: () => void }) {
  const t = useTranslations('Notifications');
  const locale = useLocale();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useNotificationList(userId, locale, true);
  const unread = useUnreadCount(userId).data ?? 0;
  const markRead = useMarkRead();
  const items = list.data ?? [];

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section id={id} className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('title')}
        </h2>
        <button type="button" className={styles.action} disabled={unread === 0} onClick={() => markRead.mutate(null)}>
          {t('markAllRead')}
        </button>
      </div>
      {list.isPending && <p className={styles.status}>{t('loading')}</p>}
      {list.isError && (
        <p className={styles.status} role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className={styles.action} onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {list.isSuccess && items.length === 0 && <p className={styles.status}>{t('empty')}</p>}
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t('listLabel', { count: items.length })}>
          {items.map((item) => (
            <li key={item.id}>
              <NotificationItem notification={item} onOpen={() => !item.read && markRead.mutate([item.id])} onShowBet={onShowBets} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button type="button" className={styles.more} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t('loading') : t('loadMore')}
        </button>
      )}
    </section>
  );
}

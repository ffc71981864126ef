'use client';

import type { Notification } from '@sportsbook/contracts/models';
import { useFormatter, useTranslations } from 'next-intl';
import styles from './notifications.module.css';

/**
 * One notification: a button that marks it read when opened; unread ones say so to screen readers
 * too. A notification about a bet also offers to show it in MY_BETS (`onShowBet`): that button
 * sits inside the notification's own box (its unread mark and background), at its end.
 */
export function NotificationItem({ notification, onOpen, onShowBet }: { notification: Notification; onOpen: () => void; onShowBet?: (() => void) | undefined }) {
  const t = useTranslations('Notifications');
  const format = useFormatter();
  const withAction = onShowBet !== undefined && notification.objectType === 'bet';
  const unread = !notification.read || undefined;
  const item = (
    <button type="button" className={styles.item} data-unread={withAction ? undefined : unread} onClick={onOpen}>
      <span className={styles.itemTitle}>
        {!notification.read && <span className="visually-hidden">{t('unread')} </span>}
        {notification.title}
      </span>
      <span className={styles.caption}>{notification.caption}</span>
      <span className={styles.body}>{notification.body}</span>
      <time className={styles.time} dateTime={notification.createdAt}>
        {format.dateTime(new Date(notification.createdAt), 'shortDateAndTime')}
      </time>
    </button>
  );
  if (!withAction || !onShowBet) return item;
  return (
    <div className={styles.itemWithAction} data-unread={unread}>
      {item}
      <button
        type="button"
        className={styles.action}
        aria-label={t('showBetLabel', { title: notification.title })}
        onClick={() => {
          onOpen();
          onShowBet();
        }}
      >
        {t('showBet')}
      </button>
    </div>
  );
}

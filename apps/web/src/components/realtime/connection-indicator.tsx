'use client';

import { useTranslations } from 'next-intl';
import { isStale, useRealtimeConnection } from '@/lib/realtime/connection-store';
import styles from './connection-indicator.module.css';

/**
 * Tells the player when live data may be stale: never silent (spec promotions §4). A polite
 * status region that is always present (so screen readers hear it change) and visible only
 * while the realtime connection is not up after it started (the first connection gets the
 * request timeout before it counts: lib/realtime/connection-store isStale).
 */
export function ConnectionIndicator() {
  const t = useTranslations('realtime');
  const connection = useRealtimeConnection();
  const stale = isStale(connection);
  const message = !stale
    ? null
    : connection.stopped
      ? t('stopped')
      : connection.status === 'connecting'
        ? connection.everConnected
          ? t('reconnecting')
          : t('connecting')
        : t('disconnected');

  return (
    <div
      role="status"
      className={styles.indicator}
      data-state={connection.started ? connection.status : 'idle'}
      data-stale={stale}
      data-testid="realtime-status"
    >
      {message ? (
        <>
          <span className={styles.dot} aria-hidden="true" />
          <span>{message}</span>
          {connection.stopped ? (
            <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
              {t('reload')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

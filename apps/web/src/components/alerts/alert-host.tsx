'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect } from 'react';
import { dismissAlertAbout, showAlert, useAlertStore } from '@/lib/alerts/alert-store';
import { whenIdle } from '@/lib/idle/when-idle';
import styles from './alert-host.module.css';

// The card is a chunk of its own, fetched once the page is idle (not in the first-load code), so it
// is at hand for the first alert, even the one that says the connection is gone.
const loadAlertCard = () => import('./alert-card');
const AlertCard = lazy(() => loadAlertCard().then((module) => ({ default: module.AlertCard })));

const CONNECTION_TOPIC = 'connection';

/**
 * The alert area (spec promotions §4 "Alerts"), mounted once in the layout: one alert at a time at
 * the bottom centre, closed by its button, by dragging it sideways past 80 % of its width, or by
 * itself after 5 s (not while it is hovered or has focus: the reader decides). Errors are
 * announced assertively (role alert), the rest politely. Going offline raises the connection
 * alert; coming back online takes it away.
 */
export function AlertHost() {
  const t = useTranslations('Alerts');
  const alert = useAlertStore((state) => state.current);

  useEffect(() => whenIdle(() => void loadAlertCard()), []);

  useEffect(() => {
    const offline = () => showAlert({ kind: 'danger', title: t('connectionTitle'), description: t('connectionDescription'), topic: CONNECTION_TOPIC });
    const online = () => dismissAlertAbout(CONNECTION_TOPIC);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);

  return (
    <div className={styles.region}>
      {alert ? (
        <Suspense fallback={null}>
          <AlertCard key={alert.id} alert={alert} closeLabel={t('close')} />
        </Suspense>
      ) : null}
    </div>
  );
}

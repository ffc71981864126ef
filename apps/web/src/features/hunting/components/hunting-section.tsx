'use client';

import { AUTH_STATUS } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useAuthStore } from '@/lib/auth/auth-store';
import { promotionKeys } from '@/lib/query/promotion-keys';
import { fetchAmbs, fetchHuntings } from '../api/hunting-api';
import { useLiveProgress } from '../hooks/live-progress';
import { AmbCard } from './amb-card';
import { HuntingCard } from './hunting-card';
import styles from './hunting.module.css';

/**
 * /promotions' hunting and free-bet progress (issue 23): each hunting with the player's farming
 * stats, each progress with its count and ranges. Points and progress move when bets settle, after
 * the settlement's commit: the server then sends promotion_progress_changed on the player's private
 * channel and the lists are read again (useLiveProgress; no polling).
 */
export function HuntingSection() {
  const t = useTranslations('Hunting');
  const locale = useLocale();
  const status = useAuthStore((state) => state.status);
  const known = status === AUTH_STATUS.loggedIn || status === AUTH_STATUS.notLoggedIn;
  const signedIn = status === AUTH_STATUS.loggedIn;
  useLiveProgress(signedIn);
  const huntings = useQuery({ queryKey: [...promotionKeys.huntings, status, locale], queryFn: () => fetchHuntings(locale), enabled: known });
  const ambs = useQuery({ queryKey: [...promotionKeys.ambs, status, locale], queryFn: () => fetchAmbs(locale), enabled: known });
  return (
    <>
      {huntings.isError || ambs.isError ? <p role="alert">{t('failedToLoad')}</p> : null}
      {huntings.data && huntings.data.length > 0 ? (
        <section aria-labelledby="promotions-hunting" className="stack">
          <h2 id="promotions-hunting">{t('huntingTitle')}</h2>
          <div className={styles.grid}>
            {huntings.data.map((hunting) => <HuntingCard key={hunting.id} hunting={hunting} signedIn={signedIn} />)}
          </div>
        </section>
      ) : null}
      {ambs.data && ambs.data.length > 0 ? (
        <section aria-labelledby="promotions-amb" className="stack">
          <h2 id="promotions-amb">{t('ambTitle')}</h2>
          <div className={styles.grid}>
            {ambs.data.map((amb) => <AmbCard key={amb.id} amb={amb} />)}
          </div>
        </section>
      ) : null}
    </>
  );
}

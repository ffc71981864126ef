'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { AUTH_STATUS } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useModalStore } from '@/lib/modals/modal-store';
import { fetchBonuses } from '../api/bonuses-api';
import { BONUSES_QUERY_ROOT, useMarkBonusesSeen } from '../hooks/use-bonus-seen';
import { groupBonuses } from '../lib/bonus-view';
import { BonusCard } from './bonus-card';
import { BonusDetailModal } from './bonus-detail-modal';
import styles from './promotions.module.css';

/**
 * The /promotions page's content (page key `promotions`): the signed-in player's bonuses by type
 * with their terms (detail modal), those shown marked seen; a visitor sees the public campaigns and
 * a sign-in call to action.
 */
export function Promotions() {
  const t = useTranslations('Promotions');
  const locale = useLocale();
  const status = useAuthStore((state) => state.status);
  const [open, setOpen] = useState<BonusDto | null>(null);
  const known = status === AUTH_STATUS.loggedIn || status === AUTH_STATUS.notLoggedIn;
  const bonuses = useQuery({ queryKey: [BONUSES_QUERY_ROOT, status, locale], queryFn: () => fetchBonuses(locale), enabled: known });
  const visitor = status === AUTH_STATUS.notLoggedIn;
  const markSeen = useMarkBonusesSeen();
  const signedIn = status === AUTH_STATUS.loggedIn;
  useEffect(() => {
    // The player has the list in front of them: the unseen among it are seen (spec promotions §4, §7).
    if (signedIn && bonuses.data) markSeen(bonuses.data);
  }, [signedIn, bonuses.data, markSeen]);

  return (
    <div className="stack">
      {visitor ? (
        <section className={styles.prompt} aria-labelledby="promotions-sign-in">
          <h2 id="promotions-sign-in">{t('signInTitle')}</h2>
          <p className="muted">{t('signInText')}</p>
          <button type="button" className="button" onClick={() => useModalStore.getState().open('sign_in')} data-testid="promotions-sign-in">
            {t('signIn')}
          </button>
        </section>
      ) : null}
      {bonuses.isError ? <p role="alert">{t('failedToLoad')}</p> : null}
      {!bonuses.data && !bonuses.isError ? <p role="status" aria-busy="true" /> : null}
      {bonuses.data?.length === 0 ? <p className="muted">{visitor ? t('noPublic') : t('empty')}</p> : null}
      {groupBonuses(bonuses.data ?? []).map(({ group, bonuses: list }) => (
        <section key={group} aria-labelledby={`promotions-${group}`} className="stack">
          <h2 id={`promotions-${group}`}>{t(`group.${group}`)}</h2>
          <div className={styles.grid}>
            {list.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} onOpen={setOpen} />
            ))}
          </div>
        </section>
      ))}
      {open ? <BonusDetailModal bonus={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

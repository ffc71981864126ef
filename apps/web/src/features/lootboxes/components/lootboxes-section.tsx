'use client';

import { AUTH_STATUS } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useAuthStore } from '@/lib/auth/auth-store';
import { LOOTBOX_LIST_ROOT } from '../api/lootbox-keys';
import { fetchLootboxes } from '../api/lootboxes-api';
import { LootboxCard } from './lootbox-card';
import styles from './lootboxes.module.css';

/**
 * /promotions' lootboxes (issue 23): the player's boxes to open and those opened with their prizes
 * (a visitor: the public lootbox campaigns, to sign in for). Only on /promotions: never on the home
 * or match pages' first load.
 */
export function LootboxesSection() {
  const t = useTranslations('Lootboxes');
  const locale = useLocale();
  const status = useAuthStore((state) => state.status);
  const known = status === AUTH_STATUS.loggedIn || status === AUTH_STATUS.notLoggedIn;
  const lootboxes = useQuery({ queryKey: [...LOOTBOX_LIST_ROOT, status, locale], queryFn: () => fetchLootboxes(locale), enabled: known });
  if (lootboxes.isError) return <p role="alert">{t('failedToLoad')}</p>;
  if (!lootboxes.data || lootboxes.data.length === 0) return null;
  return (
    <section aria-labelledby="promotions-lootboxes" className="stack">
      <h2 id="promotions-lootboxes">{t('title')}</h2>
      <div className={styles.grid}>
        {lootboxes.data.map((lootbox) => <LootboxCard key={lootbox.id} lootbox={lootbox} />)}
      </div>
    </section>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAuthStore } from '@/lib/auth/auth-store';
import { openModal } from '@/lib/modals/modal-store';
import styles from './account-bar.module.css';

// Balance, currency, loyalty and the account menu load only for a signed-in player.
const PlayerBar = dynamic(() => import('./player-bar'), { ssr: false, loading: () => <span className={styles.placeholder} aria-hidden="true" /> });

/** Header account area: sign in / sign up for a visitor, the player bar once signed in. */
export function AccountBar() {
  const t = useTranslations('auth');
  const status = useAuthStore((state) => state.status);
  if (status === 'LOGGED_IN') return <PlayerBar />;
  if (status !== 'NOT_LOGGED_IN') return <span className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.secondary} onClick={() => openModal('sign_in')}>
        {t('signIn')}
      </button>
      <button type="button" className={styles.primary} onClick={() => openModal('sign_up')}>
        {t('signUp')}
      </button>
    </div>
  );
}

'use client';

import { AUTH_STATUS } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useAuthStore } from '@/lib/auth/auth-store';
import { openModal } from '@/lib/modals/modal-store';
import { DepositPanel } from './player-forms';
import styles from './deposit-page.module.css';

/**
 * The body of /profile/wallet/deposit: a visitor is asked to sign in; a player with profile
 * fields still missing opens the deposit modal, which asks for them first (lib/deposit-gate);
 * otherwise the deposit panel itself, quick deposit and the framed deposit page.
 */
export function DepositPage() {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const status = useAuthStore((state) => state.status);
  const fieldsMissed = useAuthStore((state) => (state.profile?.authFieldsMissed.length ?? 0) > 0);

  if (status === AUTH_STATUS.notLoggedIn) {
    return (
      <div className={styles.card}>
        <p>{t('deposit.signInFirst')}</p>
        <button type="button" className="button" onClick={() => openModal('sign_in')}>
          {tAuth('signIn')}
        </button>
      </div>
    );
  }
  if (status !== AUTH_STATUS.loggedIn) return <div className={styles.card} role="status" aria-busy="true" />;
  return (
    <div className={styles.card}>
      {fieldsMissed ? (
        <button type="button" className="button" onClick={() => openModal('deposit')}>
          {t('depositButton')}
        </button>
      ) : (
        <DepositPanel />
      )}
    </div>
  );
}

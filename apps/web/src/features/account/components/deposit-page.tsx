'use client';

import { AUTH_STATUS } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { takeAfterRedirect } from '@/lib/payments/after-redirect';
import { openModal } from '@/lib/modals/modal-store';
import { DepositPanel } from './player-forms';
import styles from './deposit-page.module.css';

/**
 * The body of /profile/wallet/deposit: a visitor is asked to sign in; a player with profile
 * fields still missing opens the deposit modal, which asks for them first (lib/deposit-gate);
 * otherwise the deposit panel itself, quick deposit and the framed deposit page. An
 * `after_redirect` parameter (spec core §2) is read and removed on arrival; after a successful
 * payment the player is taken to that path of this site.
 */
export function DepositPage() {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const status = useAuthStore((state) => state.status);
  const fieldsMissed = useAuthStore((state) => (state.profile?.authFieldsMissed.length ?? 0) > 0);
  const router = useRouter();
  const afterRedirect = useRef<string | null>(null);
  useEffect(() => {
    afterRedirect.current = takeAfterRedirect(window.location, window.history) ?? afterRedirect.current;
  }, []);

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
        <DepositPanel
          onPaid={() => {
            if (afterRedirect.current) router.push(afterRedirect.current);
          }}
        />
      )}
    </div>
  );
}

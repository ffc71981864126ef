'use client';

import { formatMoney } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MenuButton } from '@/components/ui/menu-button';
import { selectActiveAccount, useAuthStore } from '@/lib/auth/auth-store';
import { openModal, useModalStore } from '@/lib/modals/modal-store';
import { AccountMenu } from './account-menu';
import { PersonIcon } from './person-icon';
import styles from './account-bar.module.css';

/**
 * The signed-in player's part of the header, one row at every width: the balance of the active
 * currency and Deposit always in view, the rest (who is signed in, loyalty, currency, my bets,
 * limits, password, the display settings on narrow screens, sign out) in the account menu.
 */
export default function PlayerBar({ settings }: { settings?: ReactNode }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const active = useAuthStore(selectActiveAccount);
  // Embedded in a host page, deposit is offered only when the host listens for it.
  const depositAllowed = useModalStore((state) => !state.refused.includes('deposit'));
  const balance = active ? formatMoney({ value: active.balance, currency: active.currency, subunits: active.subunits }, locale) : null;

  return (
    <div className={styles.bar}>
      <p className={styles.balance} aria-live="polite">
        <span className="visually-hidden">{t('balance')} </span>
        <span data-testid="balance">{balance ?? '—'}</span>
      </p>
      {depositAllowed ? (
        <button type="button" className={styles.primary} onClick={() => openModal('deposit')}>
          {t('depositButton')}
        </button>
      ) : null}
      <MenuButton label={t('menu.label')} testId="account-menu" panel={(close) => <AccountMenu close={close} settings={settings} />}>
        <PersonIcon />
      </MenuButton>
    </div>
  );
}

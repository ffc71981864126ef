'use client';

import { formatMoney } from '@sportsbook/domain';
import { displayName } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { selectActiveAccount, useAuthStore } from '@/lib/auth/auth-store';
import { openModal, useModalStore } from '@/lib/modals/modal-store';
import { reportError } from '@/lib/errors/report-error';
import { Link } from '@/lib/i18n/navigation';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { loyaltyProgress } from '../lib/loyalty';
import { signOut, switchAccount } from '../lib/session';
import styles from './account-bar.module.css';

/** Balance of the active currency, currency switcher, loyalty progress, deposit and sign-out. */
export default function PlayerBar() {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const locale = useLocale();
  const currencyId = useId();
  const profile = useAuthStore((state) => state.profile);
  const accounts = useAuthStore((state) => state.accounts);
  const currency = useAuthStore((state) => state.currency);
  const active = useAuthStore(selectActiveAccount);
  const points = useAuthStore((state) => state.compPoints);
  const groups = useAuthStore((state) => state.statusGroups);
  const [switching, setSwitching] = useState(false);
  // Embedded in a host page, deposit is offered only when the host listens for it.
  const depositAllowed = useModalStore((state) => !state.refused.includes('deposit'));
  const progress = loyaltyProgress(points, groups);
  const name = profile ? displayName(profile) : '';
  const balance = active ? formatMoney({ value: active.balance, currency: active.currency, subunits: active.subunits }, locale) : null;

  const onCurrency = (next: string) => {
    setSwitching(true);
    switchAccount(next)
      .catch(reportError)
      .finally(() => setSwitching(false));
  };

  return (
    <div className={styles.bar}>
      <div className={styles.loyalty}>
        <span className={styles.loyaltyText}>
          {progress.group ? t('loyalty.group', { group: progress.group.name, points }) : t('loyalty.points', { points })}
        </span>
        <progress
          className={styles.progress}
          max={100}
          value={Math.round(progress.ratio * 100)}
          aria-label={progress.next ? t('loyalty.towards', { group: progress.next.name }) : t('loyalty.top')}
        />
      </div>
      <p className={styles.balance} aria-live="polite">
        <span className="visually-hidden">{t('balance')} </span>
        <span data-testid="balance">{balance ?? '—'}</span>
      </p>
      <label htmlFor={currencyId} className="visually-hidden">
        {t('currency')}
      </label>
      <select id={currencyId} className={styles.select} value={currency} disabled={switching} onChange={(event) => onCurrency(event.target.value)}>
        {accounts.map((account) => (
          <option key={account.currency} value={account.currency}>
            {account.currency}
          </option>
        ))}
      </select>
      {depositAllowed ? (
        <button type="button" className={styles.primary} onClick={() => openModal('deposit')}>
          {t('depositButton')}
        </button>
      ) : null}
      <Link href={STATIC_PATHS.limits} className={`${styles.secondary} ${styles.link}`}>
        {t('limitsLink')}
      </Link>
      <span className={styles.name} title={name}>
        {name}
      </span>
      <button type="button" className={styles.secondary} onClick={() => void signOut()}>
        {tAuth('signOut')}
      </button>
    </div>
  );
}

'use client';

import { displayName } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { setPanelOpen, setPanelTab } from '@/lib/betslip/selected-store';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { Link } from '@/lib/i18n/navigation';
import { openModal } from '@/lib/modals/modal-store';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { useFeatureFlag } from '@/lib/site-config/site-config-store';
import { loyaltyProgress } from '../lib/loyalty';
import { signOut, switchAccount } from '../lib/session';
import { useNarrowHeader } from '../lib/use-narrow-header';
import styles from './account-menu.module.css';

/**
 * The account menu's panel (PlayerBar): who is signed in (name and e-mail in full), loyalty
 * progress, the active currency, my bets, limits, password, the display settings where the header
 * has no room for them (below 960 px), and sign out. Limits only while the site offers responsible
 * gambling (flag `responsible_gambling`).
 */
export function AccountMenu({ close, settings }: { close: () => void; settings?: ReactNode }) {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const currencyId = useId();
  const profile = useAuthStore((state) => state.profile);
  const accounts = useAuthStore((state) => state.accounts);
  const currency = useAuthStore((state) => state.currency);
  const points = useAuthStore((state) => state.compPoints);
  const groups = useAuthStore((state) => state.statusGroups);
  const narrow = useNarrowHeader();
  const limitsOffered = useFeatureFlag('responsible_gambling');
  const [switching, setSwitching] = useState(false);
  const progress = loyaltyProgress(points, groups);
  const name = profile ? displayName(profile) : '';
  const email = profile?.email ?? null;

  const onCurrency = (next: string) => {
    setSwitching(true);
    switchAccount(next)
      .catch(reportErrorLazily)
      .finally(() => setSwitching(false));
  };

  return (
    <>
      <div className={styles.identity}>
        <span className={styles.name}>{name}</span>
        {email && email !== name ? <span className={styles.email}>{email}</span> : null}
      </div>
      <div className={styles.loyalty}>
        <span>{progress.group ? t('loyalty.group', { group: progress.group.name, points }) : t('loyalty.points', { points })}</span>
        <progress
          className={styles.progress}
          max={100}
          value={Math.round(progress.ratio * 100)}
          aria-label={progress.next ? t('loyalty.towards', { group: progress.next.name }) : t('loyalty.top')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={currencyId}>{t('currency')}</label>
        <select id={currencyId} className={styles.select} value={currency} disabled={switching} onChange={(event) => onCurrency(event.target.value)}>
          {accounts.map((account) => (
            <option key={account.currency} value={account.currency}>
              {account.currency}
            </option>
          ))}
        </select>
      </div>
      {narrow && settings ? <div className={styles.settings}>{settings}</div> : null}
      <ul className={styles.links}>
        <li>
          <MenuAction label={t('menu.myBets')} close={close} run={() => {
            setPanelTab('MY_BETS');
            setPanelOpen(true);
          }} />
        </li>
        <li>
          <Link href={STATIC_PATHS.transactions} className={styles.item}>
            {t('withdrawals.menuLink')}
          </Link>
        </li>
        {limitsOffered ? (
          <li>
            <Link href={STATIC_PATHS.limits} className={styles.item}>
              {t('limitsLink')}
            </Link>
          </li>
        ) : null}
        <li>
          <MenuAction label={tAuth('changePassword')} close={close} run={() => openModal('edit_password')} />
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => void signOut()}>
            {tAuth('signOut')}
          </button>
        </li>
      </ul>
    </>
  );
}

/** A menu entry that closes the menu (focus back on its button), then does its work. */
function MenuAction({ label, close, run }: { label: string; close: () => void; run: () => void }) {
  return (
    <button
      type="button"
      className={styles.item}
      onClick={() => {
        close();
        run();
      }}
    >
      {label}
    </button>
  );
}

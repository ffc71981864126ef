'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, type ReactNode } from 'react';
import { MenuButton } from '@/components/ui/menu-button';
import { useAuthStore } from '@/lib/auth/auth-store';
import { openModal, useModalStore } from '@/lib/modals/modal-store';
import { useSiteConfig } from '@/lib/site-config/site-config-store';
import { SettingsIcon } from './settings-icon';
import styles from './account-bar.module.css';

// Balance, deposit and the account menu load only for a signed-in player.
const PlayerBar = lazy(() => import('./player-bar'));

interface AccountBarProps {
  /** The display settings (odds format, language): in the header row from 960 px, in a menu below. */
  settings?: ReactNode;
}

/**
 * Header account area: sign in / sign up for a visitor, the player bar once signed in. While the
 * session is still loading (server render, first moments after hydration) the visitor's buttons
 * are laid out but hidden and inert: they hold the exact space the visitor sees next, in every
 * locale, so the header does not move (no layout shift) when the status arrives. Below 960 px a
 * visitor's display settings are behind a menu button (a player's are in the account menu).
 */
export function AccountBar({ settings }: AccountBarProps) {
  const t = useTranslations('auth');
  const tLayout = useTranslations('Layout');
  const status = useAuthStore((state) => state.status);
  // Embedded in a host page, sign-in and sign-up are offered only when the host listens for them.
  // The site configuration may make either unavailable (spec core §6), live.
  const signInRefused = useModalStore((state) => state.refused.includes('sign_in'));
  const signUpRefused = useModalStore((state) => state.refused.includes('sign_up'));
  const signInAllowed = useSiteConfig((config) => config.isSignInAvailable) && !signInRefused;
  const signUpAllowed = useSiteConfig((config) => config.isSignUpAvailable) && !signUpRefused;
  if (status === 'LOGGED_IN') {
    return (
      <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
        <PlayerBar settings={settings} />
      </Suspense>
    );
  }
  const pending = status !== 'NOT_LOGGED_IN';
  return (
    <div className={styles.bar} data-pending={pending || undefined} aria-hidden={pending || undefined} inert={pending}>
      {signInAllowed ? (
        <button type="button" className={styles.secondary} onClick={() => openModal('sign_in')}>
          {t('signIn')}
        </button>
      ) : null}
      {signUpAllowed ? (
        <button type="button" className={styles.primary} onClick={() => openModal('sign_up')}>
          {t('signUp')}
        </button>
      ) : null}
      {settings ? (
        <MenuButton label={tLayout('settings')} className={styles.narrowOnly} panel={() => settings}>
          <SettingsIcon />
        </MenuButton>
      ) : null}
    </div>
  );
}

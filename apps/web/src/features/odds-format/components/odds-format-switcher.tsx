'use client';

import { ODDS_FORMATS, isOddsFormat } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { useOddsFormatStore } from '@/lib/odds-format/odds-format-store';
import styles from './odds-format-switcher.module.css';

/**
 * Chooses how every price on the site is shown; the choice is kept in local storage and, for a
 * signed-in player, in the player's settings (a 401 there signs out through the session).
 */
export function OddsFormatSwitcher() {
  const t = useTranslations('OddsFormat');
  const id = useId();
  const format = useOddsFormatStore((state) => state.format);
  const setFormat = useOddsFormatStore((state) => state.setFormat);
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        {t('label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={format}
        onChange={(event) => {
          const next = event.target.value;
          if (!isOddsFormat(next)) return;
          setFormat(next);
          if (useAuthStore.getState().status === 'LOGGED_IN') {
            import('@/lib/auth/player-settings')
              .then(({ saveUserSettings }) => saveUserSettings({ odds_type: next }))
              .then((saved) => useAuthStore.getState().setSettings(saved.settings))
              .catch(reportErrorLazily);
          }
        }}
      >
        {ODDS_FORMATS.map((option) => (
          <option key={option} value={option}>
            {t(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

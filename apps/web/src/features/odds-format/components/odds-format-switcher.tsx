'use client';

import { ODDS_FORMATS, isOddsFormat } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useOddsFormatStore } from '@/lib/odds-format/odds-format-store';
import styles from './odds-format-switcher.module.css';

/** Chooses how every price on the site is shown; the choice is kept in local storage. */
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
          if (isOddsFormat(event.target.value)) setFormat(event.target.value);
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

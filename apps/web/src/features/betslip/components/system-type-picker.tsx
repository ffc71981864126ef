'use client';

import { sortSystemTypes, systemLineCount, type SlipBet, type SystemType } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { setSystemType } from '@/lib/betslip/betslip-store';
import styles from './betslip.module.css';

/** The system types offered for the bet's selection count, sorted by totalCount then winCount. */
export function SystemTypePicker({ bet, systemTypes, disabled }: { bet: SlipBet; systemTypes: readonly SystemType[]; disabled: boolean }) {
  const t = useTranslations('Betslip');
  const id = useId();
  const options = sortSystemTypes(systemTypes.filter((type) => type.totalCount === bet.selections.length));
  const value = bet.systemType ? `${bet.systemType.winCount}/${bet.systemType.totalCount}` : '';
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('systemTypeLabel')}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        data-testid="system-type"
        onChange={(event) => {
          const chosen = options.find((type) => `${type.winCount}/${type.totalCount}` === event.target.value);
          if (chosen) setSystemType(chosen);
        }}
      >
        {options.map((type) => (
          <option key={`${type.winCount}/${type.totalCount}`} value={`${type.winCount}/${type.totalCount}`}>
            {t('systemOption', { winCount: type.winCount, totalCount: type.totalCount, lines: systemLineCount(type) })}
          </option>
        ))}
      </select>
    </div>
  );
}

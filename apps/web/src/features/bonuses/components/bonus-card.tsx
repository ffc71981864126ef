'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { BonusSummary } from './bonus-summary';
import styles from './promotions.module.css';

/** One bonus on /promotions: its name, facts and a button to its detail modal. */
export function BonusCard({ bonus, onOpen }: { bonus: BonusDto; onOpen: (bonus: BonusDto) => void }) {
  const t = useTranslations('Promotions');
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="bonus-card" data-bonus-type={bonus.type}>
      <h3 id={headingId} className={styles.cardTitle}>
        {bonus.name}
      </h3>
      <BonusSummary bonus={bonus} />
      <button type="button" className="button" onClick={() => onOpen(bonus)}>
        {t('details')}
      </button>
    </article>
  );
}

'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ActivateBonus } from './activate-bonus';
import { BonusSummary } from './bonus-summary';
import styles from './promotions.module.css';

/** One bonus on /promotions: its name (and "New" until this showing), facts, Activate when it waits for it, and its detail modal. */
export function BonusCard({ bonus, onOpen }: { bonus: BonusDto; onOpen: (bonus: BonusDto) => void }) {
  const t = useTranslations('Promotions');
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="bonus-card" data-bonus-type={bonus.type}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {bonus.name}
        </h3>
        {bonus.issued?.seen === false ? <span className={styles.newTag}>{t('new')}</span> : null}
      </div>
      <BonusSummary bonus={bonus} />
      <div className={styles.actions}>
        <ActivateBonus bonus={bonus} />
        <button type="button" className="button-secondary" onClick={() => onOpen(bonus)} aria-describedby={headingId}>
          {t('details')}
        </button>
      </div>
    </article>
  );
}

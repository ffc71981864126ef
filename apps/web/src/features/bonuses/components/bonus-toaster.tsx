'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMarkBonusesSeen } from '../hooks/use-bonus-seen';
import { BonusDetailModal } from './bonus-detail-modal';
import styles from './promotions.module.css';

/**
 * The bonus toaster card of a new bonus (spec promotions §3 "Bonus toaster cards exist per bonus
 * type. Clicking one closes it and opens the bonus detail modal"): its type's title and the
 * bonus's name; the close button dismisses it. Shown, the bonus is seen (mark-as-seen).
 */
export function BonusToaster({ bonus, onDone }: { bonus: BonusDto; onDone: () => void }) {
  const t = useTranslations('Promotions');
  const [detail, setDetail] = useState(false);
  const markSeen = useMarkBonusesSeen();
  useEffect(() => markSeen([bonus]), [bonus, markSeen]);
  if (detail) return <BonusDetailModal bonus={bonus} onClose={onDone} />;
  return (
    <aside className={styles.toaster} role="status" aria-label={t('toaster.label')} data-testid="bonus-toaster" data-bonus-type={bonus.type}>
      <button type="button" className={styles.toasterOpen} onClick={() => setDetail(true)} data-testid="bonus-toaster-open">
        <strong>{t(`toaster.${bonus.type === 'comboboost' ? 'comboboost' : 'freebet'}`)}</strong>
        <span> {bonus.name}</span>
      </button>
      <button type="button" className="button-secondary" onClick={onDone}>
        {t('toaster.dismiss')}
      </button>
    </aside>
  );
}

'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { fetchBonusTerms } from '../api/bonuses-api';
import { ActivateBonus } from './activate-bonus';
import { BonusSummary } from './bonus-summary';
import styles from './promotions.module.css';

/**
 * The bonus detail modal (spec promotions §2 "Bonus detail modal"): its facts, Activate when it
 * waits for it (the facts then show the activated bonus), and its terms (the operator's text, the conditions).
 */
export function BonusDetailModal({ bonus: shown, onClose }: { bonus: BonusDto; onClose: () => void }) {
  const [bonus, setBonus] = useState(shown);
  const t = useTranslations('Promotions');
  const locale = useLocale();
  const terms = useQuery({ queryKey: ['bonus-terms', bonus.id, bonus.type, locale], queryFn: () => fetchBonusTerms(bonus, locale), staleTime: 60_000 });
  return (
    <Dialog title={bonus.name} onClose={onClose} closeLabel={t('close')}>
      <div className={styles.detail} data-testid="bonus-detail">
        <BonusSummary bonus={bonus} />
        <ActivateBonus bonus={bonus} onActivated={setBonus} />
        <h3 className={styles.termsTitle}>{t('terms')}</h3>
        {terms.isError ? <p role="alert">{t('termsFailed')}</p> : null}
        {terms.data === undefined && !terms.isError ? <p role="status" aria-busy="true" /> : null}
        {terms.data ? (
          <>
            {terms.data.text ? <p className={styles.termsText}>{terms.data.text}</p> : null}
            <ul className={styles.conditions} data-testid="bonus-conditions">
              {terms.data.conditions.map((condition, index) => (
                <li key={`${condition.key}-${index}`}>
                  <span className="muted">{condition.key}</span>: {Array.isArray(condition.value) ? condition.value.join(', ') : String(condition.value)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

'use client';

import type { AmbDto } from '@sportsbook/contracts/models';
import { formatExactMoney } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { betsToGo } from '../lib/hunting-view';
import styles from './hunting.module.css';

/**
 * One free-bet progress (spec promotions §3 "Free-bet progress bonus … amb_ranges"): progress_count
 * of possible_progress_count bets at min_stake, and each range with its free bets, reached or not.
 */
export function AmbCard({ amb }: { amb: AmbDto }) {
  const t = useTranslations('Hunting');
  const statusText = useTranslations('Promotions');
  const locale = useLocale();
  const money = (value: number) => formatExactMoney({ value, currency: amb.currency, subunits: 100 }, locale);
  const titleId = `amb-${amb.id}`;
  const toGo = betsToGo(amb);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="amb-card">
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>{amb.name}</h3>
        <span data-testid="amb-status">{statusText(`status.${amb.computed_status}`)}</span>
      </div>
      <p className="muted">{t('ambTerms', { stake: money(amb.min_stake) })}</p>
      <label className="muted" htmlFor={`${titleId}-meter`}>{t('ambMeter')}</label>
      <progress id={`${titleId}-meter`} className={styles.meter} value={amb.progress_count} max={Math.max(1, amb.possible_progress_count)} />
      <p aria-live="polite" data-testid="amb-progress">{t('ambProgress', { count: amb.progress_count, of: amb.possible_progress_count })}</p>
      {toGo > 0 ? <p className="muted">{t('ambToGo', { count: toGo })}</p> : null}
      <ul className={styles.ranges} aria-label={t('ambRanges')}>
        {amb.amb_ranges.map((range) => (
          <li key={range.number_of_bets} className={range.reached ? styles.reached : undefined} data-testid="amb-range">
            {t('ambRange', { bets: range.number_of_bets, count: range.number_of_freebets, amount: money(range.issued_bonus_amount) })}
            {' '}
            {range.reached ? t('ambReached') : null}
          </li>
        ))}
      </ul>
    </article>
  );
}

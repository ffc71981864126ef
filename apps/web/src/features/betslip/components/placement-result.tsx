'use client';

import { formatExactMoney, formatOdds, systemLineCount } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { reset } from '@/lib/betslip/betslip-store';
import { usePlacedBetsStore } from '@/lib/betslip/placement';
import { setPanelOpen } from '@/lib/betslip/selected-store';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import styles from './betslip.module.css';

/** SUCCESS: the placed bets (reference, stake, odds) and "continue" (spec core §4 "Placement flow"). */
export function PlacementResult() {
  const t = useTranslations('Betslip');
  const locale = useLocale();
  const format = useOddsFormat();
  const placed = usePlacedBetsStore((state) => state.placed);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.result} data-testid="slip-success">
      <h3 ref={headingRef} tabIndex={-1} className={styles.resultTitle} role="status">
        {t('successTitle')}
      </h3>
      <ul className={styles.placed}>
        {placed.map((bet) => (
          <li key={bet.id} data-testid="placed-bet">
            <p>{t('successRef', { ref: bet.ref })}</p>
            <p>{t('successStake', { amount: formatExactMoney({ value: bet.stake, currency: bet.currency, subunits: bet.subunits }, locale) })}</p>
            {/* A system bet has lines, not one price (issue 18 point 8). */}
            {bet.system ? (
              <p>{t('successSystem', { wins: bet.system.winCount, total: bet.system.totalCount, lines: systemLineCount(bet.system) })}</p>
            ) : (
              <p dir="auto">{t('successOdds', { odds: formatOdds(bet.odds, format) })}</p>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.place}
        onClick={() => {
          reset();
          setPanelOpen(false);
        }}
      >
        {t('continue')}
      </button>
    </div>
  );
}

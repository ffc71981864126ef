'use client';

import type { PlacedBet } from '@sportsbook/contracts/models';
import { formatExactMoney, formatOdds, oddsToThousandths, systemLines } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import styles from './my-bets.module.css';

/**
 * A system bet's lines (issue 18 point 8): each combination of its selections with its price and,
 * once known, its result and return, staked with the bet's stake per line (domain systemLines).
 */
export function SystemLines({ bet, system }: { bet: PlacedBet; system: NonNullable<PlacedBet['system']> }) {
  const t = useTranslations('MyBets');
  const locale = useLocale();
  const oddsFormat = useOddsFormat();
  const legs = bet.selections.map((selection) => ({ odds: oddsToThousandths(selection.odds), result: selection.status }));
  const lines = systemLines(bet.stake, system.winCount, legs);
  const legName = (selection: PlacedBet['selections'][number] | undefined) =>
    selection ? t('lineLeg', { outcome: selection.outcomeName, match: `${selection.match.nameA} – ${selection.match.nameB}` }) : '';
  const money = (value: number) => formatExactMoney({ value, currency: bet.currency, subunits: bet.subunits }, locale);
  return (
    <ol className={styles.lines} aria-label={t('linesOf', { ref: bet.ref })} data-testid="system-lines">
      {lines.map((line, index) => (
        <li key={line.legs.join('-')} className={styles.line} data-testid="system-line">
          <span className={styles.lineName}>
            {t('line', { number: index + 1 })}: {line.legs.map((leg) => legName(bet.selections[leg])).join(' + ')}
          </span>{' '}
          <span className={styles.odds} dir="ltr" data-testid="system-line-odds">
            {formatOdds(line.oddsThousandths / 1000, oddsFormat)}
          </span>{' '}
          <span className={styles.selectionStatus} data-testid="system-line-result">
            {line.result === 'open' ? t('selectionStatus.open') : t(`result.${line.result}`)}
            {line.winAmount !== null && line.winAmount > 0 ? ` · ${t('lineReturn', { amount: money(line.winAmount) })}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

'use client';

import type { PlacedBet } from '@sportsbook/contracts/models';
import { formatExactMoney, formatOdds, oddsToThousandths, systemLines } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import styles from './my-bets.module.css';

/** Lines shown at first and added by each "Show more" (a 4/8 system has 70). */
export const LINES_PAGE = 10;

/**
 * A system bet's lines (issue 18 point 8): each combination of its selections with its price and,
 * once known, its result and return, staked with the bet's stake per line (domain systemLines).
 * A big system shows its first LINES_PAGE lines and a "Show more" button that adds as many again
 * and moves focus to the first line it added (so a keyboard or screen-reader user lands on it);
 * once all are shown, "Show fewer" collapses them back and keeps focus on itself.
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
  const [shown, setShown] = useState(LINES_PAGE);
  const listId = useId();
  const focusAdded = useRef(false);
  const visible = lines.slice(0, shown);
  const left = lines.length - visible.length;
  const showMore = () => {
    focusAdded.current = true;
    setShown((count) => count + LINES_PAGE);
  };
  const addedRef = (index: number) => (node: HTMLLIElement | null) => {
    if (index !== shown - LINES_PAGE || node === null) return;
    if (focusAdded.current) {
      focusAdded.current = false;
      node.focus();
    }
  };
  return (
    <div className={styles.linesBlock}>
      <ol id={listId} className={styles.lines} aria-label={t('linesOf', { ref: bet.ref })} data-testid="system-lines">
        {visible.map((line, index) => (
          <li key={line.legs.join('-')} ref={addedRef(index)} tabIndex={-1} className={styles.line} data-testid="system-line">
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
      {left > 0 ? (
        <button type="button" className={styles.moreLines} aria-controls={listId} onClick={showMore} data-testid="system-lines-more">
          {t('moreLines', { count: Math.min(LINES_PAGE, left), shown: visible.length, total: lines.length })}
        </button>
      ) : lines.length > LINES_PAGE ? (
        <button type="button" className={styles.moreLines} aria-controls={listId} onClick={() => setShown(LINES_PAGE)} data-testid="system-lines-fewer">
          {t('fewerLines', { count: LINES_PAGE, total: lines.length })}
        </button>
      ) : null}
    </div>
  );
}

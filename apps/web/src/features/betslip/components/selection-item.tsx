'use client';

import { formatOdds, selectionLabelId, type SelectionRestriction, type SlipSelection } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import { useMessageText } from '../lib/use-message-text';
import styles from './betslip.module.css';

interface SelectionItemProps {
  selection: SlipSelection;
  /** Per-selection placement message (ERROR), already a key or a text. */
  message?: string | undefined;
  /** The combination rules this selection breaks (issue 18 point 7): marked and named. */
  conflicts?: readonly SelectionRestriction[] | undefined;
  disabled: boolean;
  onRemove: (selectionId: string) => void;
}

/** One selection: match, market, outcome, price (and the accepted one when it moved), labels, remove. */
export function SelectionItem({ selection, message, conflicts = [], disabled, onRemove }: SelectionItemProps) {
  const t = useTranslations('Betslip');
  const text = useMessageText();
  const format = useOddsFormat();
  const labelId = selectionLabelId(selection);
  const blocked = selection.isSuspended || selection.isNotAvailable;
  const matchName = selection.nameB ? t('match', { home: selection.nameA, away: selection.nameB }) : selection.nameA;
  return (
    <li className={styles.selection} data-testid="slip-selection" data-blocked={blocked} data-changed={selection.isChanged} data-conflict={conflicts.length > 0}>
      <div className={styles.selectionMain}>
        <p className={styles.outcome}>{selection.outcomeName}</p>
        <p className={styles.market}>{selection.marketName}</p>
        <p className={styles.matchName}>{matchName}</p>
        {labelId ? (
          <p className={styles.label} data-testid="selection-label">
            {text(labelId)}
          </p>
        ) : null}
        {conflicts.length > 0 ? (
          <p className={styles.conflictMark} data-testid="selection-conflict-mark">
            <span aria-hidden="true">⚠ </span>
            {t('conflicts.mark', { rules: conflicts.map((rule) => t(`conflicts.short.${rule}`)).join(' · ') })}
          </p>
        ) : null}
        {message ? (
          <p className={styles.selectionError} role="alert">
            {text(message)}
          </p>
        ) : null}
      </div>
      <div className={styles.selectionSide}>
        <span className="visually-hidden">{t('odds', { odds: formatOdds(selection.odds, format) })}</span>
        <span className={styles.price} dir="ltr" data-testid="selection-odds" aria-hidden="true">
          {formatOdds(selection.odds, format)}
        </span>
        {selection.isChanged && selection.acceptedOdds !== selection.odds ? (
          <span className={styles.wasPrice} dir="ltr">
            {t('oddsWas', { odds: formatOdds(selection.acceptedOdds, format) })}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.remove}
          onClick={() => onRemove(selection.id)}
          disabled={disabled}
          aria-label={t('remove', { outcome: `${selection.outcomeName}, ${matchName}` })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}

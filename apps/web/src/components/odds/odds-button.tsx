'use client';

import { formatOdds } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { requestSelectOutcome } from '@/lib/betslip/outcome-click';
import { useIsSelected } from '@/lib/betslip/selected-store';
import { selectionIdOf } from '@/lib/betslip/selection-id';
import type { OutcomeRef } from '@/lib/betslip/selection-model';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import styles from './odds-button.module.css';
import { useOddsMovement } from './use-odds-movement';

interface OddsButtonProps {
  outcomeName: string;
  odds: number;
  /** Market suspended or outcome inactive: shown, but not selectable. */
  suspended: boolean;
  /** The match's provider is inactive (or no provider is): not selectable (spec promotions §4). */
  unavailable?: boolean;
  /**
   * Where the outcome name shows inside the button: always (match page), only on wide screens
   * (listing rows: on narrow ones the column header names the outcomes) or never. The
   * accessible name always carries it.
   */
  nameVisibility?: 'always' | 'wide' | 'never';
  /**
   * The outcome with its match and market: pressing the button toggles it on the bet slip
   * (lib/betslip, loaded on the first press). Without it the button is never pressed.
   */
  selection?: OutcomeRef | undefined;
  /**
   * The name above the price, both centred (a narrow cell: three to a row, a score grid) rather
   * than the name at the start and the price at the end. Either way a shown name wraps, never cut.
   */
  stacked?: boolean;
}

/**
 * An outcome's price in the selected odds format: a toggle button, pressed while the outcome is
 * on the bet slip (spec core §4 "Selecting an outcome").
 */
export function OddsButton({ outcomeName, odds, suspended, unavailable = false, nameVisibility = 'always', selection, stacked = false }: OddsButtonProps) {
  const t = useTranslations('Odds');
  const tLive = useTranslations('realtime');
  const format = useOddsFormat();
  const price = formatOdds(odds, format);
  const move = useOddsMovement(odds);
  const locked = suspended || unavailable;
  const locale = useLocale();
  const selectionId = selection
    ? selectionIdOf({ matchId: selection.match.matchId, marketId: selection.market.marketId, specifier: selection.market.specifier, outcomeId: selection.outcome.outcomeId })
    : '';
  const pressed = useIsSelected(selectionId);
  // A moved price says which way in its accessible name; the arrow and the flash are visual only.
  const label = unavailable
    ? tLive('unavailableOutcome', { outcome: outcomeName })
    : suspended
      ? t('suspendedOutcome', { outcome: outcomeName })
      : move
        ? tLive(move === 'up' ? 'oddsUp' : 'oddsDown', { label: t('outcome', { outcome: outcomeName, odds: price }) })
        : t('outcome', { outcome: outcomeName, odds: price });
  return (
    <button
      type="button"
      className={styles.button}
      data-name={nameVisibility}
      data-stacked={stacked || undefined}
      data-move={locked ? undefined : (move ?? undefined)}
      aria-pressed={selection ? pressed : false}
      disabled={locked}
      onClick={selection ? () => void requestSelectOutcome(selection, locale).catch(reportErrorLazily) : undefined}
      aria-label={label}
      data-odds-format={format}
      data-odds={odds}
    >
      {nameVisibility === 'never' ? null : (
        <span className={styles.name} aria-hidden="true">
          {outcomeName}
        </span>
      )}
      {/* A space between name and price (not laid out in the flex row): the text reads "X 2.50", as the accessible name does. */}
      {' '}
      <span className={styles.price} dir="ltr">
        {locked ? (
          <LockIcon />
        ) : (
          <>
            {move ? (
              <svg className={styles.arrow} width="8" height="8" viewBox="0 0 8 8" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={move === 'up' ? 'M4 1l4 6H0z' : 'M4 7L0 1h8z'} />
              </svg>
            ) : null}
            {price}
          </>
        )}
      </span>
    </button>
  );
}

function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M6 10V8a6 6 0 1 1 12 0v2h1v12H5V10h1zm2 0h8V8a4 4 0 0 0-8 0v2z" />
    </svg>
  );
}

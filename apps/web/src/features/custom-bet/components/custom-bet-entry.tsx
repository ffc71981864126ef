'use client';

import type { Match } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { openCustomBetBuilder } from '@/lib/betslip/custom-bet-request';
import { selectionMatchOf } from '@/lib/betslip/selection-model';
import styles from './custom-bet-entry.module.css';

/**
 * The "Bet builder" entry of a match page (shown when the site enables custom bets). The modal
 * itself is the app-wide `CustomBetHost` (mounted with the ticket panel), which also opens it
 * when the player selects an outcome on any page while the first slip bet is custom (spec core §2).
 */
export function CustomBetEntry({ match }: { match: Match }) {
  const t = useTranslations('CustomBet');
  return (
    <button type="button" className={styles.entry} aria-haspopup="dialog" onClick={() => openCustomBetBuilder(selectionMatchOf(match))}>
      {t('open')}
    </button>
  );
}

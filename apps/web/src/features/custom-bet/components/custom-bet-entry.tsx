'use client';

import type { Match } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './custom-bet.module.css';

// The builder (API calls, slip store, dialog) loads on first use.
const CustomBetModal = lazy(() => import('./custom-bet-modal'));

interface OpenState {
  initialSelectionIds: string[];
}

/**
 * The "Bet builder" entry of a match page (shown when the site enables custom bets). It also
 * opens the builder when the slip asks for it (spec core §2: the first slip bet is a custom bet
 * and the player selects an outcome of this match), starting from the slip's custom bet.
 */
export function CustomBetEntry({ match }: { match: Match }) {
  const t = useTranslations('CustomBet');
  const [open, setOpen] = useState<OpenState | null>(null);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/betslip/betslip-store').then(({ onCustomBetModalRequested, useBetslipStore }) => {
      if (cancelled) return;
      stop = onCustomBetModalRequested((selection) => {
        if (selection.matchId !== match.matchId) return;
        const custom = useBetslipStore.getState().ticket.bets[0];
        const ids = custom && custom.selections[0]?.matchId === match.matchId ? custom.selections.map((item) => item.id) : [];
        setOpen({ initialSelectionIds: ids.includes(selection.id) ? ids : [...ids, selection.id] });
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [match.matchId]);

  return (
    <>
      <button type="button" className={styles.entry} aria-haspopup="dialog" onClick={() => setOpen({ initialSelectionIds: [] })}>
        {t('open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CustomBetModal match={match} initialSelectionIds={open.initialSelectionIds} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

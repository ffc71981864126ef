'use client';

import { BET_TYPE } from '@sportsbook/domain';
import { activeBetCurrency, restoreBets, useBetslipStore } from '@/lib/betslip/betslip-store';
import { setPanelOpen, setPanelTab } from '@/lib/betslip/selected-store';
import { startBetslip } from '@/lib/betslip/slip-entry';
import { calculateCustomOdds, fetchExchangeRates, fetchSharedBets } from '../api/share-code-api';
import { restoreBetcode, type RestoreOutcome } from './restore-betcode';

function setRestoring(isRestoring: boolean): void {
  useBetslipStore.setState((state) => ({ ticket: { ...state.ticket, isRestoring } }));
}

/**
 * Loaded on demand when the address carries a betcode: restores the shared bets into the slip
 * (its stored state read first, so the restore is not overwritten) and opens the panel on the slip.
 */
export function runBetcodeRestore(code: string, locale: string): Promise<RestoreOutcome> {
  startBetslip();
  return restoreBetcode(code, {
    fetchShared: (shared) => fetchSharedBets(shared, locale),
    customOdds: async (bet) => {
      if (bet.type !== BET_TYPE.customBet) return null;
      const selections = bet.selections.map((s) => ({ match_id: s.match_id, market_id: s.market_id, specifier: s.specifier, outcome_id: s.outcome_id }));
      const result = await calculateCustomOdds(selections, locale);
      return result.refusals.length === 0 ? result.odds : null;
    },
    activeCurrency: activeBetCurrency,
    exchangeRates: () => fetchExchangeRates(locale),
    setRestoring,
    restore: (bets, rates) => {
      restoreBets(bets, rates);
      setPanelTab('BET_SLIP');
      setPanelOpen(true);
    },
  });
}

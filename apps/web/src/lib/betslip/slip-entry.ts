'use client';

import type { OutcomeSelectionKind } from '@sportsbook/domain';
import { hydrateBetslip, selectOutcome } from './betslip-store';
import { startMarketSync } from './market-sync';
import { hydrateQuickBet, quickBetDispatch, runQuickBetOn, useQuickBetStore } from './quick-bet-store';
import { toSlipSelection, type OutcomeRef } from './selection-model';

let started = false;

/** Starts the full slip once on the client: stored slip and quick bet, feed sync. */
export function startBetslip(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  hydrateBetslip();
  hydrateQuickBet();
  startMarketSync();
}

/**
 * What an odds button does (lazily imported by `outcome-click.ts`): builds the selection from
 * the catalogue models and runs `selectOutcome` with the quick-bet branch wired in.
 */
export function selectOutcomeRef(ref: OutcomeRef, locale: string): OutcomeSelectionKind {
  startBetslip();
  const selection = toSlipSelection(ref);
  return selectOutcome(selection, {
    quickBet: {
      enabled: useQuickBetStore.getState().quickBet.isEnabled,
      run: (chosen) => void runQuickBetOn(chosen, locale),
      turnOff: () => quickBetDispatch({ type: 'toggled' }),
    },
  });
}

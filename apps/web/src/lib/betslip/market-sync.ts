'use client';

import { PROVIDERS, type MarketUpdate, type Provider } from '@sportsbook/domain';
import type { MarketDto } from '@sportsbook/contracts/models';
import type { PublicEvent } from '@/lib/live/events';
import { isSelectionAvailable, type ProviderStatus } from '@/lib/live/provider-status';
import { useProviderStatusStore } from '@/lib/live/provider-status-store';
import { onPublicEvent } from '@/lib/realtime/public-events';
import { dispatch, useBetslipStore } from './betslip-store';
import { oddsAcceptMode } from './placement';

/** A markets_changed market as the domain's MarketUpdate. */
export function toMarketUpdate(matchId: number, market: MarketDto): MarketUpdate {
  return {
    matchId,
    marketId: market.id,
    specifier: market.specifier,
    status: market.status,
    outcomes: market.outcomes.map((outcome) => ({ outcomeId: outcome.id, active: outcome.active, odds: outcome.odds })),
  };
}

/** Which providers are active, for the domain's providerStatusesChanged (unknown counts as active, as lib/live says). */
export function activeByProvider(statuses: readonly ProviderStatus[] | null): Record<Provider, boolean> {
  return Object.fromEntries(PROVIDERS.map((provider) => [provider, isSelectionAvailable(statuses, provider)])) as Record<Provider, boolean>;
}

/** Applies one public/match-channel publication to the slip (markets of matches on it only). */
export function applyEventToSlip(event: PublicEvent): void {
  if (event.event_name !== 'markets_changed') return;
  const { match_id: matchId, markets } = event.message;
  const onSlip = useBetslipStore.getState().ticket.bets.some((bet) => bet.selections.some((selection) => selection.matchId === matchId));
  if (!onSlip) return;
  const mode = oddsAcceptMode();
  for (const market of markets) dispatch({ type: 'marketUpdated', market: toMarketUpdate(matchId, market), oddsAcceptMode: mode });
}

/**
 * Keeps the slip in step with the feed: markets_changed (public and match channels) → the
 * domain's marketUpdated; provider statuses (settings, provider_status_changed) →
 * providerStatusesChanged. Returns the stop function.
 */
export function startMarketSync(): () => void {
  const stopEvents = onPublicEvent(applyEventToSlip);
  const applyStatuses = (statuses: readonly ProviderStatus[] | null) => {
    if (useBetslipStore.getState().ticket.bets.length === 0) return;
    dispatch({ type: 'providerStatusesChanged', activeByProvider: activeByProvider(statuses) });
  };
  applyStatuses(useProviderStatusStore.getState().statuses);
  const stopStatuses = useProviderStatusStore.subscribe((state, previous) => {
    if (state.statuses !== previous.statuses) applyStatuses(state.statuses);
  });
  return () => {
    stopEvents();
    stopStatuses();
  };
}

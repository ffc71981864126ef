'use client';

import { toPlacedBet, type PlacedBet } from '@sportsbook/contracts/models';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeAuthUserId } from '@/lib/auth/use-auth-user-id';
import { onUserEvent } from '@/lib/realtime/user-events';
import { fetchBets } from '../api/bets-api';
import { applyBetEvent, myBetsKeys } from '../lib/bet-events';
import type { BetListFilters } from '../lib/bet-list';

/** The signed-in player's bets under `filters` (GET /sportsbook/v3/bets), kept live by the private channel. */
export function useMyBets(userId: number | null, locale: string, filters: BetListFilters) {
  return useQuery<PlacedBet[]>({
    queryKey: myBetsKeys.list(userId ?? 0, locale, filters),
    queryFn: async () => (await fetchBets(filters, locale)).map(toPlacedBet),
    enabled: userId !== null,
    // While the panel is closed nothing merges the private events: reopening refetches.
    staleTime: 0,
  });
}

/**
 * Applies bet_changed / bet_cashout_changed to the cached lists while mounted; signing out (or in
 * as someone else) drops the cached lists (spec promotions §4 "Logging out clears cached lists").
 */
export function useBetEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopEvents = onUserEvent((event) => applyBetEvent(queryClient, event));
    const stopUser = subscribeAuthUserId(() => queryClient.removeQueries({ queryKey: myBetsKeys.root }));
    return () => {
      stopEvents();
      stopUser();
    };
  }, [queryClient]);
}

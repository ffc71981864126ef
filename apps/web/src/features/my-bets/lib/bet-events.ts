import type { BetDto, PlacedBet } from '@sportsbook/contracts/models';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { UserEvent } from '@/lib/live/events';
import { applyCashoutChanged, BET_LIST_FILTERS, BET_RESULT_FILTERS, mergeBetChanged, type BetListFilters } from './bet-list';

/** Query keys of the player's bet lists: ['my-bets', userId, locale, status, result]. */
export const myBetsKeys = {
  root: ['my-bets'] as const,
  list: (userId: number, locale: string, filters: BetListFilters) => ['my-bets', userId, locale, filters.status, filters.result] as const,
};

function filtersOfKey(key: QueryKey): BetListFilters | null {
  const [, , , status, result] = key;
  const knownStatus = BET_LIST_FILTERS.find((item) => item === status);
  const knownResult = BET_RESULT_FILTERS.find((item) => item === result);
  return knownStatus && knownResult ? { status: knownStatus, result: knownResult } : null;
}

function isBetDto(value: unknown): value is BetDto {
  if (typeof value !== 'object' || value === null) return false;
  const bet = value as Record<string, unknown>;
  return typeof bet.id === 'string' && typeof bet.status === 'string' && typeof bet.stake === 'object' && Array.isArray(bet.selections);
}

/** A changed bet (bet_changed, a cashout answer) merged into every cached list of the player. */
export function mergeBetIntoCache(queryClient: QueryClient, bet: BetDto): void {
  for (const [key, list] of queryClient.getQueriesData<PlacedBet[]>({ queryKey: myBetsKeys.root })) {
    const filters = filtersOfKey(key);
    if (!list || !filters) continue;
    const next = mergeBetChanged(list, bet, filters);
    if (next !== list) queryClient.setQueryData(key, next);
  }
}

/**
 * Private channel events of the bet lists (spec promotions §4 "Realtime connection"):
 * `bet_changed {bet}` merges the bet (a rejected VIP bet leaves), `bet_cashout_changed
 * {bet_id, to_cashout}` moves the offer. Anything else, or a malformed message, is ignored.
 */
export function applyBetEvent(queryClient: QueryClient, event: UserEvent): void {
  if (event.event_name === 'bet_changed') {
    if (isBetDto(event.message.bet)) mergeBetIntoCache(queryClient, event.message.bet);
    return;
  }
  if (event.event_name === 'bet_cashout_changed') {
    const { bet_id: betId, to_cashout: toCashout } = event.message;
    if (typeof betId !== 'string') return;
    if (toCashout !== null && (typeof toCashout !== 'number' || !Number.isInteger(toCashout))) return;
    for (const [key, list] of queryClient.getQueriesData<PlacedBet[]>({ queryKey: myBetsKeys.root })) {
      if (!list) continue;
      const next = applyCashoutChanged(list, betId, toCashout);
      if (next !== list) queryClient.setQueryData(key, next);
    }
  }
}

import { isOpenBet, toPlacedBet, type BetDto, type PlacedBet } from '@sportsbook/contracts/models';
import { betBonusSummary } from './bet-bonus';

/** spec core §3 "Bet list filters: all, open, settled. Result filters: all, win, lose, refund." */
export const BET_LIST_FILTERS = ['all', 'open', 'settled'] as const;
export type BetListFilter = (typeof BET_LIST_FILTERS)[number];
export const BET_RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const;
export type BetResultFilter = (typeof BET_RESULT_FILTERS)[number];

export interface BetListFilters {
  status: BetListFilter;
  result: BetResultFilter;
}

/**
 * Which results a result filter keeps (not shown in the spec: half results count on the side
 * of their other half, a cancelled bet counts as a refund).
 */
const RESULTS_OF: Record<Exclude<BetResultFilter, 'all'>, readonly PlacedBet['result'][]> = {
  win: ['win_entire', 'refund_half_win_other', 'cashed_out'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
};

/** True when `bet` belongs in the list shown under `filters`. */
export function matchesFilters(bet: PlacedBet, filters: BetListFilters): boolean {
  const open = isOpenBet(bet);
  if (filters.status === 'open' && !open) return false;
  if (filters.status === 'settled' && open) return false;
  if (filters.result === 'all') return true;
  return !open && RESULTS_OF[filters.result].includes(bet.result);
}

/** spec promotions §4 "Bet updates": a VIP bet that becomes rejected is removed from the list. */
export function leavesList(bet: PlacedBet): boolean {
  return bet.isVip && bet.status === 'rejected';
}

/** Newest first. */
function byCreatedDesc(a: PlacedBet, b: PlacedBet): number {
  return b.createdAt.localeCompare(a.createdAt);
}

/**
 * A `bet_changed` update applied to one cached list (spec promotions §4): a rejected VIP bet
 * leaves, a known bet takes the new data (its selections merged by id), a bet that no longer
 * fits the filter leaves, a new one that fits joins in creation order. Returns the same array
 * when nothing changed.
 */
export function mergeBetChanged(list: readonly PlacedBet[], changed: BetDto, filters: BetListFilters): PlacedBet[] {
  const next = toPlacedBet(changed);
  const index = list.findIndex((bet) => bet.id === next.id);
  if (leavesList(next) || !matchesFilters(next, filters)) {
    return index === -1 ? (list as PlacedBet[]) : list.filter((bet) => bet.id !== next.id);
  }
  if (index === -1) return [...list, next].sort(byCreatedDesc);
  const previous = list[index]!;
  const selections = next.selections.map((selection) => {
    const old = previous.selections.find((item) => item.id === selection.id);
    return old ? { ...old, ...selection, match: { ...old.match, ...selection.match } } : selection;
  });
  const merged: PlacedBet = { ...previous, ...next, selections };
  return list.map((bet, position) => (position === index ? merged : bet));
}

/** A `bet_cashout_changed` update: the bet's current offer (null: not offered now). */
export function applyCashoutChanged(list: readonly PlacedBet[], betId: string, toCashout: number | null): PlacedBet[] {
  const index = list.findIndex((bet) => bet.id === betId);
  if (index === -1 || list[index]!.toCashout === toCashout) return list as PlacedBet[];
  return list.map((bet, position) => (position === index ? { ...bet, toCashout } : bet));
}

/** The odds shown for a bet: boosted when a combo boost boosted it (its marker's odds are the multiplier). */
export function shownOdds(bet: PlacedBet): number {
  const summary = betBonusSummary(bet);
  return summary?.type === 'comboboost' ? summary.boostedOdds : bet.odds;
}

/**
 * Which settled bets earn hunting points and how many (spec promotions-and-live §3 "Hunting …
 * farm_once_per_event"; issue 23 "qualifying bets … earn points when they settle"; docs/promotions.md
 * "Hunting"). Decided where the spec is silent, as books do:
 * - a free bet's stake (bonus money) earns nothing: it was not the player's money;
 * - a bet voided whole (canceled, refund_entire) earns nothing: nothing was at risk; a win, a loss
 *   and a half result earn on the whole stake;
 * - a bet counts when it was placed inside the window (after the player's activation, and from
 *   the campaign's start, to the campaign's end);
 * - with `farmOncePerEvent`, a bet any selection of which is on an event the player already
 *   farmed earns nothing, and a bet that earns marks every event it holds as farmed.
 */
import { meetsEventConditions } from '../bonuses/event-conditions';
import type { SelectionEvent } from '../bonuses/bonus-terms';
import type { SettledBetResult } from '../settlement/bet-settlement';
import type { HuntingTerms } from './hunting-terms';

/** A bet as the promotions that count it see it (hunting, amb progress). */
export interface PromotionBet {
  id: number;
  currency: string;
  stake: number;
  oddsThousandths: number;
  /** Staked with bonus money (a free bet). */
  freeStake: boolean;
  /** Epoch milliseconds of the placement. */
  placedAt: number;
  /** Where each selection sits in the catalogue. */
  events: readonly SelectionEvent[];
}

/** Placed from `from` (inclusive) to `to` (exclusive; null: open-ended), epoch milliseconds, and after bet `afterBetId` (ids rise with placement). */
export interface CountingWindow {
  from: number;
  to: number | null;
  /** Only bets with a higher id count (a hunting: the last bet id when the player activated it). */
  afterBetId?: number;
}

/** Nothing was at risk: the whole stake came back as a void. */
export function isVoidResult(result: SettledBetResult): boolean {
  return result === 'canceled' || result === 'refund_entire';
}

export function placedWithin(bet: Pick<PromotionBet, 'id' | 'placedAt'>, window: CountingWindow): boolean {
  return bet.placedAt >= window.from && (window.to === null || bet.placedAt < window.to) && bet.id > (window.afterBetId ?? 0);
}

/** The bet meets the campaign's stake, odds and event conditions (its result aside). */
export function meetsHuntingTerms(bet: PromotionBet, terms: HuntingTerms, window: CountingWindow): boolean {
  return !bet.freeStake && bet.currency === terms.currency && bet.stake >= terms.minStake
    && (terms.minOddsThousandths === null || bet.oddsThousandths >= terms.minOddsThousandths)
    && (terms.maxOddsThousandths === null || bet.oddsThousandths <= terms.maxOddsThousandths)
    && placedWithin(bet, window)
    && meetsEventConditions(terms.eventConditions, bet.events);
}

/** The points a qualifying stake earns: one for every `stakePerPoint` minor units, floored. */
export function huntingPoints(stake: number, stakePerPoint: number): number {
  return Math.floor(stake / stakePerPoint);
}

export interface HuntingFarm {
  betId: number;
  stake: number;
  points: number;
  /** The events the bet farmed (marked when farm_once_per_event). */
  eventIds: number[];
}

/**
 * The farms of settled bets, in the order given (settlement order, then bet id): each qualifying,
 * not void, and (farm_once_per_event) on no event farmed before — by an earlier farm of the player
 * or an earlier bet of this list. Answers the farms and the farmed events after them.
 */
export function farmSettledBets(
  bets: readonly (PromotionBet & { result: SettledBetResult })[],
  terms: HuntingTerms,
  window: CountingWindow,
  farmedEventIds: ReadonlySet<number>,
): { farms: HuntingFarm[]; farmedEventIds: Set<number> } {
  const farmed = new Set(farmedEventIds);
  const farms: HuntingFarm[] = [];
  for (const bet of bets) {
    if (isVoidResult(bet.result) || !meetsHuntingTerms(bet, terms, window)) continue;
    const eventIds = [...new Set(bet.events.map((event) => event.eventId))];
    if (terms.farmOncePerEvent && eventIds.some((id) => farmed.has(id))) continue;
    if (terms.farmOncePerEvent) eventIds.forEach((id) => farmed.add(id));
    farms.push({ betId: bet.id, stake: bet.stake, points: huntingPoints(bet.stake, terms.stakePerPoint), eventIds });
  }
  return { farms, farmedEventIds: farmed };
}

/**
 * The points the player's open bets would earn when they settle (farming_stats.potential_points):
 * the qualifying ones, with farm_once_per_event applied against the events farmed and each other,
 * as if none were void.
 */
export function potentialHuntingPoints(openBets: readonly PromotionBet[], terms: HuntingTerms, window: CountingWindow, farmedEventIds: ReadonlySet<number>): number {
  const { farms } = farmSettledBets(openBets.map((bet) => ({ ...bet, result: 'win_entire' as const })), terms, window, farmedEventIds);
  return farms.reduce((total, farm) => total + farm.points, 0);
}

/**
 * Free-bet progress, "amb" (spec promotions-and-live §3 "Free-bet progress bonus: name, type,
 * progress_count, possible_progress_count, min_stake, issue_to, stake currency; amb_ranges, each with
 * number_of_bets, number_of_freebets, issued_bonus_amount, currency"; docs/promotions.md "Free-bet
 * progress"). Every qualifying settled bet moves the player's progress by one; each range is
 * reached when the progress gets to its number_of_bets and then issues its free bets once.
 */
import type { EventCondition } from '../bonuses/bonus-terms';
import { meetsEventConditions } from '../bonuses/event-conditions';
import { ODDS_SCALE } from '../odds/odds-thousandths';
import type { SettledBetResult } from '../settlement/bet-settlement';
import type { HuntingProblem } from './hunting-terms';
import { isVoidResult, placedWithin, type CountingWindow, type PromotionBet } from './hunting-points';

export interface AmbRange {
  numberOfBets: number;
  numberOfFreebets: number;
  /** Each free bet's amount, minor units of the campaign's currency. */
  issuedBonusAmount: number;
}

export interface AmbTerms {
  currency: string;
  minStake: number;
  minOddsThousandths: number | null;
  eventConditions: readonly EventCondition[];
  /** Ascending by numberOfBets. */
  ranges: readonly AmbRange[];
}

/** The most bets a progress counts: the last range's. */
export const MAX_AMB_BETS = 10_000;

/** What makes an amb campaign inconsistent (400 naming the field). */
export function ambTermsProblem(terms: AmbTerms): HuntingProblem | null {
  if (!Number.isInteger(terms.minStake) || terms.minStake < 1) return { field: 'min_stake', message: 'min_stake is at least 1 minor unit' };
  if (terms.minOddsThousandths !== null && terms.minOddsThousandths <= ODDS_SCALE) return { field: 'min_odds', message: 'min_odds must be above 1.000' };
  if (terms.ranges.length === 0) return { field: 'amb_ranges', message: 'at least one range is needed' };
  let previous = 0;
  for (const [index, range] of terms.ranges.entries()) {
    if (!Number.isInteger(range.numberOfBets) || range.numberOfBets <= previous || range.numberOfBets > MAX_AMB_BETS) {
      return { field: `amb_ranges.${index}.number_of_bets`, message: `number_of_bets rises from range to range, up to ${MAX_AMB_BETS}` };
    }
    if (!Number.isInteger(range.numberOfFreebets) || range.numberOfFreebets < 1 || range.numberOfFreebets > 100) return { field: `amb_ranges.${index}.number_of_freebets`, message: 'number_of_freebets is from 1 to 100' };
    if (!Number.isInteger(range.issuedBonusAmount) || range.issuedBonusAmount < 1) return { field: `amb_ranges.${index}.issued_bonus_amount`, message: 'issued_bonus_amount is at least 1 minor unit' };
    previous = range.numberOfBets;
  }
  return null;
}

/** possible_progress_count: the bets the last range needs. */
export function possibleProgressCount(ranges: readonly AmbRange[]): number {
  return ranges.at(-1)?.numberOfBets ?? 0;
}

/** A settled bet moves the progress: cash stake in the currency, at least min_stake and min_odds, not void, inside the window, on the events. */
export function countsForAmb(bet: PromotionBet & { result: SettledBetResult }, terms: AmbTerms, window: CountingWindow): boolean {
  return !bet.freeStake && !isVoidResult(bet.result) && bet.currency === terms.currency && bet.stake >= terms.minStake
    && (terms.minOddsThousandths === null || bet.oddsThousandths >= terms.minOddsThousandths)
    && placedWithin(bet, window)
    && meetsEventConditions(terms.eventConditions, bet.events);
}

/**
 * The progress after `added` more counted bets (capped at possible_progress_count) and the ranges
 * reached by them: each range whose number_of_bets lies above the progress before and at or below
 * the progress after, in order.
 */
export function ambProgress(before: number, added: number, ranges: readonly AmbRange[]): { progressCount: number; reached: number[] } {
  const progressCount = Math.min(before + Math.max(0, added), possibleProgressCount(ranges));
  const reached = ranges.flatMap((range, index) => (range.numberOfBets > before && range.numberOfBets <= progressCount ? [index] : []));
  return { progressCount, reached };
}

/** The range the player works towards (the first not reached), or the last when every one is. */
export function ambActiveRange(progressCount: number, ranges: readonly AmbRange[]): number {
  const next = ranges.findIndex((range) => range.numberOfBets > progressCount);
  return next === -1 ? ranges.length - 1 : next;
}

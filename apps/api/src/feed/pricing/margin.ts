/**
 * Turns fair probabilities into odds with a proportional bookmaker margin: implied probabilities
 * (1/odds) sum to (1 + margin) × the fair sum, i.e. 1 + margin for exclusive outcomes.
 * Odds are integers in thousandths (ARCHITECTURE §5), each moved down to the price ladder
 * (domain `ladderPriceAtOrBelow`, issue 18 point 2) so the price shown is exactly the one paid.
 */
import { ladderPriceAtOrBelow } from '@sportsbook/domain';

export const PREMATCH_MARGIN = 0.06;
export const LIVE_MARGIN = 0.075;

/** Longshots are shaded to this probability so no price exceeds ~500. */
const PROBABILITY_FLOOR = 0.002;
/** A market whose favourite would pay less than this is as good as decided: not offered. */
const MIN_ODDS = 1.02;

export interface PricedOutcome {
  odds: number;
  active: boolean;
}

/** Returns null when the market should not be offered (one side as good as certain). */
export function priceProbabilities(probabilities: readonly number[], margin: number): number[] | null {
  const fairTotal = probabilities.reduce((sum, probability) => sum + probability, 0);
  if (fairTotal <= 0) return null;
  if (probabilities.some((probability) => probability * (1 + margin) > 1 / MIN_ODDS)) return null;
  const floored = probabilities.map((probability) => Math.max(probability, PROBABILITY_FLOOR));
  const scale = fairTotal / floored.reduce((sum, probability) => sum + probability, 0);
  return floored.map((probability) => ladderPriceAtOrBelow(1000 / (probability * scale * (1 + margin))));
}

/** Odds from thousandths to the wire's decimal with 3 places. */
export function oddsToDecimal(thousandths: number): number {
  return thousandths / 1000;
}

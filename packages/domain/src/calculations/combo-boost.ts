/**
 * Combo boost (promotions §3 "Combo boost range: min_count, max_count, bonus_odds"; §4 "A bonus
 * marker with odds is sent … for combo boost (odds of the active range)").
 *
 * Choice where the spec is silent: `bonusOdds` is a multiplier on the total odds in decimal form
 * (1.10 = +10 %), held here in thousandths; the boosted total is a bet price like any other,
 * rounded down to hundredths (total-odds.ts), so the boosted price shown is the one paid.
 */
import { ODDS_SCALE } from '../odds/odds-thousandths';
import { toBetPrice } from './total-odds';

export interface ComboBoostRange {
  minCount: number;
  maxCount: number;
  /** Multiplier in thousandths: 1100 = ×1.10. */
  bonusOddsThousandths: number;
}

/** Index of the range whose [minCount, maxCount] holds the selection count, or −1. */
export function activeComboBoostRangeIndex(ranges: readonly ComboBoostRange[], selectionCount: number): number {
  return ranges.findIndex((range) => selectionCount >= range.minCount && selectionCount <= range.maxCount);
}

/** Total odds × a boost multiplier, rounded down to hundredths (the odds a combo boost shows). */
export function boostedOdds(totalOddsThousandths: number, boostThousandths: number): number {
  return toBetPrice(Math.floor((totalOddsThousandths * boostThousandths) / ODDS_SCALE));
}

/** Total odds after the boost of the active range; unchanged when no range is active. */
export function comboBoostedOdds(totalOddsThousandths: number, ranges: readonly ComboBoostRange[], selectionCount: number): number {
  const range = ranges[activeComboBoostRangeIndex(ranges, selectionCount)];
  if (range === undefined) return totalOddsThousandths;
  return boostedOdds(totalOddsThousandths, range.bonusOddsThousandths);
}

/**
 * What makes an operator's campaign terms inconsistent (issue 20: "a range set that overlaps, odds
 * limits that cross, an expiry in the past: 400 with the field"). Each answer names the field (a
 * path under the body, e.g. `ranges.1.min_count`) so the API can answer 400 naming it.
 */
import type { ComboBoostRange } from '../calculations/combo-boost';
import { ODDS_SCALE } from '../odds/odds-thousandths';

export interface TermsProblem {
  /** Dotted path of the offending field in the operator's body (snake_case, as sent). */
  field: string;
  message: string;
}

/** A combo needs two selections: a range starting lower could never apply. */
export const MIN_COMBO_COUNT = 2;

/**
 * Combo boost ranges: each from at least 2 selections, max_count ≥ min_count, bonus odds above 1.000,
 * and no two ranges holding the same count (the active range must be one).
 */
export function comboBoostRangesProblem(ranges: readonly ComboBoostRange[]): TermsProblem | null {
  if (ranges.length === 0) return { field: 'ranges', message: 'at least one range is needed' };
  for (const [index, range] of ranges.entries()) {
    if (range.minCount < MIN_COMBO_COUNT) return { field: `ranges.${index}.min_count`, message: `a combo has at least ${MIN_COMBO_COUNT} selections` };
    if (range.maxCount < range.minCount) return { field: `ranges.${index}.max_count`, message: 'max_count is below min_count' };
    if (range.bonusOddsThousandths <= ODDS_SCALE) return { field: `ranges.${index}.bonus_odds`, message: 'bonus_odds must be above 1.000' };
    const other = ranges.findIndex((earlier, at) => at < index && earlier.minCount <= range.maxCount && range.minCount <= earlier.maxCount);
    if (other >= 0) return { field: `ranges.${index}`, message: `overlaps range ${other}` };
  }
  return null;
}

/** A lower bound above its upper bound (odds limits or selection counts that cross). */
export function boundsCross(lower: number | null, upper: number | null): boolean {
  return lower !== null && upper !== null && lower > upper;
}

/** An expiry (or end) at or before now. */
export function isInThePast(moment: Date | null, now: Date): boolean {
  return moment !== null && moment.getTime() <= now.getTime();
}

/**
 * Display strings of odds in every format (spec core §3 "Odds formats", §9 "Odds decimals").
 *
 * Choices where the spec is silent:
 * - American shows a whole number with an explicit sign, "+150" / "-200"; evens is "+100".
 * - Percent shows the implied probability with 2 decimals and a percent sign: "40.00%".
 * - British shows the exact reduced fraction of the profit (see fractional-odds.ts).
 * - Odds that are not a valid price (≤ 1.000, NaN, infinite) show as "-".
 * Rounding is half away from zero, done on exact integers, never on floats.
 */
import { formatFraction, toFractional } from './fractional-odds';
import { ODDS_DECIMALS, type OddsFormat } from './odds-format';
import { ODDS_SCALE, isValidOdds, oddsToThousandths } from './odds-thousandths';
import { formatRatio } from './rational';

const EVENS = 2 * ODDS_SCALE;

/** Placeholder shown for a price that cannot be displayed. */
export const INVALID_ODDS_TEXT = '-';

/** Formats decimal odds for display (spec core §9: 2 decimals European/HK/Indonesian, 4 Malaysian). */
export function formatOdds(decimalOdds: number, format: OddsFormat): string {
  if (!isValidOdds(decimalOdds)) return INVALID_ODDS_TEXT;
  const odds = oddsToThousandths(decimalOdds);
  const profit = odds - ODDS_SCALE;
  switch (format) {
    case 'decimal':
      return formatRatio(odds, ODDS_SCALE, ODDS_DECIMALS.decimal);
    case 'hongkong':
      return formatRatio(profit, ODDS_SCALE, ODDS_DECIMALS.hongkong);
    case 'indonesian':
      return odds >= EVENS
        ? formatRatio(profit, ODDS_SCALE, ODDS_DECIMALS.indonesian)
        : formatRatio(-ODDS_SCALE, profit, ODDS_DECIMALS.indonesian);
    case 'malaysian':
      return odds <= EVENS
        ? formatRatio(profit, ODDS_SCALE, ODDS_DECIMALS.malaysian)
        : formatRatio(-ODDS_SCALE, profit, ODDS_DECIMALS.malaysian);
    case 'american':
      return odds >= EVENS
        ? `+${formatRatio(profit, 10, ODDS_DECIMALS.american)}`
        : formatRatio(-100 * ODDS_SCALE, profit, ODDS_DECIMALS.american);
    case 'percent':
      return `${formatRatio(100 * ODDS_SCALE, odds, ODDS_DECIMALS.percent)}%`;
    case 'british':
      return formatFraction(toFractional(decimalOdds));
  }
}

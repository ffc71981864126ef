/**
 * Total odds of a bet (spec core §4 "Total odds are the product of outcome odds").
 * Computed exactly with BigInt on thousandths and truncated to thousandths once at the end, so
 * a 20-leg combo does not accumulate a rounding error per leg; truncation never shows a price
 * better than the true product.
 */
import { ODDS_SCALE, oddsToThousandths } from '../odds/odds-thousandths';

const SCALE = BigInt(ODDS_SCALE);

/** Product of prices given in thousandths, in thousandths (floor). Empty list → 1.000. */
export function multiplyOddsThousandths(odds: readonly number[]): number {
  if (odds.length === 0) return ODDS_SCALE;
  let product = 1n;
  for (const price of odds) product *= BigInt(price);
  return Number(product / SCALE ** BigInt(odds.length - 1));
}

/** Total odds of decimal prices, in thousandths: [1.5, 2] → 3000. */
export function totalOddsThousandths(decimalOdds: readonly number[]): number {
  return multiplyOddsThousandths(decimalOdds.map(oddsToThousandths));
}

/**
 * Total odds of a bet (spec core §4 "Total odds are the product of outcome odds").
 *
 * The rounding rule (issue 18 point 2: the price shown is the price settled): a bet's price is a
 * whole number of hundredths, the precision of the decimal display, rounded down. The product of
 * the legs is computed exactly with BigInt on thousandths and rounded down once at the end, so a
 * 20-leg combo does not accumulate a rounding error per leg and the price is never better than
 * the true product. The slip shows this price, the API stores it, and the potential win and the
 * settlement are stake × this price (potential-win.ts), so all three agree to the cent.
 */
import { ODDS_SCALE, oddsToThousandths } from '../odds/odds-thousandths';

/** A bet's price moves by hundredths: 10 thousandths. */
export const BET_PRICE_STEP = 10;

const SCALE = BigInt(ODDS_SCALE);

/** A price in thousandths rounded down to the bet price step: 16516 → 16510. */
export function toBetPrice(thousandths: number): number {
  return Math.floor(thousandths / BET_PRICE_STEP) * BET_PRICE_STEP;
}

/** Product of prices given in thousandths, in thousandths, rounded down to hundredths. Empty list → 1.000. */
export function multiplyOddsThousandths(odds: readonly number[]): number {
  if (odds.length === 0) return ODDS_SCALE;
  let product = 1n;
  for (const price of odds) product *= BigInt(price);
  return toBetPrice(Number(product / SCALE ** BigInt(odds.length - 1)));
}

/** Total odds of decimal prices, in thousandths: [1.5, 2] → 3000; [2.54, 2.54, 2.56] → 16510. */
export function totalOddsThousandths(decimalOdds: readonly number[]): number {
  return multiplyOddsThousandths(decimalOdds.map(oddsToThousandths));
}

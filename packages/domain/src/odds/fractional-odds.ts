/**
 * British (fractional) odds (spec core §3 "british (fractional)"): the exact fraction of the
 * profit, reduced (issue 18 point 2: the display shows the price exactly). Every price of the
 * ladder has at most two decimals, so its fraction is over at most 100: 1.53 → 53/100, 2.50 → 3/2,
 * evens → 1/1. A traditional UK ladder (4/6, 8/13 …) is not used: 4/6 is 1.666…, a price no
 * decimal display can show exactly, so the book offers 1.67 = 67/100 instead.
 */
import { ODDS_SCALE, oddsToThousandths } from './odds-thousandths';

export interface Fraction {
  numerator: number;
  denominator: number;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** Decimal → the reduced fraction of its profit: 2.50 → 3/2, 1.53 → 53/100, 1.667 → 667/1000. */
export function toFractional(decimalOdds: number): Fraction {
  const profit = oddsToThousandths(decimalOdds) - ODDS_SCALE;
  const divisor = greatestCommonDivisor(profit, ODDS_SCALE);
  return { numerator: profit / divisor, denominator: ODDS_SCALE / divisor };
}

/** Fraction → decimal odds rounded to 3 places: 3/2 → 2.5, 4/6 → 1.667. */
export function fromFractional(fraction: Fraction): number {
  return Math.round(((fraction.numerator + fraction.denominator) * ODDS_SCALE) / fraction.denominator) / ODDS_SCALE;
}

/** "3/2" */
export function formatFraction(fraction: Fraction): string {
  return `${fraction.numerator}/${fraction.denominator}`;
}

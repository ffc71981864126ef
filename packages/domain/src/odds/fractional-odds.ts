/**
 * British (fractional) odds from a standard bookmaker ladder (spec core §3 "british (fractional)").
 *
 * Choices (the spec does not list the ladder):
 * - The ladder is the one UK bookmakers print, kept with its traditional forms 4/6, 8/13, 10/11,
 *   except that 2.50 shows as 3/2 (a reduced fraction) rather than the older 6/4.
 * - Evens shows as "1/1".
 * - A price between two rungs shows the nearest rung; on a tie the shorter (smaller) price, so the
 *   player is never shown a better price than the decimal one.
 * - Above the top rung (1000/1) the profit is shown over 1, rounded to a whole number.
 */
import { ODDS_SCALE, oddsToThousandths } from './odds-thousandths';

export interface Fraction {
  numerator: number;
  denominator: number;
}

const LADDER_TEXT =
  '1/1000 1/500 1/200 1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 2/15 1/7 2/13 1/6 2/11 ' +
  '1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 11/10 6/5 ' +
  '5/4 11/8 3/2 13/8 7/4 15/8 2/1 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 ' +
  '8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 ' +
  '100/1 125/1 150/1 200/1 250/1 300/1 400/1 500/1 750/1 1000/1';

/** The fractional ladder, shortest price first. */
export const FRACTIONAL_LADDER: readonly Fraction[] = LADDER_TEXT.split(' ').map((text) => {
  const slash = text.indexOf('/');
  return { numerator: Number(text.slice(0, slash)), denominator: Number(text.slice(slash + 1)) };
});

/** Profit (decimal odds − 1) of a fraction, in thousandths. */
function fractionProfit(fraction: Fraction): number {
  return (fraction.numerator * ODDS_SCALE) / fraction.denominator;
}

/** Decimal → nearest fraction of the ladder: 2.50 → 3/2, 2.00 → 1/1, 1.91 → 10/11. */
export function toFractional(decimalOdds: number): Fraction {
  const profit = oddsToThousandths(decimalOdds) - ODDS_SCALE;
  const top = FRACTIONAL_LADDER[FRACTIONAL_LADDER.length - 1] as Fraction;
  if (profit > fractionProfit(top)) {
    return { numerator: Math.round(profit / ODDS_SCALE), denominator: 1 };
  }
  let best = FRACTIONAL_LADDER[0] as Fraction;
  for (const rung of FRACTIONAL_LADDER) {
    if (Math.abs(fractionProfit(rung) - profit) < Math.abs(fractionProfit(best) - profit)) best = rung;
  }
  return best;
}

/** Fraction → decimal odds rounded to 3 places: 3/2 → 2.5, 4/6 → 1.667. */
export function fromFractional(fraction: Fraction): number {
  return Math.round(((fraction.numerator + fraction.denominator) * ODDS_SCALE) / fraction.denominator) / ODDS_SCALE;
}

/** "3/2" */
export function formatFraction(fraction: Fraction): string {
  return `${fraction.numerator}/${fraction.denominator}`;
}

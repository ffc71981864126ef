/**
 * The lines of a placed system bet (issue 18 point 8: My bets shows a system bet's lines, not the
 * product of all its prices as its "odds"). A line is a combination of winCount of the legs
 * (systemCombinations, lexicographic order), staked with the bet's stake per line.
 *
 * Choices where the spec is silent:
 * - A line's price is the product of its legs' prices rounded down to hundredths, as a combo's
 *   price is (multiplyOddsThousandths); the bet pays the exact sum over lines (systemPayout), so
 *   the lines' own payouts are shown as a guide, not added up.
 * - A line's result and return are those of a combo of its legs at the stake per line
 *   (settleBet): open while a leg is open, unless a leg already lost it.
 */
import { multiplyOddsThousandths } from '../calculations/total-odds';
import { binomial, systemCombinations } from '../calculations/system-bets';
import { settleBet, type SettledBetResult, type SettlementLeg } from './bet-settlement';

export interface SystemLine {
  /** Indexes of the legs of the line, ascending. */
  legs: number[];
  /** The line's price in thousandths. */
  oddsThousandths: number;
  /** The line's result, or 'open' while it can still change. */
  result: SettledBetResult | 'open';
  /** What the line pays back (minor units) once settled, else null. */
  winAmount: number | null;
}

/** The lines of a system of `winCount` out of `legs`, for a total stake `stake` (minor units). */
export function systemLines(stake: number, winCount: number, legs: readonly SettlementLeg[]): SystemLine[] {
  const lines = binomial(legs.length, winCount);
  const perLine = lines === 0 ? 0 : Math.floor(stake / lines);
  return systemCombinations(legs.length, winCount).map((indexes) => {
    const lineLegs = indexes.map((index) => legs[index]!);
    const oddsThousandths = multiplyOddsThousandths(lineLegs.map((leg) => leg.odds));
    const settled = settleBet({ type: 'combo', stake: perLine, oddsThousandths, legs: lineLegs });
    return { legs: indexes, oddsThousandths, result: settled?.result ?? 'open', winAmount: settled?.winAmount ?? null };
  });
}

/**
 * System bets (spec core §9 "System bets use combinations of winCount out of totalCount; system
 * profit is capped by a maximum-win constant"; core §3 systemTypes sorted by totalCount then winCount).
 *
 * Choices where the spec is silent (they are what real sportsbooks do):
 * - The stake entered is the total stake, split evenly over the C(n, k) lines.
 * - A line pays its stake × the product of its odds when all its selections win. A lost selection
 *   counts as odds 0 and a void one as odds 1, so partial results reuse the same formula.
 * - The sum over lines is computed with the elementary symmetric polynomial of degree k of the
 *   odds (O(n·k) BigInt steps instead of enumerating the lines), then floored once.
 * - Systems are offered from 3 to 12 selections with winCount 2 … totalCount − 1 (a k-of-k
 *   system is a combo and 1-of-n are singles).
 * - The maximum-win value is not shown: SYSTEM_MAX_PROFIT below is our choice.
 */
import { ODDS_SCALE } from '../odds/odds-thousandths';
import { capPayout } from './potential-win';

export interface SystemType {
  totalCount: number;
  winCount: number;
}

/**
 * The maximum-win constant of spec core §9 ("system profit is capped by a maximum-win constant";
 * the value is not shown), in minor units per wallet currency code.
 *
 * Our choice, what real books do: large UK and European books publish a "maximum winnings per
 * bet" of about 1,000,000 (£/€/$) for top football, and pay no more whatever the odds. So: a
 * profit of 1,000,000.00 in EUR, USD and GBP, and about as much money in the other wallet
 * currencies (BRL 5,000,000.00, 10 BTC) — the same amounts as the default payout limits
 * (apps/api system settings). The difference: the payout limit is an operator setting whose
 * "accept" action only warns and whose amounts can be raised; this ceiling is fixed. A system bet
 * above it is still accepted, and its potential win is cut to stake + this amount — as shown on
 * the slip, checked against the limits, stored at placement and so paid at settlement (settleBet
 * never pays more than the stored potential win). A currency with no entry is not capped.
 * Applied through selectPotentialWin (slip, quick bet, limit checks, API placement) and
 * systemMaxProfit (API max stake).
 */
export const SYSTEM_MAX_PROFIT: Readonly<Record<string, number>> = {
  EUR: 1_000_000_00,
  USD: 1_000_000_00,
  GBP: 1_000_000_00,
  BRL: 5_000_000_00,
  BTC: 10_00_000_000,
};

/** SYSTEM_MAX_PROFIT of a currency (any letter case), minor units; undefined = not capped. */
export function systemMaxProfit(currency: string): number | undefined {
  return SYSTEM_MAX_PROFIT[currency.toUpperCase()];
}

export const SYSTEM_MIN_SELECTIONS = 3;
export const SYSTEM_MAX_SELECTIONS = 12;

/** C(n, k) as an exact integer. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Every combination of k indices out of 0 … n−1, in lexicographic order. */
export function systemCombinations(n: number, k: number): number[][] {
  const combinations: number[][] = [];
  const current: number[] = [];
  const walk = (start: number): void => {
    if (current.length === k) {
      combinations.push([...current]);
      return;
    }
    for (let index = start; index <= n - (k - current.length); index += 1) {
      current.push(index);
      walk(index + 1);
      current.pop();
    }
  };
  if (k >= 0 && k <= n) walk(0);
  return combinations;
}

/** The system types offered for a number of selections (winCount 2 … n−1), sorted. */
export function systemTypesFor(selectionCount: number): SystemType[] {
  if (selectionCount < SYSTEM_MIN_SELECTIONS || selectionCount > SYSTEM_MAX_SELECTIONS) return [];
  const types: SystemType[] = [];
  for (let winCount = 2; winCount < selectionCount; winCount += 1) types.push({ totalCount: selectionCount, winCount });
  return types;
}

/** Every system type the slip offers, from 3 to 12 selections, sorted. */
export function allSystemTypes(): SystemType[] {
  const types: SystemType[] = [];
  for (let count = SYSTEM_MIN_SELECTIONS; count <= SYSTEM_MAX_SELECTIONS; count += 1) types.push(...systemTypesFor(count));
  return types;
}

/** Sorts system types by totalCount, then winCount (spec core §3 "Ticket: systemTypes"). */
export function sortSystemTypes(types: readonly SystemType[]): SystemType[] {
  return [...types].sort((a, b) => a.totalCount - b.totalCount || a.winCount - b.winCount);
}

/** Number of lines of a system: C(totalCount, winCount). */
export function systemLineCount(systemType: SystemType): number {
  return binomial(systemType.totalCount, systemType.winCount);
}

/** Sum over all k-subsets of the product of their odds, in thousandths^k (elementary symmetric polynomial). */
export function sumOfLineOdds(oddsThousandths: readonly number[], winCount: number): bigint {
  if (winCount < 0 || winCount > oddsThousandths.length) return 0n;
  // sums[size] = Σ over size-subsets of the selections seen so far; each price extends every subset
  // one smaller: sums'[size] = sums[size] + sums[size − 1] × price.
  let sums: bigint[] = [1n, ...Array.from({ length: winCount }, () => 0n)];
  for (const price of oddsThousandths) {
    const factor = BigInt(price);
    let smaller = 0n;
    sums = sums.map((sum) => {
      const extended = sum + smaller * factor;
      smaller = sum;
      return extended;
    });
  }
  return sums.reduce((_, sum) => sum);
}

export interface SystemPayoutInput {
  /** Total stake in minor units, split evenly over the lines. */
  stake: number;
  /** Odds of each selection in thousandths; use 0 for a lost selection and 1000 for a void one. */
  oddsThousandths: readonly number[];
  winCount: number;
  /** Maximum profit in minor units (spec core §9 maximum-win constant: systemMaxProfit); omitted = uncapped. */
  maxProfit?: number | undefined;
}

/** Payout of a system in minor units: floor(stake / lines × Σ line odds), capped by maxProfit. */
export function systemPayout({ stake, oddsThousandths, winCount, maxProfit }: SystemPayoutInput): number {
  const lines = binomial(oddsThousandths.length, winCount);
  if (lines === 0) return 0;
  const scale = BigInt(ODDS_SCALE) ** BigInt(winCount);
  const payout = Number((BigInt(stake) * sumOfLineOdds(oddsThousandths, winCount)) / (BigInt(lines) * scale));
  return maxProfit === undefined ? payout : capPayout(payout, stake, maxProfit);
}

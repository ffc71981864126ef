/**
 * Settlement of a bet from its selections' results (spec core §3 "Bet results": win_entire,
 * lose_entire, refund_entire, refund_half_win_other, refund_half_lose_other, canceled).
 * Stakes and win amounts are integer minor units, odds thousandths; every payout is floored once.
 *
 * Choices where the spec is silent (what real sportsbooks do):
 * - A leg's factor: win → its odds, lose → 0, refund or canceled (void) → 1, half win →
 *   (odds + 1) / 2 (half the stake wins, half is refunded), half lose → 1/2 (half refunded).
 * - Single and combo pay stake × the product of the factors. Their result: every leg canceled →
 *   canceled; a lost leg → lose_entire; else a half-lost leg → refund_half_lose_other; else a
 *   half-won leg → refund_half_win_other; else a won leg → win_entire; else (only refunds and
 *   voids) → refund_entire.
 * - System: every line (systemCombinations) pays its share of the stake × the product of its
 *   factors; the sum over lines uses the same elementary symmetric polynomial as systemPayout.
 *   Result: every leg canceled → canceled; only refunds and voids → refund_entire; no return →
 *   lose_entire; any other return → win_entire.
 * - Custom bet (bet builder): the correlated price holds only if every leg wins. A lost or half-lost
 *   leg → lose_entire; any refund, void or half win → refund_entire (the stake back); every leg
 *   canceled → canceled.
 * - A bet whose every leg won pays its stored potential win when given (it already carries the
 *   combo boost, free-bet rules and payout cap the player was shown); other payouts never exceed it.
 * - A bet already lost settles at once, before its open legs resolve, as real books settle a lost
 *   accumulator (decidedLoss): a combo (or single) with a fully lost leg; a custom bet with a lost
 *   or half-lost leg; a system bet whose every line holds a lost leg (more lost legs than
 *   total − winCount). A half-lost combo leg is not a full loss (half the stake rides on), so such
 *   a combo waits. Whatever the open legs do later, the full settlement would be the same
 *   lose_entire (tested over every combination), so it never has to be revisited.
 */
import type { BetType } from '../betslip/slip-types';
import { ODDS_SCALE } from '../odds/odds-thousandths';
import { binomial, sumOfLineOdds } from '../calculations/system-bets';

export const SELECTION_RESULTS = ['open', 'win', 'lose', 'refund', 'half_win', 'half_lose', 'canceled'] as const;
export type SelectionResult = (typeof SELECTION_RESULTS)[number];

export const SETTLED_BET_RESULTS = ['canceled', 'win_entire', 'lose_entire', 'refund_entire', 'refund_half_win_other', 'refund_half_lose_other'] as const;
export type SettledBetResult = (typeof SETTLED_BET_RESULTS)[number];

export interface SettlementLeg {
  /** Odds the leg was placed at, thousandths. */
  odds: number;
  result: SelectionResult;
}

export interface SettlementInput {
  type: BetType;
  /** Minor units. */
  stake: number;
  /** The bet's total odds in thousandths (custom bets: the correlated price). */
  oddsThousandths: number;
  legs: readonly SettlementLeg[];
  /** System bets: lines of winCount selections. */
  systemWinCount?: number | null;
  /** The potential win stored at placement (minor units); caps every payout. */
  potentialWin?: number | null;
}

export interface Settlement {
  result: SettledBetResult;
  /** Paid back in minor units (stake included); 0 for a lost bet. */
  winAmount: number;
}

/** Factors are held in units of 1/FACTOR_SCALE so half results stay integers. */
export const FACTOR_SCALE = 2 * ODDS_SCALE;

/** The leg's payout factor in 1/FACTOR_SCALE units (see the module comment). */
export function legFactor(leg: SettlementLeg): number {
  switch (leg.result) {
    case 'win':
      return 2 * leg.odds;
    case 'lose':
      return 0;
    case 'half_win':
      return leg.odds + ODDS_SCALE;
    case 'half_lose':
      return ODDS_SCALE;
    default:
      // refund, canceled (and open, which settleBet never lets through)
      return FACTOR_SCALE;
  }
}

/** floor(stake × Π factors / FACTOR_SCALE^n). */
export function productPayout(stake: number, factors: readonly number[]): number {
  const numerator = factors.reduce((product, factor) => product * BigInt(factor), BigInt(stake));
  return Number(numerator / BigInt(FACTOR_SCALE) ** BigInt(factors.length));
}

/** floor(stake / lines × Σ over the k-lines of Π factors / FACTOR_SCALE^k). */
export function systemLinesPayout(stake: number, factors: readonly number[], winCount: number): number {
  const lines = binomial(factors.length, winCount);
  if (lines === 0) return 0;
  const sum = sumOfLineOdds(factors, winCount);
  return Number((BigInt(stake) * sum) / (BigInt(lines) * BigInt(FACTOR_SCALE) ** BigInt(winCount)));
}

/**
 * True when the legs already resolved decide a loss, whatever the open ones do (see the module
 * comment): the bet can be settled lose_entire now.
 */
export function decidedLoss(input: Pick<SettlementInput, 'type' | 'legs' | 'systemWinCount'>): boolean {
  const { legs } = input;
  const lost = legs.filter((leg) => leg.result === 'lose').length;
  switch (input.type) {
    case 'custom_bet':
      return lost > 0 || legs.some((leg) => leg.result === 'half_lose');
    case 'system':
      // A line of winCount legs avoiding every lost leg exists while total − lost ≥ winCount.
      return lost > 0 && legs.length - lost < (input.systemWinCount ?? legs.length);
    default:
      return lost > 0;
  }
}

/** The bet's result and win amount, or null while an open leg can still change it. */
export function settleBet(input: SettlementInput): Settlement | null {
  const { legs, stake } = input;
  if (legs.length === 0) return null;
  if (legs.some((leg) => leg.result === 'open')) return decidedLoss(input) ? { result: 'lose_entire', winAmount: 0 } : null;
  const has = (result: SelectionResult) => legs.some((leg) => leg.result === result);
  const only = (...results: SelectionResult[]) => legs.every((leg) => results.includes(leg.result));
  if (only('canceled')) return { result: 'canceled', winAmount: stake };
  const cap = (amount: number) => (input.potentialWin == null ? amount : Math.min(amount, input.potentialWin));
  const allWon = only('win');
  const fullWin = (computed: number) => (allWon && input.potentialWin != null ? input.potentialWin : cap(computed));

  if (input.type === 'custom_bet') {
    if (has('lose') || has('half_lose')) return { result: 'lose_entire', winAmount: 0 };
    if (!allWon) return { result: 'refund_entire', winAmount: stake };
    return { result: 'win_entire', winAmount: fullWin(Number((BigInt(stake) * BigInt(input.oddsThousandths)) / BigInt(ODDS_SCALE))) };
  }

  const factors = legs.map(legFactor);
  if (input.type === 'system') {
    const winCount = input.systemWinCount ?? legs.length;
    const payout = fullWin(systemLinesPayout(stake, factors, winCount));
    if (only('refund', 'canceled')) return { result: 'refund_entire', winAmount: stake };
    return payout === 0 ? { result: 'lose_entire', winAmount: 0 } : { result: 'win_entire', winAmount: payout };
  }

  if (has('lose')) return { result: 'lose_entire', winAmount: 0 };
  const payout = fullWin(productPayout(stake, factors));
  if (has('half_lose')) return { result: 'refund_half_lose_other', winAmount: payout };
  if (has('half_win')) return { result: 'refund_half_win_other', winAmount: payout };
  if (has('win')) return { result: 'win_entire', winAmount: payout };
  return { result: 'refund_entire', winAmount: stake };
}

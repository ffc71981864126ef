/**
 * Whether a set of slip bets can be placed (spec core §5 "A bet set is invalid when …",
 * "Restricted (pve) players cannot place quick or ordinary bets", quick-bet refusal).
 */
import { selectPotentialWin } from '../betslip/slip-selectors';
import { BET_TYPE, type SlipBet } from '../betslip/slip-types';
import { checkBetLimits, isBlockingViolation, type BetLimits, type LimitedBet } from './bet-limits';

export const BET_SET_PROBLEM = {
  noBets: 'no_bets',
  nonPositiveStake: 'non_positive_stake',
  limits: 'limits',
  multiSingleLimits: 'multi_single_limits',
} as const;
export type BetSetProblem = (typeof BET_SET_PROBLEM)[keyof typeof BET_SET_PROBLEM];

export function toLimitedBet(bet: SlipBet): LimitedBet {
  return { currency: bet.currency, stake: bet.stake, selectionOdds: bet.selections.map((s) => s.odds), potentialWin: selectPotentialWin(bet) };
}

/** Why a bet set is invalid, or null: no bets; a stake ≤ 0; limits fail; a multi-single fails on its own. */
export function betSetProblem(bets: readonly SlipBet[], limits: BetLimits): BetSetProblem | null {
  if (bets.length === 0) return BET_SET_PROBLEM.noBets;
  if (bets.some((bet) => bet.stake <= 0)) return BET_SET_PROBLEM.nonPositiveStake;
  const multiSingle = bets.length > 1 && bets.every((bet) => bet.betType === BET_TYPE.single);
  if (multiSingle) {
    return bets.some((bet) => isBlockingViolation(checkBetLimits([toLimitedBet(bet)], limits))) ? BET_SET_PROBLEM.multiSingleLimits : null;
  }
  return isBlockingViolation(checkBetLimits(bets.map(toLimitedBet), limits)) ? BET_SET_PROBLEM.limits : null;
}

export const POTENTIAL_WIN_EQUAL_OR_LESS_KEY = 'error.potential_win.equal_or_less';

/** A quick bet is refused when the potential win is equal to or less than the stake. */
export function isQuickBetRefusedForPayout(stake: number, potentialWin: number): boolean {
  return potentialWin <= stake;
}

/** Restricted (serasa.pve) players cannot place quick or ordinary bets. */
export function canPlaceBets(profile: { isPve: boolean }): boolean {
  return !profile.isPve;
}

export const RECOMMENDED_STAKES_COUNT = 4;

/** Recommended stakes are exactly four: padded with zeros, extra ones dropped (spec core §3, §5, §9). */
export function padRecommendedStakes(stakes: readonly number[]): number[] {
  return [...stakes.slice(0, RECOMMENDED_STAKES_COUNT), ...Array.from({ length: Math.max(0, RECOMMENDED_STAKES_COUNT - stakes.length) }, () => 0)];
}

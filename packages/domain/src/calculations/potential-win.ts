/**
 * Potential win and profit (ARCHITECTURE §5 "Potential win = floor(stake × odds)").
 * Stake and results are integer minor units; odds are thousandths. BigInt keeps 8-decimal crypto
 * stakes exact where stake × odds would pass 2^53.
 */
import { ODDS_SCALE } from '../odds/odds-thousandths';

/** floor(stake × odds) in minor units. */
export function potentialWin(stake: number, oddsThousandths: number): number {
  return Number((BigInt(stake) * BigInt(oddsThousandths)) / BigInt(ODDS_SCALE));
}

/** Potential win minus stake. */
export function potentialProfit(stake: number, oddsThousandths: number): number {
  return potentialWin(stake, oddsThousandths) - stake;
}

/** Caps a payout so that its profit never exceeds `maxProfit` (spec core §9 maximum-win constant). */
export function capPayout(payout: number, stake: number, maxProfit: number): number {
  return Math.min(payout, stake + maxProfit);
}

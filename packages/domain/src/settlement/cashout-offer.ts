/**
 * Cashout offer (issue 6 "a cashout value computed from current prices with a margin").
 *
 * Choices where the spec is silent:
 * - Value of an open bet = stake × Π over open legs of (placed odds / current odds) × Π over
 *   settled legs of their settlement factor (a won leg counts its placed odds: current odds 1; a
 *   refunded or void leg 1; half results as in settlement). The offer is that value less the
 *   cashout margin (default 5 %), floored to minor units.
 * - No offer (null): a system or custom bet (their lines or correlated price have no leg-by-leg
 *   value), a lost leg, an open leg whose market is suspended or unavailable (current odds null),
 *   a bet with no open leg left (it is about to settle), or an offer of 0.
 */
import type { BetType } from '../betslip/slip-types';
import { FACTOR_SCALE, legFactor, type SelectionResult } from './bet-settlement';

export const CASHOUT_MARGIN_PERMILLE = 50;

export interface CashoutLeg {
  /** Odds the leg was placed at, thousandths. */
  odds: number;
  result: SelectionResult;
  /** Current price of an open leg in thousandths; null when suspended or not available. */
  currentOdds: number | null;
}

export interface CashoutInput {
  type: BetType;
  /** Minor units. */
  stake: number;
  legs: readonly CashoutLeg[];
  /** Margin in thousandths of the value (50 = 5 %). */
  marginPermille?: number;
}

/** The current cashout offer in minor units, or null when cashout is not offered. */
export function cashoutOffer(input: CashoutInput): number | null {
  if (input.type === 'system' || input.type === 'custom_bet') return null;
  const margin = input.marginPermille ?? CASHOUT_MARGIN_PERMILLE;
  let numerator = BigInt(input.stake) * BigInt(1000 - margin);
  let denominator = 1000n;
  let open = 0;
  for (const leg of input.legs) {
    if (leg.result === 'lose') return null;
    if (leg.result === 'open') {
      if (leg.currentOdds === null || leg.currentOdds <= 0) return null;
      open += 1;
      numerator *= BigInt(leg.odds);
      denominator *= BigInt(leg.currentOdds);
    } else {
      numerator *= BigInt(legFactor(leg));
      denominator *= BigInt(FACTOR_SCALE);
    }
  }
  if (open === 0) return null;
  const offer = Number(numerator / denominator);
  return offer > 0 ? offer : null;
}

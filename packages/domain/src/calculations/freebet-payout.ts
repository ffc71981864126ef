/**
 * Free-bet payouts (spec core §5 "A stake-equals-profit check is used for free-bet win-only";
 * promotions §4 free bet kinds freebet, freebet_no_risk, freebet_all_win, freebet_only_win).
 *
 * Choices where the spec is silent (industry practice):
 * - freebet and freebet_only_win are "stake not returned": a win pays the profit only.
 * - freebet_all_win pays the whole potential win, stake included.
 * - freebet_no_risk pays like a normal bet on a win (the refund on a loss is the server's).
 */
import { potentialWin } from './potential-win';

export const FREEBET_TYPES = ['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win'] as const;
export type FreebetType = (typeof FREEBET_TYPES)[number];

export function isFreebetType(value: string): value is FreebetType {
  return (FREEBET_TYPES as readonly string[]).includes(value);
}

/** True when the free bet pays its profit only (the stake equals what is not returned). */
export function isStakeEqualsProfit(type: FreebetType): boolean {
  return type === 'freebet' || type === 'freebet_only_win';
}

/** Payout of a winning free bet in minor units. */
export function freebetPayout(type: FreebetType, stake: number, oddsThousandths: number): number {
  const win = potentialWin(stake, oddsThousandths);
  return isStakeEqualsProfit(type) ? win - stake : win;
}

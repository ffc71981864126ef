/**
 * How each free-bet kind pays once its bet is settled (spec promotions §4 free-bet kinds; core §5
 * "A stake-equals-profit check is used for free-bet win-only"). The full table, with examples, is
 * docs/bonuses.md "Free-bet payouts"; every row is tested.
 *
 * `settlement` is what the bet would pay as a cash bet of the same stake (settleBet: stake
 * included). What real books do, per kind:
 * - freebet: the stake is the free bet (bonus money) and is not returned: a win pays the profit
 *   only (payout − stake, in cash); a bet voided whole (refund_entire, canceled) gives the free bet
 *   back; anything else pays what exceeds the stake, or nothing.
 * - freebet_only_win: as freebet, but only a win pays: a void bet gives nothing back.
 * - freebet_all_win: the stake is the free bet and a win pays the whole payout, stake included
 *   ("stake returned"); a bet voided whole gives the free bet back; a half-void pays its payout.
 * - freebet_no_risk: a risk-free bet. The stake is the player's cash (the free bet's amount is the
 *   stake it insures), a win or a void pays as any cash bet, and what the bet loses of its stake is
 *   refunded as a new free bet (kind freebet) of that amount.
 */
import type { FreebetType } from '../calculations/freebet-payout';
import type { Settlement } from './bet-settlement';

export interface FreebetSettlement {
  /** Paid in cash, minor units. */
  cash: number;
  /** The free bet's use is given back (a whole void). */
  freebetReturned: boolean;
  /** Amount of a new free bet refunding a lost risk-free stake (0: none). */
  freebetRefund: number;
}

const VOID_RESULTS: readonly Settlement['result'][] = ['refund_entire', 'canceled'];

/** True when the free bet's stake comes from bonus money (every kind but the risk-free bet). */
export function isFreebetStake(type: FreebetType): boolean {
  return type !== 'freebet_no_risk';
}

export function freebetSettlement(type: FreebetType, stake: number, settlement: Settlement): FreebetSettlement {
  const voided = VOID_RESULTS.includes(settlement.result);
  switch (type) {
    case 'freebet':
      return voided ? { cash: 0, freebetReturned: true, freebetRefund: 0 } : { cash: Math.max(0, settlement.winAmount - stake), freebetReturned: false, freebetRefund: 0 };
    case 'freebet_only_win':
      return { cash: voided ? 0 : Math.max(0, settlement.winAmount - stake), freebetReturned: false, freebetRefund: 0 };
    case 'freebet_all_win':
      return voided ? { cash: 0, freebetReturned: true, freebetRefund: 0 } : { cash: settlement.winAmount, freebetReturned: false, freebetRefund: 0 };
    case 'freebet_no_risk':
      return { cash: settlement.winAmount, freebetReturned: false, freebetRefund: voided ? 0 : Math.max(0, stake - settlement.winAmount) };
  }
}

/**
 * Settles a bet placed with a bonus (issue 20; docs/bonuses.md "Free-bet payouts", "Combo boost"):
 * the bet is settled as the same cash bet (settleBet, capped by its potential win without the
 * bonus), then its bonus applies: a free bet pays by its kind's row of the table
 * (freebetSettlement: cash, the free bet given back, a risk-free refund), a combo boost pays the
 * boosted win (comboBoostSettlement, never beyond the boosted potential win stored at placement).
 * A bet without a bonus, or with a bonus type that changes nothing at settlement, is settleBet's.
 */
import { isFreebetType } from '../calculations/freebet-payout';
import type { ComboBoostRange } from '../calculations/combo-boost';
import { potentialWin } from '../calculations/potential-win';
import { settleBet, type Settlement, type SettlementInput } from './bet-settlement';
import { comboBoostSettlement } from './combo-boost-settlement';
import { freebetSettlement } from './freebet-settlement';

/** The bonus a bet was placed with, as settlement needs it. */
export interface SettledBonus {
  type: string;
  /** Combo boost: the campaign's ranges at placement. */
  ranges?: readonly ComboBoostRange[];
}

/** `winAmount` is the cash paid; what the bonus adds besides it. */
export interface BonusBetSettlement extends Settlement {
  /** A free bet's use and value are given back (the bet was void). */
  freebetReturned: boolean;
  /** Amount of a new free bet refunding a lost risk-free stake (0: none). */
  freebetRefund: number;
}

const NOTHING_ELSE = { freebetReturned: false, freebetRefund: 0 } as const;

/**
 * `input.potentialWin` is the potential win stored at placement (with the bonus); null while an
 * open leg can still change the result.
 */
export function settleBonusBet(input: SettlementInput, bonus: SettledBonus | null): BonusBetSettlement | null {
  if (bonus === null || (bonus.type !== 'comboboost' && !isFreebetType(bonus.type))) {
    const settled = settleBet(input);
    return settled === null ? null : { ...settled, ...NOTHING_ELSE };
  }
  const plain = settleBet({ ...input, potentialWin: potentialWin(input.stake, input.oddsThousandths) });
  if (plain === null) return null;
  if (isFreebetType(bonus.type)) {
    const paid = freebetSettlement(bonus.type, input.stake, plain);
    return { result: plain.result, winAmount: paid.cash, freebetReturned: paid.freebetReturned, freebetRefund: paid.freebetRefund };
  }
  const boosted = comboBoostSettlement(plain, input.legs, bonus.ranges ?? [], input.potentialWin ?? plain.winAmount);
  return { ...boosted, ...NOTHING_ELSE };
}

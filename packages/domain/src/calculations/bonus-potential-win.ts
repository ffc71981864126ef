/**
 * Potential win of a bet with its bonus, as the slip shows it and placement stores it (spec
 * promotions §4 "boosted odds"; core §5 free-bet stake-equals-profit). The same function runs in
 * the slip and in the API, so the player is shown what the bet is placed at.
 */
import { boostedOdds } from './combo-boost';
import { freebetPayout, isFreebetType } from './freebet-payout';
import { potentialWin } from './potential-win';

/** A bonus as far as the payout goes: its type and, for a combo boost, the active range's odds. */
export interface PayoutBonus {
  type: string;
  /** Combo boost multiplier, thousandths. */
  boostOdds?: number | null;
}

/** floor(stake × odds), with the combo boost's odds or the free-bet kind's payout rule. */
export function bonusPotentialWin(stake: number, totalOdds: number, bonus: PayoutBonus | null): number {
  if (bonus === null) return potentialWin(stake, totalOdds);
  if (bonus.type === 'comboboost' && bonus.boostOdds != null) return potentialWin(stake, boostedOdds(totalOdds, bonus.boostOdds));
  if (isFreebetType(bonus.type)) return freebetPayout(bonus.type, stake, totalOdds);
  return potentialWin(stake, totalOdds);
}

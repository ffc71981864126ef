/**
 * A combo boost at settlement (spec promotions §3 "Combo boost range: min_count, max_count,
 * bonus_odds"). The boost multiplies the bet's odds by the bonus odds of the range holding its
 * selection count (calculations/combo-boost).
 *
 * Choices where the spec is silent (what real books do):
 * - A combo whose every leg won pays the boosted potential win it was placed with (stored on the
 *   bet: what the player was shown).
 * - A void leg (refund, canceled) leaves the combo: the boost of the range holding the legs left
 *   applies to what the bet pays, or none when no range holds them.
 * - Only a bet that returns a profit (win_entire, refund_half_win_other) is boosted; lost, void and
 *   half-lost bets pay as without the boost. A boosted payout never exceeds the stored potential win.
 */
import { activeComboBoostRangeIndex, type ComboBoostRange } from '../calculations/combo-boost';
import { potentialWin } from '../calculations/potential-win';
import type { Settlement, SettlementLeg } from './bet-settlement';

const BOOSTED_RESULTS: readonly Settlement['result'][] = ['win_entire', 'refund_half_win_other'];

/**
 * `settlement` is the bet settled without the boost (settleBet with the unboosted potential win);
 * `boostedPotentialWin` the potential win stored at placement (with the boost).
 */
export function comboBoostSettlement(settlement: Settlement, legs: readonly SettlementLeg[], ranges: readonly ComboBoostRange[], boostedPotentialWin: number): Settlement {
  if (!BOOSTED_RESULTS.includes(settlement.result)) return settlement;
  if (legs.every((leg) => leg.result === 'win')) return { result: settlement.result, winAmount: boostedPotentialWin };
  const counted = legs.filter((leg) => leg.result !== 'refund' && leg.result !== 'canceled').length;
  const range = ranges[activeComboBoostRangeIndex(ranges, counted)];
  if (range === undefined) return settlement;
  const boosted = potentialWin(settlement.winAmount, range.bonusOddsThousandths);
  return { result: settlement.result, winAmount: Math.min(boosted, boostedPotentialWin) };
}

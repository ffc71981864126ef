/**
 * Whether a combo boost applies to a bet (spec promotions §3 "Combo boost: min_odds, ranges,
 * country_codes, event_conditions, only_verified"; §4 "A bonus marker with odds is sent with a bet
 * only for combo boost (odds of the active range)").
 *
 * Choices where the spec is silent: a combo boost boosts combos only; min_odds is the lowest price
 * of every selection (books ask it of each leg so a boost is not earned with near-certain legs);
 * the bet's selection count must fall in a range; the marker sent must carry that range's odds, so
 * the player is paid the boost they were shown and no other.
 */
import { activeComboBoostRangeIndex } from '../calculations/combo-boost';
import type { BonusBet, BonusPlayer, ComboBoostTerms } from './bonus-terms';
import { meetsEventConditions } from './event-conditions';
import { playerProblem, type PlayerProblem } from './player-conditions';

export type ComboBoostProblem = PlayerProblem | 'bet_type' | 'selection_odds' | 'selection_count' | 'event' | 'boost_odds';

/** The active range's multiplier for this many selections, thousandths, or null when none holds it. */
export function comboBoostOdds(terms: Pick<ComboBoostTerms, 'ranges'>, selectionCount: number): number | null {
  return terms.ranges[activeComboBoostRangeIndex(terms.ranges, selectionCount)]?.bonusOddsThousandths ?? null;
}

/** Everything but the marker: whether the boost suits the bet's type and selections. */
export function comboBoostSelectionProblem(terms: ComboBoostTerms, bet: Pick<BonusBet, 'betType' | 'selections'>, player: BonusPlayer): ComboBoostProblem | null {
  const problem = playerProblem(terms, player);
  if (problem !== null) return problem;
  if (bet.betType !== 'combo') return 'bet_type';
  if (bet.selections.some((selection) => selection.odds < terms.minOdds)) return 'selection_odds';
  if (comboBoostOdds(terms, bet.selections.length) === null) return 'selection_count';
  if (!meetsEventConditions(terms.eventConditions, bet.selections.map((selection) => selection.event))) return 'event';
  return null;
}

/** The first reason the boost (with the marker's odds) cannot apply, or null when it can. */
export function comboBoostProblem(terms: ComboBoostTerms, bet: Pick<BonusBet, 'betType' | 'selections'>, player: BonusPlayer, markerOdds: number | null): ComboBoostProblem | null {
  const problem = comboBoostSelectionProblem(terms, bet, player);
  if (problem !== null) return problem;
  return markerOdds === comboBoostOdds(terms, bet.selections.length) ? null : 'boost_odds';
}

/**
 * Whether a free bet may be the stake of a bet (spec promotions §3 "Free bet: min_odds, max_odds,
 * match_status, selection_count_from, selection_count_to"; core §4 "Setting a freebet bonus sets
 * the stake to the freebet stake").
 *
 * Choices where the spec is silent (what real books do):
 * - A free bet is used whole: the stake equals its amount, in its currency.
 * - It backs singles and combos only (a system bet is many lines, a bet builder one price the
 *   campaign's odds bounds were not written for).
 * - min_odds / max_odds bound the bet's total odds; match_status holds for every selection
 *   (live includes a match stopped mid-play).
 */
import { isLiveStatus, MATCH_STATUS } from '../catalogue/statuses';
import type { BonusBet, BonusPlayer, FreebetTerms } from './bonus-terms';
import { meetsEventConditions } from './event-conditions';
import { playerProblem, type PlayerProblem } from './player-conditions';

export type FreebetProblem = PlayerProblem | 'bet_type' | 'currency' | 'stake' | 'selection_count' | 'odds' | 'match_status' | 'event';

/** The free bet as issued to the player: its amount and currency. */
export interface IssuedFreebet {
  currency: string;
  amount: number;
}

/** True when a selection's match status suits the free bet's match_status. */
export function suitsFreebetMatchStatus(matchStatus: FreebetTerms['matchStatus'], status: Parameters<typeof isLiveStatus>[0]): boolean {
  if (matchStatus === 'prematch') return status === MATCH_STATUS.prematch;
  if (matchStatus === 'live') return isLiveStatus(status);
  return status === MATCH_STATUS.prematch || isLiveStatus(status);
}

/** Everything but the stake: whether this free bet suits the bet's selections and type. */
export function freebetSelectionProblem(terms: FreebetTerms, bet: Omit<BonusBet, 'stake' | 'currency'>, player: BonusPlayer): FreebetProblem | null {
  const problem = playerProblem(terms, player);
  if (problem !== null) return problem;
  if (bet.betType !== 'single' && bet.betType !== 'combo') return 'bet_type';
  const count = bet.selections.length;
  if (count < terms.selectionCountFrom || (terms.selectionCountTo !== null && count > terms.selectionCountTo)) return 'selection_count';
  if ((terms.minOdds !== null && bet.totalOdds < terms.minOdds) || (terms.maxOdds !== null && bet.totalOdds > terms.maxOdds)) return 'odds';
  if (!bet.selections.every((selection) => suitsFreebetMatchStatus(terms.matchStatus, selection.matchStatus))) return 'match_status';
  if (!meetsEventConditions(terms.eventConditions, bet.selections.map((selection) => selection.event))) return 'event';
  return null;
}

/** The first reason the free bet cannot be this bet's stake, or null when it can. */
export function freebetProblem(terms: FreebetTerms, issued: IssuedFreebet, bet: BonusBet, player: BonusPlayer): FreebetProblem | null {
  const problem = freebetSelectionProblem(terms, bet, player);
  if (problem !== null) return problem;
  if (bet.currency !== issued.currency) return 'currency';
  if (bet.stake !== issued.amount) return 'stake';
  return null;
}

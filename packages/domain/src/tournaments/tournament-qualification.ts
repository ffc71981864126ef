/**
 * What a settled bet brings to a tournament (issue 23 "Tournaments"; spec promotions-and-live §3
 * "Hunting tournament result row: … farmed_amount …"). The farmed amount of a player is the sum of
 * the stakes of their qualifying settled bets; decided where the spec is silent, as books do:
 * - placed inside the tournament's period (`startsAt` ≤ placed < `endsAt`) with the player's cash
 *   (a free bet's stake was not the player's) in one of the tournament's currencies, at least
 *   that currency's minimum stake, its total odds at least `minOdds`, every leg inside the event
 *   conditions (bonuses/event-conditions.ts);
 * - settled with a result that kept a stake at risk: won, lost, half won or half lost
 *   (refund_half_win_other, refund_half_lose_other: the whole stake counts, it was all staked); a bet
 *   refunded whole or canceled gave its stake back and brings nothing;
 * - a VIP bet refused by the trader never settles, so never counts.
 */
import { meetsEventConditions } from '../bonuses/event-conditions';
import type { EventCondition, SelectionEvent } from '../bonuses/bonus-terms';

export interface TournamentTerms {
  startsAt: Date;
  endsAt: Date;
  /** Minimum stake per currency (minor units); its keys are the currencies the tournament ranks. */
  minStakes: Readonly<Record<string, number>>;
  /** Thousandths; null: any price. */
  minOddsThousandths: number | null;
  eventConditions: readonly EventCondition[];
}

export interface SettledTournamentBet {
  currency: string;
  stake: number;
  oddsThousandths: number;
  /** Staked with bonus money (a free bet). */
  freeStake: boolean;
  placedAt: Date;
  /** The settled result (SettledBetResult). */
  result: string;
  events: readonly SelectionEvent[];
}

/** Results whose stake stayed at risk: they count. refund_entire and canceled gave it back. */
export const FARMING_RESULTS: readonly string[] = ['win_entire', 'lose_entire', 'refund_half_win_other', 'refund_half_lose_other'];

/** Whether a settled bet adds its stake to the player's farmed amount in the tournament. */
export function qualifiesForTournament(bet: SettledTournamentBet, terms: TournamentTerms): boolean {
  const minStake = terms.minStakes[bet.currency];
  if (minStake === undefined || bet.freeStake || bet.stake < minStake) return false;
  if (bet.placedAt.getTime() < terms.startsAt.getTime() || bet.placedAt.getTime() >= terms.endsAt.getTime()) return false;
  if (terms.minOddsThousandths !== null && bet.oddsThousandths < terms.minOddsThousandths) return false;
  return FARMING_RESULTS.includes(bet.result) && meetsEventConditions(terms.eventConditions, bet.events);
}

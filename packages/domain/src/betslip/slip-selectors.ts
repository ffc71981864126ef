/**
 * Read-only views of the ticket for the UI and the API (spec core §3–§5).
 */
import { comboBoostedOdds, type ComboBoostRange } from '../calculations/combo-boost';
import { freebetPayout } from '../calculations/freebet-payout';
import { potentialWin } from '../calculations/potential-win';
import { systemMaxProfit, systemPayout } from '../calculations/system-bets';
import { totalOddsThousandths } from '../calculations/total-odds';
import { isFreebetType } from '../calculations/freebet-payout';
import { oddsToThousandths } from '../odds/odds-thousandths';
import { needsAcceptance } from './market-update';
import { BET_TYPE, type SlipBet, type Ticket } from './slip-types';

/** Total odds of a bet in thousandths: custom odds for a custom bet, else the product of odds. */
export function selectBetTotalOdds(bet: SlipBet): number {
  if (bet.betType === BET_TYPE.customBet && bet.customOdds !== null) return oddsToThousandths(bet.customOdds);
  return totalOddsThousandths(bet.selections.map((selection) => selection.odds));
}

/** Total odds with the combo boost of the active range applied (combo bets only). */
export function selectBoostedTotalOdds(bet: SlipBet, ranges: readonly ComboBoostRange[]): number {
  const total = selectBetTotalOdds(bet);
  return bet.betType === BET_TYPE.combo && bet.bonus?.bonusType === 'comboboost' ? comboBoostedOdds(total, ranges, bet.selections.length) : total;
}

/**
 * Potential win of a bet in minor units, all selections winning; free bets pay per their kind.
 * A system bet's profit is capped by the maximum-win constant of its currency (SYSTEM_MAX_PROFIT),
 * unless `maxSystemProfit` names another cap.
 */
export function selectPotentialWin(bet: SlipBet, maxSystemProfit: number | undefined = systemMaxProfit(bet.currency)): number {
  if (bet.betType === BET_TYPE.system && bet.systemType !== null) {
    const oddsThousandths = bet.selections.map((selection) => oddsToThousandths(selection.odds));
    return systemPayout({ stake: bet.stake, oddsThousandths, winCount: bet.systemType.winCount, maxProfit: maxSystemProfit });
  }
  const odds = selectBetTotalOdds(bet);
  const bonusType = bet.bonus?.bonusType;
  return bonusType !== undefined && isFreebetType(bonusType) ? freebetPayout(bonusType, bet.stake, odds) : potentialWin(bet.stake, odds);
}

/** Sum of stakes in minor units. */
export function selectTotalStake(ticket: Pick<Ticket, 'bets'>): number {
  return ticket.bets.reduce((sum, bet) => sum + bet.stake, 0);
}

export function selectSelectionCount(ticket: Pick<Ticket, 'bets'>): number {
  return ticket.bets.reduce((sum, bet) => sum + bet.selections.length, 0);
}

/** True when the slip holds several single bets (multi-single). */
export function selectIsMultiSingle(ticket: Pick<Ticket, 'bets'>): boolean {
  return ticket.bets.length > 1 && ticket.bets.every((bet) => bet.betType === BET_TYPE.single);
}

/** True when some selection waits for the player to accept changes. */
export function selectHasPendingChanges(ticket: Pick<Ticket, 'bets'>): boolean {
  return ticket.bets.some((bet) => bet.selections.some(needsAcceptance));
}

export function selectIsOutcomeSelected(ticket: Pick<Ticket, 'selectedOutcomeIds'>, selectionId: string): boolean {
  return ticket.selectedOutcomeIds.includes(selectionId);
}

/** The ticket panel opens with the first selection and closes with the last (spec core §2). */
export function selectIsSlipEmpty(ticket: Pick<Ticket, 'bets'>): boolean {
  return ticket.bets.length === 0;
}

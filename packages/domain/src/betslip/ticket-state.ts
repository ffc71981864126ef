/**
 * Ticket state transitions (spec core §4 "Ticket states", "Placement flow").
 *
 * Choices where the spec is silent:
 * - Processing bets are matched with placed bets by position: the placement response lists the
 *   placed bets in the order they were sent.
 * - Starting a placement also sets the ticket state to PROCESSING.
 */
import { NO_TICKET_ERROR, TICKET_STATE, type PlacedBetResult, type SlipBet, type Ticket, type TicketError, type TicketState } from './slip-types';

/** INITIAL, or ODDS_CHANGED when any selection has changed odds (after adding or removing). */
export function stateAfterSelectionChange(bets: readonly SlipBet[]): TicketState {
  return bets.some((bet) => bet.selections.some((selection) => selection.isChanged)) ? TICKET_STATE.oddsChanged : TICKET_STATE.initial;
}

/** Placing bets: inProgress, bets with stake above 0 become processing bets, the error is cleared. */
export function startPlacement(ticket: Ticket): Ticket {
  return {
    ...ticket,
    ticketState: TICKET_STATE.processing,
    inProgress: true,
    processingBets: ticket.bets.filter((bet) => bet.stake > 0),
    error: NO_TICKET_ERROR,
  };
}

/** Success: selections cleared, processing bets receive betId, status, isVip and odds. */
export function completePlacement(ticket: Ticket, placed: readonly PlacedBetResult[]): Ticket {
  const placedBets = ticket.processingBets.map((bet, index) => {
    const result = placed[index];
    return result === undefined
      ? bet
      : { ...bet, betId: result.betId, status: result.status, isVip: result.isVip, placedOdds: result.odds };
  });
  return {
    ...ticket,
    ticketState: TICKET_STATE.success,
    inProgress: false,
    bets: [],
    selectedOutcomeIds: [],
    processingBets: [],
    placedBets,
  };
}

/** Error with a code other than unauthorised: ERROR with the mapped error; processing bets cleared. */
export function failPlacement(ticket: Ticket, error: TicketError): Ticket {
  return { ...ticket, ticketState: TICKET_STATE.error, inProgress: false, processingBets: [], error };
}

/** Back to INITIAL (not logged in, other errors): processing bets cleared. */
export function resetTicketState(ticket: Ticket): Ticket {
  return { ...ticket, ticketState: TICKET_STATE.initial, inProgress: false, processingBets: [] };
}

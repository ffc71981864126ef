import { describe, expect, it } from 'vitest';
import { NO_TICKET_ERROR, completePlacement, failPlacement, isPlacedTicketState, resetTicketState, startPlacement, stateAfterSelectionChange } from '../src';
import { bet, selection, ticketWith } from './fixtures';

// spec core §4 "Ticket states".
describe('ticket states', () => {
  const staked = bet('single', [selection('m1')], { stake: 100 });
  const unstaked = bet('single', [selection('m2')]);

  it('after adding or removing: INITIAL, or ODDS_CHANGED if any bet has changed odds', () => {
    expect(stateAfterSelectionChange([staked])).toBe('INITIAL');
    expect(stateAfterSelectionChange([bet('single', [selection('m1', { isChanged: true })])])).toBe('ODDS_CHANGED');
  });

  it('placing keeps bets with stake above 0 as processing bets and clears the error', () => {
    const ticket = startPlacement(ticketWith([staked, unstaked], { error: { ...NO_TICKET_ERROR, message: 'old' } }));
    expect(ticket).toMatchObject({ inProgress: true, ticketState: 'PROCESSING', error: NO_TICKET_ERROR });
    expect(ticket.processingBets).toEqual([staked]);
  });

  it('on success clears selections and matches processing bets with placed ones', () => {
    const placing = startPlacement(ticketWith([staked, bet('single', [selection('m3')], { stake: 50 })]));
    const placed = completePlacement(placing, [{ betId: 'b1', status: 'submitted', isVip: true, odds: 2.1 }]);
    expect(placed).toMatchObject({ ticketState: 'SUCCESS', bets: [], selectedOutcomeIds: [], processingBets: [], inProgress: false });
    expect(placed.placedBets[0]).toMatchObject({ betId: 'b1', status: 'submitted', isVip: true, placedOdds: 2.1 });
    expect(placed.placedBets[1]?.betId).toBeNull();
  });

  it('on ERROR or INITIAL processing bets are cleared', () => {
    const placing = startPlacement(ticketWith([staked]));
    const error = { ...NO_TICKET_ERROR, message: 'error.place_bets.default' };
    expect(failPlacement(placing, error)).toMatchObject({ ticketState: 'ERROR', processingBets: [], inProgress: false, error });
    expect(resetTicketState(placing)).toMatchObject({ ticketState: 'INITIAL', processingBets: [], inProgress: false });
  });

  it('SUCCESS is placed-like, the others are not', () => {
    expect(isPlacedTicketState('SUCCESS')).toBe(true);
    expect(['INITIAL', 'ODDS_CHANGED', 'PROCESSING', 'ERROR'].some((s) => isPlacedTicketState(s as 'INITIAL'))).toBe(false);
  });
});

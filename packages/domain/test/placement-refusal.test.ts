import { describe, expect, it } from 'vitest';
import { applyRefusedSelection, applyRefusedSelections, hasInvalidSelections, selectHasPendingChanges, slipReducer, startPlacement, type TicketError } from '../src';
import { bet, selection, ticketWith } from './fixtures';

const a = selection('m1', { odds: 2 });
const b = selection('m2', { odds: 3 });
const error: TicketError = { message: 'error.place_bets.invalid_odds', details: [], messagesByBet: {}, payload: null, isWrongOddsError: true, code: 'INVALID_ODDS' };

// spec core §8 (INVALID_ODDS, wrong-odds flag) with §4 "Selection state on market update".
describe('applyRefusedSelection', () => {
  it.each([
    ['NONE', 1.8, true, 2],
    ['HIGHER', 1.8, true, 2],
    ['NONE', 2.2, true, 2],
  ] as const)('changed, mode %s, current odds %s → changed %s, accepted %s (as a market update)', (mode, odds, changed, accepted) => {
    expect(applyRefusedSelection(a, { state: 'changed', odds }, mode)).toMatchObject({ odds, isChanged: changed, acceptedOdds: accepted, isSuspended: false });
  });

  it('changed without odds, or at the same price, leaves the selection as it is', () => {
    expect(applyRefusedSelection(a, { state: 'changed', odds: null }, 'NONE')).toBe(a);
    expect(applyRefusedSelection(a, { state: 'changed', odds: 2 }, 'NONE')).toBe(a);
  });

  it('suspended marks the selection suspended; not available marks it not available', () => {
    expect(applyRefusedSelection(a, { state: 'suspended', odds: null }, 'NONE')).toMatchObject({ isSuspended: true, odds: 2 });
    expect(applyRefusedSelection(a, { state: 'not_available', odds: null }, 'NONE')).toMatchObject({ isNotAvailable: true, isSuspended: false });
    const unavailable = { ...a, isNotAvailable: true };
    expect(applyRefusedSelection(unavailable, { state: 'not_available', odds: null }, 'NONE')).toBe(unavailable);
  });
});

describe('applyRefusedSelections', () => {
  it('finds the selections of the bets sent on the slip by id; only those are touched', () => {
    const sameMarketOtherOutcome = selection('m1x', { matchId: 1, outcomeId: '2', odds: 3.4 });
    const bets = [bet('single', [a]), bet('single', [sameMarketOtherOutcome], { stake: 0 }), bet('single', [b])];
    // Only the bets with a stake were sent: index 1 of the request is the slip's third bet.
    const sent = [bets[0]!, bets[2]!];
    const updated = applyRefusedSelections(bets, sent, [
      { betIndex: 0, selectionIndex: 0, state: 'changed', odds: 1.7 },
      { betIndex: 1, selectionIndex: 0, state: 'suspended', odds: null },
    ], 'NONE');
    expect(updated[0]?.selections[0]).toMatchObject({ odds: 1.7, acceptedOdds: 2, isChanged: true });
    expect(updated[1]).toBe(bets[1]);
    expect(updated[2]?.selections[0]).toMatchObject({ isSuspended: true });
    expect(updated.map(hasInvalidSelections)).toEqual([true, false, true]);
  });

  it('rescales a potential-win stake as a market update does', () => {
    const combo = bet('combo', [a, b], { stake: 1000, stakeSource: 'potential_win' });
    const [updated] = applyRefusedSelections([combo], [combo], [{ betIndex: 0, selectionIndex: 1, state: 'changed', odds: 4 }], 'NONE');
    expect(updated?.stake).toBe(750);
  });

  it('returns the bets themselves when nothing applies (indexes outside the request, same prices)', () => {
    const bets = [bet('combo', [a, b])];
    expect(applyRefusedSelections(bets, bets, [], 'NONE')).toBe(bets);
    expect(applyRefusedSelections(bets, bets, [{ betIndex: 3, selectionIndex: 0, state: 'suspended', odds: null }, { betIndex: 0, selectionIndex: 9, state: 'suspended', odds: null }], 'NONE')).toBe(bets);
    expect(applyRefusedSelections(bets, bets, [{ betIndex: 0, selectionIndex: 0, state: 'changed', odds: 2 }], 'NONE')).toBe(bets);
  });
});

describe('slipReducer placementFailed with the refused selections', () => {
  const placing = startPlacement(ticketWith([bet('combo', [a, b], { stake: 500 })]));

  it('applies them against the bets sent, then ERROR: the changes wait for the player to accept', () => {
    const failed = slipReducer(placing, { type: 'placementFailed', error, refused: { selections: [{ betIndex: 0, selectionIndex: 1, state: 'changed', odds: 2.5 }], oddsAcceptMode: 'NONE' } });
    expect(failed).toMatchObject({ ticketState: 'ERROR', inProgress: false, processingBets: [], error });
    expect(failed.bets[0]?.selections[1]).toMatchObject({ odds: 2.5, acceptedOdds: 3, isChanged: true });
    expect(selectHasPendingChanges(failed)).toBe(true);
    const accepted = slipReducer(failed, { type: 'oddsChangesAccepted' });
    expect(accepted.bets[0]?.selections[1]).toMatchObject({ acceptedOdds: 2.5, isChanged: false });
    expect(accepted.ticketState).toBe('INITIAL');
  });

  it('without them, or when they change nothing, the bets stay as they were', () => {
    expect(slipReducer(placing, { type: 'placementFailed', error }).bets).toBe(placing.bets);
    expect(slipReducer(placing, { type: 'placementFailed', error, refused: { selections: [], oddsAcceptMode: 'ANY' } }).bets).toBe(placing.bets);
  });
});

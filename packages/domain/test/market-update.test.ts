import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptOddsChanges, applyMarketToSelection, applyMarketUpdate, applyProviderStatuses, rescaleStake, type MarketUpdate } from '../src';
import { bet, selection, ticketWith } from './fixtures';

const market = (odds: number, overrides: Partial<MarketUpdate> = {}): MarketUpdate => ({
  matchId: 1,
  marketId: 1,
  specifier: '',
  status: 1,
  outcomes: [{ outcomeId: '1', active: true, odds }],
  ...overrides,
});
const sel = selection('m1', { odds: 2, acceptedOdds: 2 });

// spec core §4 "Selection state on market update".
describe('applyMarketToSelection', () => {
  it.each([
    ['a suspended market', market(2.2, { status: -1 })],
    ['a market not allowed', market(2.2, { status: 0 })],
    ['a missing outcome', market(2.2, { outcomes: [{ outcomeId: '2', active: true, odds: 2.2 }] })],
    ['an inactive outcome', market(2.2, { outcomes: [{ outcomeId: '1', active: false, odds: 2.2 }] })],
  ])('%s makes the selection suspended', (_name, update) => {
    expect(applyMarketToSelection(sel, update, 'NONE')).toMatchObject({ isSuspended: true, odds: 2 });
  });

  it('keeps an already suspended selection as the same object', () => {
    const suspended = { ...sel, isSuspended: true };
    expect(applyMarketToSelection(suspended, market(2, { status: -1 }), 'NONE')).toBe(suspended);
  });

  it('updates odds only when the value differs', () => {
    expect(applyMarketToSelection(sel, market(2.0001), 'NONE')).toBe(sel);
  });

  it('lifts suspension when the market is back', () => {
    expect(applyMarketToSelection({ ...sel, isSuspended: true }, market(2), 'NONE')).toMatchObject({ isSuspended: false, odds: 2 });
  });

  it.each([
    ['NONE', 2.2, true, 2],
    ['NONE', 1.8, true, 2],
    ['HIGHER', 2.2, false, 2.2],
    ['HIGHER', 1.8, true, 2],
    ['ANY', 2.2, false, 2.2],
    ['ANY', 1.8, false, 1.8],
  ] as const)('mode %s, new odds %s → changed %s, accepted %s', (mode, odds, changed, accepted) => {
    expect(applyMarketToSelection(sel, market(odds), mode)).toMatchObject({ odds, isChanged: changed, acceptedOdds: accepted });
  });

  it('in mode NONE a return to the accepted price clears the changed flag', () => {
    const changed = applyMarketToSelection(sel, market(2.2), 'NONE');
    expect(applyMarketToSelection(changed, market(2), 'NONE').isChanged).toBe(false);
  });
});

describe('applyMarketUpdate', () => {
  it('sets ODDS_CHANGED when a selection changed', () => {
    const ticket = ticketWith([bet('single', [sel])]);
    expect(applyMarketUpdate(ticket, market(2.2), 'NONE').ticketState).toBe('ODDS_CHANGED');
  });

  it('keeps the state while a placement is under way or finished', () => {
    expect(applyMarketUpdate(ticketWith([bet('single', [sel])], { inProgress: true, ticketState: 'PROCESSING' }), market(2.2), 'NONE').ticketState).toBe('PROCESSING');
    expect(applyMarketUpdate(ticketWith([bet('single', [sel])], { ticketState: 'SUCCESS' }), market(2.2), 'NONE').ticketState).toBe('SUCCESS');
  });

  it('keeps INITIAL when mode ANY absorbs the change', () => {
    expect(applyMarketUpdate(ticketWith([bet('single', [sel])]), market(2.2), 'ANY').ticketState).toBe('INITIAL');
  });

  it('returns the same ticket when no slip selection is on the market', () => {
    const ticket = ticketWith([bet('single', [sel])]);
    expect(applyMarketUpdate(ticket, market(3, { matchId: 99 }), 'NONE')).toBe(ticket);
  });

  it('rescales the stake of a potential-win bet by old total odds over new', () => {
    const ticket = ticketWith([bet('combo', [sel, selection('m2', { odds: 1.5 })], { stake: 1000, stakeSource: 'potential_win' })]);
    const updated = applyMarketUpdate(ticket, market(2.5), 'ANY');
    expect(updated.bets[0]?.stake).toBe(800); // 10.00 × 3.00 = 8.00 × 3.75
  });

  it('does not rescale other stake sources or custom bets', () => {
    expect(applyMarketUpdate(ticketWith([bet('single', [sel], { stake: 1000 })]), market(2.5), 'ANY').bets[0]?.stake).toBe(1000);
    expect(applyMarketUpdate(ticketWith([bet('custom_bet', [sel], { stake: 1000, stakeSource: 'potential_win' })]), market(2.5), 'ANY').bets[0]?.stake).toBe(1000);
  });

  // Issue 3 property: rescaling preserves the potential win within half a minor unit of odds.
  it('rescaling preserves the potential win (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1001, max: 100_000 }), fc.integer({ min: 1001, max: 100_000 }), (stake, oldOdds, newOdds) => {
        const next = rescaleStake(stake, oldOdds, newOdds);
        return Math.abs(next * newOdds - stake * oldOdds) <= newOdds / 2;
      }),
    );
  });

  it('leaves a stake alone for non-positive odds', () => {
    expect(rescaleStake(100, 2000, 0)).toBe(100);
  });
});

describe('acceptOddsChanges', () => {
  it('drops suspended and unavailable selections, accepts odds and returns to INITIAL', () => {
    const ticket = ticketWith(
      [bet('combo', [selection('m1', { odds: 2.2, acceptedOdds: 2, isChanged: true }), selection('m2', { isSuspended: true }), selection('m3', { isNotAvailable: true })])],
      { ticketState: 'ODDS_CHANGED' },
    );
    const accepted = acceptOddsChanges(ticket);
    expect(accepted.ticketState).toBe('INITIAL');
    expect(accepted.bets[0]).toMatchObject({ betType: 'single' });
    expect(accepted.bets[0]?.selections[0]).toMatchObject({ acceptedOdds: 2.2, isChanged: false });
    expect(accepted.selectedOutcomeIds).toEqual(['m1']);
  });

  it('removes a bet with nothing left', () => {
    expect(acceptOddsChanges(ticketWith([bet('single', [selection('m1', { isSuspended: true })])])).bets).toEqual([]);
  });

  it.each([
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 0],
    [4, 0],
    [5, 0],
  ] as const)('a custom bet with a selection in match status %s is kept: %s', (status, kept) => {
    const custom = bet('custom_bet', [selection('m1'), selection('m1b', { matchStatus: status })]);
    expect(acceptOddsChanges(ticketWith([custom])).bets).toHaveLength(kept);
  });
});

// spec core §4: a provider status change marks selections of inactive providers as not available.
describe('applyProviderStatuses', () => {
  it('marks and unmarks selections by provider', () => {
    const ticket = ticketWith([bet('combo', [selection('m1'), selection('m2', { provider: 'oddin', isNotAvailable: true })])]);
    const updated = applyProviderStatuses(ticket, { betradar: false, oddin: true });
    expect(updated.bets[0]?.selections.map((s) => s.isNotAvailable)).toEqual([true, false]);
    expect(updated.ticketState).toBe('ODDS_CHANGED');
    expect(applyProviderStatuses(ticketWith(ticket.bets, { inProgress: true, ticketState: 'PROCESSING' }), {}).ticketState).toBe('PROCESSING');
    expect(applyProviderStatuses(ticketWith([bet('single', [selection('m1')])]), { betradar: true }).ticketState).toBe('INITIAL');
  });
});

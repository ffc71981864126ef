import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addSelection, createTicket, slipReducer, type SlipAction, type Ticket } from '../src';
import { EUR, bet, selection, ticketWith } from './fixtures';

const NO_MULTI = {};
const MULTI = { betradar: true };
const add = (id: string, multi: Record<string, boolean> = NO_MULTI, overrides = {}): SlipAction => ({
  type: 'selectionAdded',
  selection: selection(id, overrides),
  currency: EUR,
  multiSingleAvailableByProvider: multi,
});
const run = (actions: SlipAction[], start: Ticket = createTicket()) => actions.reduce(slipReducer, start);

// spec core §4 "Bet type" — adding selections.
describe('adding selections', () => {
  it('makes a new single when the slip is empty', () => {
    const ticket = run([add('m1')]);
    expect(ticket.bets).toHaveLength(1);
    expect(ticket.bets[0]).toMatchObject({ betType: 'single', stake: 0, currency: 'EUR' });
    expect(ticket.selectedOutcomeIds).toEqual(['m1']);
  });

  it('joins the first bet and turns a single into a combo without multi-single', () => {
    const ticket = run([add('m1'), add('m2')]);
    expect(ticket.bets).toHaveLength(1);
    expect(ticket.bets[0]?.betType).toBe('combo');
  });

  it('makes another single when multi-single is allowed for the provider and the first bet is single', () => {
    const ticket = run([add('m1', MULTI), add('m2', MULTI)]);
    expect(ticket.bets.map((b) => b.betType)).toEqual(['single', 'single']);
  });

  it('merges multi-singles into a combo when the new provider lacks multi-single', () => {
    const ticket = run([add('m1', MULTI), add('m2', MULTI), add('m3', MULTI, { provider: 'oddin' })]);
    expect(ticket.bets).toHaveLength(1);
    expect(ticket.bets[0]?.selections.map((s) => s.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('joins a system bet and keeps it a system with the new count', () => {
    const start = ticketWith([bet('system', [selection('m1'), selection('m2'), selection('m3')], { systemType: { totalCount: 3, winCount: 2 } })]);
    const ticket = slipReducer(start, add('m4'));
    expect(ticket.bets[0]).toMatchObject({ betType: 'system', systemType: { totalCount: 4, winCount: 2 } });
  });

  it('ignores a selection already on the slip', () => {
    const ticket = run([add('m1')]);
    expect(slipReducer(ticket, add('m1'))).toBe(ticket);
  });

  it('addSelection leaves the bets as they are for a selection already on the slip', () => {
    const bets = [bet('combo', [selection('m1'), selection('m2')])];
    const context = { currency: EUR, multiSingleAvailableByProvider: MULTI, systemTypes: [] };
    const after = addSelection(bets, selection('m2'), context);
    expect(after).toEqual(bets);
    expect(after).not.toBe(bets);
  });

  // spec core §4 "Ticket states": adding or removing resets to INITIAL or ODDS_CHANGED.
  it('goes to ODDS_CHANGED when a bet has changed odds, else INITIAL', () => {
    const changed = ticketWith([bet('single', [selection('m1', { isChanged: true })])], { ticketState: 'ERROR' });
    expect(slipReducer(changed, add('m2')).ticketState).toBe('ODDS_CHANGED');
    expect(run([add('m1')], createTicket({ ticketState: 'SUCCESS' })).ticketState).toBe('INITIAL');
  });
});

describe('removing selections', () => {
  it('removes the bet when nothing is left', () => {
    const ticket = run([add('m1'), { type: 'selectionRemoved', selectionId: 'm1' }]);
    expect(ticket.bets).toEqual([]);
    expect(ticket.selectedOutcomeIds).toEqual([]);
  });

  it('turns a combo left with one selection into a single', () => {
    const ticket = run([add('m1'), add('m2'), { type: 'selectionRemoved', selectionId: 'm2' }]);
    expect(ticket.bets[0]?.betType).toBe('single');
  });

  it('switches a system to combo when no system type has the new count', () => {
    const start = ticketWith([bet('system', [selection('m1'), selection('m2'), selection('m3')], { systemType: { totalCount: 3, winCount: 2 } })]);
    expect(slipReducer(start, { type: 'selectionRemoved', selectionId: 'm3' }).bets[0]?.betType).toBe('combo');
  });

  it('keeps a custom bet a custom bet', () => {
    const start = ticketWith([bet('custom_bet', [selection('m1'), selection('m2')])]);
    expect(slipReducer(start, { type: 'selectionRemoved', selectionId: 'm2' }).bets[0]?.betType).toBe('custom_bet');
  });

  it('removes one single of multi-singles and leaves the other singles as they are', () => {
    const ticket = run([add('m1', MULTI), add('m2', MULTI), add('m3', MULTI)]);
    const after = slipReducer(ticket, { type: 'selectionRemoved', selectionId: 'm2' });
    expect(after.bets.map((b) => b.selections.map((s) => s.id))).toEqual([['m1'], ['m3']]);
    expect(after.bets[0]).toBe(ticket.bets[0]);
    expect(after.bets[1]).toBe(ticket.bets[2]);
    expect(after.selectedOutcomeIds).toEqual(['m1', 'm3']);
  });

  it('ignores an unknown selection', () => {
    const ticket = run([add('m1')]);
    expect(slipReducer(ticket, { type: 'selectionRemoved', selectionId: 'x' })).toBe(ticket);
  });
});

describe('other actions', () => {
  it('puts a custom bet with its custom odds', () => {
    const ticket = run([{ type: 'customBetPut', selections: [selection('m1'), selection('m1b')], customOdds: 3.4, currency: EUR }]);
    expect(ticket.bets[0]).toMatchObject({ betType: 'custom_bet', customOdds: 3.4 });
    expect(ticket.selectedOutcomeIds).toEqual(['m1', 'm1b']);
    expect(slipReducer(ticket, { type: 'customBetPut', selections: [], customOdds: 2, currency: EUR })).toBe(ticket);
  });

  it('switches type, and a refused switch returns the same ticket', () => {
    const combo = run([add('m1'), add('m2'), add('m3')]);
    const system = slipReducer(combo, { type: 'betTypeSwitched', betType: 'system', multiSingleAvailableByProvider: NO_MULTI });
    expect(system.bets[0]).toMatchObject({ betType: 'system', systemType: { totalCount: 3, winCount: 2 } });
    expect(slipReducer(combo, { type: 'betTypeSwitched', betType: 'single', multiSingleAvailableByProvider: NO_MULTI })).toBe(combo);
  });

  it('chooses a system type only for a system bet of that count', () => {
    const system = ticketWith([bet('system', [selection('m1'), selection('m2'), selection('m3'), selection('m4')], { systemType: { totalCount: 4, winCount: 2 } })]);
    expect(slipReducer(system, { type: 'systemTypeChosen', systemType: { totalCount: 4, winCount: 3 } }).bets[0]?.systemType).toEqual({ totalCount: 4, winCount: 3 });
    expect(slipReducer(system, { type: 'systemTypeChosen', systemType: { totalCount: 5, winCount: 3 } })).toBe(system);
  });

  it('sorts loaded system types', () => {
    const ticket = slipReducer(createTicket(), { type: 'systemTypesLoaded', systemTypes: [{ totalCount: 4, winCount: 2 }, { totalCount: 3, winCount: 2 }] });
    expect(ticket.systemTypes).toEqual([{ totalCount: 3, winCount: 2 }, { totalCount: 4, winCount: 2 }]);
  });

  it('changes a stake and refuses negative or fractional stakes and unknown bets', () => {
    const ticket = run([add('m1')]);
    expect(slipReducer(ticket, { type: 'stakeChanged', betIndex: 0, stake: 250, stakeSource: 'input' }).bets[0]?.stake).toBe(250);
    expect(slipReducer(ticket, { type: 'stakeChanged', betIndex: 0, stake: -1, stakeSource: 'input' })).toBe(ticket);
    expect(slipReducer(ticket, { type: 'stakeChanged', betIndex: 0, stake: 2.5, stakeSource: 'input' })).toBe(ticket);
    expect(slipReducer(ticket, { type: 'stakeChanged', betIndex: 3, stake: 1, stakeSource: 'input' })).toBe(ticket);
  });

  it('changes the stake of one multi-single only', () => {
    const ticket = run([add('m1', MULTI), add('m2', MULTI)]);
    const after = slipReducer(ticket, { type: 'stakeChanged', betIndex: 1, stake: 500, stakeSource: 'input' });
    expect(after.bets.map((b) => b.stake)).toEqual([0, 500]);
    expect(after.bets[0]).toBe(ticket.bets[0]);
  });

  it('runs the placement flow', () => {
    const ready = slipReducer(run([add('m1')]), { type: 'stakeChanged', betIndex: 0, stake: 100, stakeSource: 'input' });
    const placing = slipReducer(ready, { type: 'placementStarted' });
    expect(placing).toMatchObject({ inProgress: true, ticketState: 'PROCESSING' });
    expect(slipReducer(placing, { type: 'placementStarted' })).toBe(placing);
    const placed = slipReducer(placing, { type: 'placementSucceeded', placed: [{ betId: 'b1', status: 'submitted', isVip: false, odds: 2 }] });
    expect(placed).toMatchObject({ ticketState: 'SUCCESS', bets: [], inProgress: false });
    expect(slipReducer(placing, { type: 'placementFailed', error: { message: 'x', details: [], messagesByBet: {}, payload: null, isWrongOddsError: false, code: 1 } }).ticketState).toBe('ERROR');
    expect(slipReducer(placing, { type: 'ticketReset' })).toMatchObject({ ticketState: 'INITIAL', processingBets: [], inProgress: false });
  });

  it('marks selections of inactive providers and accepts changes', () => {
    const ticket = run([add('m1'), add('m2', NO_MULTI, { provider: 'oddin' }), { type: 'providerStatusesChanged', activeByProvider: { betradar: true } }]);
    expect(ticket.bets[0]?.selections.map((s) => s.isNotAvailable)).toEqual([false, true]);
    expect(ticket.ticketState).toBe('ODDS_CHANGED');
    const accepted = slipReducer(ticket, { type: 'oddsChangesAccepted' });
    expect(accepted.selectedOutcomeIds).toEqual(['m1']);
    expect(accepted.ticketState).toBe('INITIAL');
  });

  it('applies market updates', () => {
    const ticket = slipReducer(run([add('m1')]), {
      type: 'marketUpdated',
      oddsAcceptMode: 'NONE',
      market: { matchId: 1, marketId: 1, specifier: '', status: 1, outcomes: [{ outcomeId: '1', active: true, odds: 2.2 }] },
    });
    expect(ticket.bets[0]?.selections[0]).toMatchObject({ odds: 2.2, isChanged: true });
  });

  it('resets stakes on currency change and converts restored bets', () => {
    const ticket = slipReducer(run([add('m1')]), { type: 'stakeChanged', betIndex: 0, stake: 1000, stakeSource: 'input' });
    expect(slipReducer(ticket, { type: 'currencyChanged', currency: { currency: 'USD', subunits: 100 } }).bets[0]).toMatchObject({ stake: 0, currency: 'USD', stakeSource: 'sharing' });
    const restored = slipReducer(createTicket({ isRestoring: true }), { type: 'betsRestored', bets: ticket.bets, currency: { currency: 'USD', subunits: 100 }, rates: { EUR: 1, USD: 1.1 } });
    expect(restored.bets[0]).toMatchObject({ stake: 1100, currency: 'USD' });
    expect(restored).toMatchObject({ isRestoring: false, selectedOutcomeIds: ['m1'] });
  });

  it('restores stored bets in their own currency until the active one is known, then converts only those in another', () => {
    const eurBet = { ...run([add('m1')]).bets[0]!, stake: 1000 };
    const usdBet = { ...run([add('m2')]).bets[0]!, stake: 500, currency: 'USD' };
    const restored = slipReducer(createTicket({ isRestoring: true }), { type: 'betsRestored', bets: [eurBet, usdBet], currency: null, rates: {} });
    expect(restored.bets).toEqual([eurBet, usdBet]);
    expect(restored).toMatchObject({ isRestoring: false, selectedOutcomeIds: ['m1', 'm2'] });

    const oddsChanged = { ...restored, ticketState: 'ODDS_CHANGED' as const };
    const known = slipReducer(oddsChanged, { type: 'activeCurrencyKnown', currency: { currency: 'USD', subunits: 100 }, rates: { EUR: 1, USD: 1.1 } });
    expect(known.bets[0]).toMatchObject({ stake: 1100, currency: 'USD', stakeSource: eurBet.stakeSource });
    expect(known.bets[1]).toBe(usdBet);
    expect(known.ticketState).toBe('ODDS_CHANGED');

    // Already in the active currency: the very same ticket.
    const usdOnly = slipReducer(createTicket(), { type: 'betsRestored', bets: [usdBet], currency: null, rates: {} });
    expect(slipReducer(usdOnly, { type: 'activeCurrencyKnown', currency: { currency: 'USD', subunits: 100 }, rates: {} })).toBe(usdOnly);
  });

  it('offers, chooses and removes bonuses', () => {
    const ticket = run([add('m1')]);
    const freebet = { bonusId: 'f1', bonusType: 'freebet' as const, freebetStake: 500 };
    const offered = slipReducer(ticket, { type: 'bonusesOffered', betIndex: 0, available: { comboboost: null, freebet: [freebet], hunting: null, lootbox: null, tournament: null } });
    expect(offered.bets[0]?.availableBonuses.freebet).toEqual([freebet]);
    const chosen = slipReducer(offered, { type: 'bonusChosen', betIndex: 0, bonus: freebet });
    expect(chosen.bets[0]).toMatchObject({ stake: 500, freebetStake: 500 });
    expect(slipReducer(chosen, { type: 'bonusRemoved', betIndex: 0 }).bets[0]).toMatchObject({ stake: 0, bonus: null });
  });

  it('clears the slip', () => {
    expect(run([add('m1'), { type: 'slipCleared' }]).bets).toEqual([]);
  });
});

// Issue 3 property: the reducer never produces a bet with zero selections or a single with more than one.
describe('reducer invariants (property)', () => {
  const ids = fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5', 'm6');
  const action: fc.Arbitrary<SlipAction> = fc.oneof(
    fc.tuple(ids, fc.boolean(), fc.constantFrom<'betradar' | 'oddin'>('betradar', 'oddin')).map(([id, multi, provider]) => add(id, multi ? MULTI : NO_MULTI, { provider })),
    ids.map((id): SlipAction => ({ type: 'selectionRemoved', selectionId: id })),
    fc.constantFrom<'single' | 'combo' | 'system'>('single', 'combo', 'system').map((betType): SlipAction => ({ type: 'betTypeSwitched', betType, multiSingleAvailableByProvider: { betradar: true, oddin: true } })),
    fc.constant<SlipAction>({ type: 'oddsChangesAccepted' }),
    fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean()).map(([matchId, active]): SlipAction => ({
      type: 'marketUpdated',
      oddsAcceptMode: 'NONE',
      market: { matchId, marketId: 1, specifier: '', status: 1, outcomes: [{ outcomeId: '1', active, odds: 2.5 }] },
    })),
  );

  it('holds after any sequence of actions', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const ticket = run(actions);
        for (const b of ticket.bets) {
          expect(b.selections.length).toBeGreaterThan(0);
          if (b.betType === 'single') expect(b.selections).toHaveLength(1);
          if (b.betType === 'system') expect(b.systemType?.totalCount).toBe(b.selections.length);
        }
        expect(ticket.selectedOutcomeIds).toEqual(ticket.bets.flatMap((b) => b.selections.map((s) => s.id)));
        expect(new Set(ticket.selectedOutcomeIds).size).toBe(ticket.selectedOutcomeIds.length);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { decideOutcomeSelection } from '../src';
import { bet, selection, ticketWith } from './fixtures';

const live = selection('m1', { matchStatus: 1 });
const prematch = selection('m1', { matchStatus: 0 });
const empty = ticketWith([]);

// spec core §4 "Selecting an outcome", §2 "Ticket panel".
describe('decideOutcomeSelection', () => {
  it.each([
    ['ignored while a ticket is in progress', ticketWith([], { inProgress: true }), live, false, true, 'ignored', false],
    ['quick bet for a live, non-custom selection', empty, live, false, true, 'quick_bet', false],
    ['quick bet off for a prematch selection', empty, prematch, false, true, 'added', true],
    ['quick bet off for a custom selection', empty, live, true, true, 'custom_bet_put', true],
    ['custom bet put on the slip', empty, prematch, true, false, 'custom_bet_put', false],
    ['custom modal when the first slip bet is custom', ticketWith([bet('custom_bet', [selection('m5')])]), prematch, false, false, 'custom_modal', false],
    ['removed when already selected', ticketWith([bet('single', [prematch])]), prematch, false, false, 'removed', false],
    ['added otherwise', ticketWith([bet('single', [selection('m2')])]), prematch, false, false, 'added', false],
  ] as const)('%s', (_name, ticket, chosen, isCustom, quickBetEnabled, kind, turnQuickBetOff) => {
    expect(decideOutcomeSelection({ ticket, selection: chosen, isCustom, quickBetEnabled })).toEqual({ kind, turnQuickBetOff });
  });
});

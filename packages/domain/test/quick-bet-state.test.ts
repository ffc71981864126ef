import { describe, expect, it } from 'vitest';
import { createQuickBet, quickBetReducer, runQuickBet, type QuickBet, type LimitViolation } from '../src';
import { bet, selection } from './fixtures';

const ready = (overrides: Partial<QuickBet> = {}): QuickBet => ({
  ...createQuickBet('EUR'),
  isEnabled: true,
  bet: bet('single', [selection('m1', { matchStatus: 1 })]),
  stake: 1000,
  isApproved: true,
  ...overrides,
});
const reject: LimitViolation = { reason: 'MAX_STAKE', action: 'reject', messageKeys: ['error.validation.bet_limits.max_stake_limit_exceeded'] };
const warn: LimitViolation = { reason: 'MAX_ODDS', action: 'accept', messageKeys: ['warning.validation.bet_limits.odds_limit_exceeded.title'] };
const input = { isLoggedIn: true, isPve: false, limitViolation: null, potentialWin: 2000 };

// spec core §4 "Quick bet".
describe('quick bet reducer', () => {
  it('starts disabled', () => {
    expect(createQuickBet('EUR')).toMatchObject({ isEnabled: false, state: 'INITIAL', stake: 0, isApproved: false });
  });

  it('toggling enables or disables it and clears approval', () => {
    const on = quickBetReducer(ready({ isEnabled: false }), { type: 'toggled' });
    expect(on).toMatchObject({ isEnabled: true, isApproved: false });
    expect(quickBetReducer(on, { type: 'toggled' }).isEnabled).toBe(false);
  });

  it('changing stake or currency clears approval', () => {
    expect(quickBetReducer(ready(), { type: 'stakeChanged', stake: 500 })).toMatchObject({ stake: 500, isApproved: false });
    expect(quickBetReducer(ready(), { type: 'currencyChanged', currency: 'USD' })).toMatchObject({ currency: 'USD', isApproved: false });
  });

  it('the same currency again is no change: approval stays', () => {
    const quickBet = ready();
    expect(quickBetReducer(quickBet, { type: 'currencyChanged', currency: 'EUR' })).toBe(quickBet);
  });

  it('the active currency becoming known at page load is not a change: approval stays', () => {
    expect(quickBetReducer(ready(), { type: 'activeCurrencyKnown', currency: 'USD' })).toMatchObject({ currency: 'USD', isApproved: true, stake: 1000 });
  });

  it('approval is true only when the stake is above 0', () => {
    expect(quickBetReducer(ready({ isApproved: false }), { type: 'approved' }).isApproved).toBe(true);
    expect(quickBetReducer(ready({ isApproved: false, stake: 0 }), { type: 'approved' }).isApproved).toBe(false);
  });

  it('prepares a bet, succeeds, fails and resets', () => {
    const prepared = quickBetReducer(createQuickBet('EUR'), { type: 'betPrepared', bet: bet('single', [selection('m7')]) });
    expect(prepared).toMatchObject({ selectedOutcomeIds: ['m7'], state: 'INITIAL' });
    expect(quickBetReducer(prepared, { type: 'placementSucceeded' }).state).toBe('SUCCESS');
    expect(quickBetReducer(prepared, { type: 'placementFailed', message: 'x' })).toMatchObject({ state: 'ERROR', error: 'x' });
    expect(quickBetReducer(ready({ state: 'ERROR', error: 'x' }), { type: 'reset' })).toMatchObject({ state: 'INITIAL', bet: null, error: null, isEnabled: true, stake: 1000 });
  });

  it.each(['PROCESSING', 'WARNING'] as const)('a bet prepared while %s leaves the quick bet as it is (no second bet)', (state) => {
    const busy = ready({ state });
    expect(quickBetReducer(busy, { type: 'betPrepared', bet: bet('single', [selection('m9', { matchStatus: 1 })]) })).toBe(busy);
  });

  it('dismissing the limit warning leaves the warning state; nothing else does', () => {
    expect(quickBetReducer(ready({ state: 'WARNING' }), { type: 'warningDismissed' }).state).toBe('INITIAL');
    const processing = ready({ state: 'PROCESSING' });
    expect(quickBetReducer(processing, { type: 'warningDismissed' })).toBe(processing);
  });

  it.each([
    [999, 0],
    [0, 0],
    [1000, 1000],
    [5000, 1000],
  ])('balance change to %s leaves stake %s', (available, stake) => {
    expect(quickBetReducer(ready(), { type: 'balanceChanged', available }).stake).toBe(stake);
  });

  it('switches the stake off on a zero balance even with a zero stake', () => {
    expect(quickBetReducer(ready({ stake: 0, isApproved: false }), { type: 'balanceChanged', available: 0 })).toMatchObject({ stake: 0, isApproved: false });
  });
});

describe('running the quick bet', () => {
  it.each([
    ['no quick bet ready → reset to INITIAL', ready({ bet: null, state: 'ERROR' }), input, 'reset', 'INITIAL'],
    ['not logged in → sign-in', ready(), { ...input, isLoggedIn: false }, 'sign_in', 'INITIAL'],
    ['pve player → ERROR', ready(), { ...input, isPve: true }, 'error', 'ERROR'],
    ['reject limit → ERROR with the limit message', ready(), { ...input, limitViolation: reject }, 'error', 'ERROR'],
    ['accept limit → lowered to a slip bet, in the warning state', ready(), { ...input, limitViolation: warn }, 'lower_to_slip', 'WARNING'],
    ['already processing → nothing', ready({ state: 'PROCESSING' }), input, 'nothing', 'PROCESSING'],
    ['warning state → nothing', ready({ state: 'WARNING' }), input, 'nothing', 'WARNING'],
    ['warning state with the limit still exceeded → nothing (not lowered again)', ready({ state: 'WARNING' }), { ...input, limitViolation: warn }, 'nothing', 'WARNING'],
    ['processing while a limit is exceeded → nothing (the bet in flight keeps its state)', ready({ state: 'PROCESSING' }), { ...input, limitViolation: reject }, 'nothing', 'PROCESSING'],
    ['not approved → nothing', ready({ isApproved: false }), input, 'nothing', 'INITIAL'],
    ['potential win equal to the stake → ERROR', ready(), { ...input, potentialWin: 1000 }, 'error', 'ERROR'],
    ['otherwise → PROCESSING', ready(), input, 'place', 'PROCESSING'],
  ] as const)('%s', (_name, quickBet, context, kind, state) => {
    const run = runQuickBet({ quickBet, ...context });
    expect(run.kind).toBe(kind);
    expect(run.quickBet.state).toBe(state);
  });

  it('a second click while the first is in flight does nothing (spec: "if already processing … nothing happens")', () => {
    const first = runQuickBet({ quickBet: quickBetReducer(ready({ bet: null }), { type: 'betPrepared', bet: bet('single', [selection('m1', { matchStatus: 1 })]) }), ...input });
    expect(first.kind).toBe('place');
    const secondPrepared = quickBetReducer(first.quickBet, { type: 'betPrepared', bet: bet('single', [selection('m2', { matchStatus: 1 })]) });
    const second = runQuickBet({ quickBet: secondPrepared, ...input });
    expect(second.kind).toBe('nothing');
    expect(second.quickBet).toMatchObject({ state: 'PROCESSING', selectedOutcomeIds: ['m1'] });
  });

  it('carries the message keys of an error', () => {
    expect(runQuickBet({ quickBet: ready(), ...input, isPve: true }).messageKeys).toEqual(['error.platform.pve_player_bet_forbidden']);
    expect(runQuickBet({ quickBet: ready(), ...input, potentialWin: 10 }).quickBet.error).toBe('error.potential_win.equal_or_less');
    expect(runQuickBet({ quickBet: ready(), ...input, limitViolation: reject }).messageKeys).toEqual(reject.messageKeys);
    expect(runQuickBet({ quickBet: ready(), ...input, limitViolation: { ...reject, messageKeys: [] } }).quickBet.error).toBe('');
  });
});

import { toMarket, toMatch } from '@sportsbook/contracts/models';
import { BET_TYPE, MARKET_STATUS, MATCH_STATUS, SWITCH_REFUSAL, TICKET_STATE } from '@sportsbook/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useProviderStatusStore } from '@/lib/live/provider-status-store';
import { emitPublicEvent } from '@/lib/realtime/public-events';
import { marketDto, matchDto } from '@/test/fixtures';
import {
  acceptChanges,
  hydrateBetslip,
  removeSelection,
  resetBetslipForTests,
  restoreBets,
  selectOutcome,
  setBetType,
  setStake,
  setSystemType,
  useBetslipStore,
} from './betslip-store';
import { startMarketSync } from './market-sync';
import { useSelectedStore } from './selected-store';
import { toSlipSelection } from './selection-model';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from './slip-settings';
import { STORAGE_KEYS } from './storage-keys';

function selection(matchId: number, outcomeKey = '1', odds = 2, status: 0 | 1 = 0) {
  const match = toMatch(matchDto({ id: matchId, slug: `m-${matchId}`, status }));
  const market = toMarket(marketDto({ id: 1, specifier: '', outcomes: [{ id: outcomeKey, name: `Outcome ${outcomeKey}`, active: true, odds }] }));
  const outcome = market.outcomes[0]!;
  return toSlipSelection({ match, market, outcome });
}

const ticket = () => useBetslipStore.getState().ticket;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
  setSlipSettings(DEFAULT_SLIP_SETTINGS);
  useAuthStore.setState({ status: 'NOT_LOGGED_IN', currency: 'EUR', accounts: [], settings: null });
  useProviderStatusStore.setState({ statuses: null });
});

afterEach(() => vi.restoreAllMocks());

describe('betslip store', () => {
  it('toggles a selection, keeps the light store in step and opens/closes the panel', () => {
    hydrateBetslip();
    const a = selection(10);
    expect(selectOutcome(a)).toBe('added');
    expect(ticket().selectedOutcomeIds).toEqual([a.id]);
    expect(useSelectedStore.getState().selectedIds).toEqual([a.id]);
    expect(useSelectedStore.getState().panelOpen).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.panelOpen)).toBe('true');

    expect(selectOutcome(a)).toBe('removed');
    expect(ticket().bets).toEqual([]);
    expect(useSelectedStore.getState().selectedIds).toEqual([]);
    expect(useSelectedStore.getState().panelOpen).toBe(false);
    expect(useSelectedStore.getState().tab).toBe('BET_SLIP');
  });

  it('single → combo on a second selection; switching explains refusals; system types by count', () => {
    hydrateBetslip();
    selectOutcome(selection(1));
    expect(setBetType(BET_TYPE.combo)).toBe(SWITCH_REFUSAL.singleSelection);
    selectOutcome(selection(2));
    expect(ticket().bets[0]?.betType).toBe(BET_TYPE.combo);
    // Two selections: no system type is offered for two.
    expect(setBetType(BET_TYPE.system)).toBe(SWITCH_REFUSAL.noSystemType);
    // Multi-singles are not available without the provider setting.
    expect(setBetType(BET_TYPE.single)).toBe(SWITCH_REFUSAL.multiSingleUnavailable);
    selectOutcome(selection(3));
    expect(setBetType(BET_TYPE.system)).toBeNull();
    expect(ticket().bets[0]?.betType).toBe(BET_TYPE.system);
    expect(ticket().bets[0]?.systemType).toEqual({ winCount: 2, totalCount: 3 });
    setSystemType({ winCount: 1, totalCount: 3 });
    expect(ticket().bets[0]?.systemType).toEqual({ winCount: 1, totalCount: 3 });
    setSlipSettings({ ...DEFAULT_SLIP_SETTINGS, multiSingleAvailableByProvider: { betradar: true } });
    // A system bet's stake is entered per line (issue 18 point 8): 3.01 on each of 3 lines is 9.03
    // in all, which the singles split.
    setStake(0, 301);
    expect(ticket().bets[0]?.stake).toBe(903);
    expect(setBetType(BET_TYPE.single)).toBeNull();
    expect(ticket().bets.map((bet) => bet.stake)).toEqual([301, 301, 301]);
  });

  it('persists bets and ticket state in local storage and restores them at start', () => {
    hydrateBetslip();
    const a = selection(5);
    selectOutcome(a);
    setStake(0, 250);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.bets) ?? '[]') as { stake: number }[];
    expect(stored[0]?.stake).toBe(250);

    resetBetslipForTests();
    localStorage.setItem(STORAGE_KEYS.bets, JSON.stringify(stored));
    localStorage.setItem(STORAGE_KEYS.ticketState, JSON.stringify(TICKET_STATE.oddsChanged));
    hydrateBetslip();
    expect(ticket().selectedOutcomeIds).toEqual([a.id]);
    expect(ticket().bets[0]?.stake).toBe(250);
    expect(ticket().ticketState).toBe(TICKET_STATE.oddsChanged);
    expect(ticket().isRestoring).toBe(false);
  });

  it('restores the placed-slip bets of the session when the local slip is empty', () => {
    const a = selection(6);
    hydrateBetslip();
    selectOutcome(a);
    const bets = ticket().bets;
    resetBetslipForTests();
    sessionStorage.setItem(STORAGE_KEYS.placedSlipBets, JSON.stringify(bets));
    hydrateBetslip();
    expect(ticket().selectedOutcomeIds).toEqual([a.id]);
  });

  it('currency change resets stakes of bets in another currency; restored bets are converted', () => {
    hydrateBetslip();
    selectOutcome(selection(7));
    setStake(0, 1000);
    useAuthStore.setState({ currency: 'USD' });
    expect(ticket().bets[0]).toMatchObject({ currency: 'USD', stake: 0, stakeSource: 'sharing' });

    const eurBet = { ...ticket().bets[0]!, currency: 'EUR', stake: 1000, stakeSource: 'input' as const };
    restoreBets([eurBet], { EUR: 1, USD: 0.5 });
    expect(ticket().bets[0]?.currency).toBe('USD');
    expect(ticket().bets[0]?.stake).toBeGreaterThan(0);
    expect(useSelectedStore.getState().panelOpen).toBe(true);
  });

  it('market updates from the feed: odds change (ODDS_CHANGED), suspension, accept drops suspended', () => {
    hydrateBetslip();
    const stop = startMarketSync();
    const a = selection(20, '1', 2);
    const b = selection(21, '1', 3);
    selectOutcome(a);
    selectOutcome(b);
    emitPublicEvent({ event_name: 'markets_changed', message: { match_id: 20, markets: [marketDto({ id: 1, specifier: '', outcomes: [{ id: '1', name: 'Outcome 1', active: true, odds: 1.8 }] })] } });
    expect(ticket().ticketState).toBe(TICKET_STATE.oddsChanged);
    expect(ticket().bets[0]?.selections[0]).toMatchObject({ odds: 1.8, acceptedOdds: 2, isChanged: true });

    emitPublicEvent({ event_name: 'markets_changed', message: { match_id: 21, markets: [marketDto({ id: 1, specifier: '', status: MARKET_STATUS.suspended, outcomes: [{ id: '1', name: 'Outcome 1', active: true, odds: 3 }] })] } });
    expect(ticket().bets[0]?.selections[1]?.isSuspended).toBe(true);

    // A match not on the slip changes nothing.
    const before = ticket();
    emitPublicEvent({ event_name: 'markets_changed', message: { match_id: 99, markets: [marketDto({ id: 1 })] } });
    expect(ticket()).toBe(before);

    acceptChanges();
    expect(ticket().ticketState).toBe(TICKET_STATE.initial);
    expect(ticket().selectedOutcomeIds).toEqual([a.id]);
    expect(ticket().bets[0]).toMatchObject({ betType: BET_TYPE.single });
    expect(ticket().bets[0]?.selections[0]).toMatchObject({ odds: 1.8, acceptedOdds: 1.8, isChanged: false });
    stop();
  });

  it('acceptance mode ANY follows the price without asking', () => {
    setSlipSettings({ ...DEFAULT_SLIP_SETTINGS, oddsAcceptMode: 'ANY' });
    hydrateBetslip();
    const stop = startMarketSync();
    selectOutcome(selection(30, '1', 2));
    emitPublicEvent({ event_name: 'markets_changed', message: { match_id: 30, markets: [marketDto({ id: 1, specifier: '', outcomes: [{ id: '1', name: 'Outcome 1', active: true, odds: 1.5 }] })] } });
    expect(ticket().bets[0]?.selections[0]).toMatchObject({ odds: 1.5, acceptedOdds: 1.5, isChanged: false });
    expect(ticket().ticketState).toBe(TICKET_STATE.initial);
    stop();
  });

  it('an inactive provider marks its selections not available', () => {
    hydrateBetslip();
    const stop = startMarketSync();
    selectOutcome(selection(40));
    useProviderStatusStore.getState().setStatuses([{ provider: 'betradar', active: false }, { provider: 'oddin', active: true }]);
    expect(ticket().bets[0]?.selections[0]?.isNotAvailable).toBe(true);
    expect(ticket().ticketState).toBe(TICKET_STATE.oddsChanged);
    useProviderStatusStore.getState().setStatuses([{ provider: 'betradar', active: true }]);
    expect(ticket().bets[0]?.selections[0]?.isNotAvailable).toBe(false);
    stop();
  });

  it('quick bet branch: a live selection runs the quick bet instead of joining the slip; prematch turns it off', () => {
    hydrateBetslip();
    const run = vi.fn();
    const turnOff = vi.fn();
    const live = selection(50, '1', 2, MATCH_STATUS.live);
    expect(selectOutcome(live, { quickBet: { enabled: true, run, turnOff } })).toBe('quick_bet');
    expect(run).toHaveBeenCalledWith(live);
    expect(ticket().bets).toEqual([]);
    expect(selectOutcome(selection(51), { quickBet: { enabled: true, run, turnOff } })).toBe('added');
    expect(turnOff).toHaveBeenCalledTimes(1);
  });

  it('removeSelection of the last one closes the panel', () => {
    hydrateBetslip();
    const a = selection(60);
    selectOutcome(a);
    removeSelection(a.id);
    expect(useSelectedStore.getState().panelOpen).toBe(false);
  });
});

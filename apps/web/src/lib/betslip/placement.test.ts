import { toMarket, toMatch, type BetDto } from '@sportsbook/contracts/models';
import { MATCH_STATUS, TICKET_STATE } from '@sportsbook/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '@/lib/api/platform-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useModalStore } from '@/lib/modals/modal-store';
import { marketDto, matchDto } from '@/test/fixtures';
import { hydrateBetslip, resetBetslipForTests, selectOutcome, setStake, useBetslipStore } from './betslip-store';
import { DEVICE_ID_COOKIE, readCookie } from './device-id';
import { placeBets, usePlacedBetsStore } from './placement';
import { approveQuickBet, hydrateQuickBet, resetQuickBetForTests, runQuickBetOn, setQuickBetStake, toggleQuickBet, useQuickBetStore } from './quick-bet-store';
import { toSlipSelection } from './selection-model';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from './slip-settings';
import { STORAGE_KEYS } from './storage-keys';

vi.mock('@/lib/auth/sportsbook-token', () => ({
  getSportsbookToken: vi.fn(() => Promise.resolve('jwt-token')),
  clearSportsbookToken: vi.fn(),
}));

function selection(matchId: number, odds = 2, status: 0 | 1 = 0) {
  const match = toMatch(matchDto({ id: matchId, status }));
  const market = toMarket(marketDto({ id: 1, specifier: '', outcomes: [{ id: '1', name: `Home ${matchId}`, active: true, odds }] }));
  return toSlipSelection({ match, market, outcome: market.outcomes[0]! });
}

function betDto(overrides: Partial<BetDto> = {}): BetDto {
  return {
    id: 'b1', type: 'combo', ref: 'REF-1', status: 'waiting_results', stake: { value: 500, currency: 'EUR', subunits: 100 }, win_amount: null, odds: 6,
    selections: [], created_at: '2026-11-21T16:00:00Z', result: 'no_results', to_cashout: null, bonus: null, system: null, used_in_jackpot: false,
    is_vip: false, potential_win_amount: 3000, ...overrides,
  };
}

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn((..._args: unknown[]) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const account = { currency: 'EUR', balance: 10_000, subunits: 100, fiat: true, active: true, availableToBetWithLockedCents: 10_000 };
const ticket = () => useBetslipStore.getState().ticket;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
  resetQuickBetForTests();
  setSlipSettings(DEFAULT_SLIP_SETTINGS);
  useModalStore.setState({ stack: [] });
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [account], settings: null, profile: null });
  hydrateBetslip();
});

afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized(null);
});

function comboOnSlip(stake = 500) {
  selectOutcome(selection(1, 2));
  selectOutcome(selection(2, 3));
  setStake(0, stake);
}

describe('placeBets', () => {
  it('not logged in: INITIAL, sign-in requested, bets kept in session storage for after sign-in', async () => {
    useAuthStore.setState({ status: 'NOT_LOGGED_IN' });
    comboOnSlip();
    const fetchMock = respond(200, { data: [] });
    await expect(placeBets('en')).resolves.toBe('sign_in');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(ticket().ticketState).toBe(TICKET_STATE.initial);
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['sign_in']);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.placedSlipBets) ?? '[]')).toHaveLength(1);
  });

  it('pressed while the session is still loading: waits for the profile, then places for the signed-in player', async () => {
    useAuthStore.setState({ status: 'PENDING' });
    comboOnSlip();
    const fetchMock = respond(201, { data: [betDto()] });
    const placing = placeBets('en');
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    useAuthStore.setState({ status: 'LOGGED_IN' });
    await expect(placing).resolves.toBe('success');
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('a zero stake is not sent', async () => {
    comboOnSlip(0);
    const fetchMock = respond(200, { data: [] });
    await expect(placeBets('en')).resolves.toBe('invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('success: POST v3/bets with bearer, idempotency key and meta; SUCCESS with the placed bets', async () => {
    comboOnSlip();
    const fetchMock = respond(200, { data: [betDto()] });
    await expect(placeBets('ar')).resolves.toBe('success');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/sportsbook/v3/bets');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer jwt-token');
    expect(headers['idempotency-key']).toMatch(/.{8,}/);
    const body = JSON.parse(init.body as string) as { meta: Record<string, unknown>; bets: { type: string; stake: unknown; selections: unknown[] }[] };
    expect(body.meta).toMatchObject({ quick: false, type: 'combo', locale: 'ar', device_id: readCookie(DEVICE_ID_COOKIE) });
    expect(body.bets[0]).toMatchObject({ type: 'combo', stake: { value: 500, currency: 'EUR' } });
    expect(body.bets[0]?.selections[0]).toEqual({ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2 });
    expect(ticket().ticketState).toBe(TICKET_STATE.success);
    expect(ticket().bets).toEqual([]);
    expect(ticket().placedBets[0]).toMatchObject({ betId: 'b1', status: 'waiting_results' });
    expect(usePlacedBetsStore.getState().placed[0]?.ref).toBe('REF-1');
    expect(sessionStorage.getItem(STORAGE_KEYS.placedSlipBets)).toBeNull();
  });

  it('each attempt has its own idempotency key', async () => {
    comboOnSlip();
    const fetchMock = respond(500, { error: { code: 'INTERNAL', message: 'boom' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await placeBets('en');
    await placeBets('en');
    const keys = fetchMock.mock.calls.map((call) => ((call[1] as RequestInit).headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refusal: ERROR with the message key and per-selection messages (spec core §8)', async () => {
    comboOnSlip();
    respond(422, { error: { code: 'INVALID_ODDS', message: 'odds moved', details: { code: 101, message_key: 'error.place_bets.invalid_odds', bet_messages: ['error.place_bets.invalid_odds'] } } });
    await expect(placeBets('en')).resolves.toBe('error');
    expect(ticket().ticketState).toBe(TICKET_STATE.error);
    expect(ticket().error.message).toBe('error.place_bets.invalid_odds');
    expect(ticket().error.isWrongOddsError).toBe(true);
    const ids = ticket().bets[0]!.selections.map((s) => s.id);
    expect(Object.keys(ticket().error.messagesByBet).sort()).toEqual([...ids].sort());
    expect(ticket().inProgress).toBe(false);
  });

  it('401: signed out through the unauthorised handler, ticket back to INITIAL with its bets', async () => {
    comboOnSlip();
    const handler = vi.fn();
    onUnauthorized(handler);
    respond(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
    await expect(placeBets('en')).resolves.toBe('reset');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(ticket().ticketState).toBe(TICKET_STATE.initial);
    expect(ticket().bets).toHaveLength(1);
  });
});

describe('quick bet', () => {
  beforeEach(() => hydrateQuickBet());

  it('approval only with a stake above 0; a stake change clears it; persisted in local storage', () => {
    toggleQuickBet();
    approveQuickBet();
    expect(useQuickBetStore.getState().quickBet.isApproved).toBe(false);
    setQuickBetStake(200);
    approveQuickBet();
    expect(useQuickBetStore.getState().quickBet.isApproved).toBe(true);
    setQuickBetStake(300);
    expect(useQuickBetStore.getState().quickBet.isApproved).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.quickBet) ?? '{}')).toEqual({ isEnabled: true, stake: 300, isApproved: false, currency: 'EUR' });
    approveQuickBet();
    resetQuickBetForTests();
    localStorage.setItem(STORAGE_KEYS.quickBet, JSON.stringify({ isEnabled: true, stake: 300, isApproved: true }));
    hydrateQuickBet();
    expect(useQuickBetStore.getState().quickBet).toMatchObject({ isEnabled: true, stake: 300, isApproved: true });
  });

  it('places a single with meta.quick on a live selection when approved', async () => {
    toggleQuickBet();
    setQuickBetStake(200);
    approveQuickBet();
    const fetchMock = respond(200, { data: [betDto({ type: 'single', ref: 'Q-1' })] });
    await runQuickBetOn(selection(9, 2.5, MATCH_STATUS.live), 'en');
    const body = JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string) as { meta: { quick: boolean; type: string }; bets: { stake: { value: number } }[] };
    expect(body.meta).toMatchObject({ quick: true, type: 'single' });
    expect(body.bets[0]?.stake.value).toBe(200);
    expect(useQuickBetStore.getState().quickBet.state).toBe('SUCCESS');
    // The message names the match, the market and the outcome (issue 18 point 11).
    expect(useQuickBetStore.getState().feedback).toMatchObject({ kind: 'success', placedOn: { home: 'Arsenal', away: 'Chelsea' } });
    expect(ticket().bets).toEqual([]);
  });

  it('not approved: nothing is sent', async () => {
    toggleQuickBet();
    setQuickBetStake(200);
    const fetchMock = respond(200, { data: [] });
    await runQuickBetOn(selection(9, 2.5, MATCH_STATUS.live), 'en');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a balance below the stake switches the stake off', () => {
    toggleQuickBet();
    setQuickBetStake(5_000);
    approveQuickBet();
    useAuthStore.getState().setBalance('EUR', 4_000);
    expect(useQuickBetStore.getState().quickBet).toMatchObject({ stake: 0, isApproved: false });
  });
});

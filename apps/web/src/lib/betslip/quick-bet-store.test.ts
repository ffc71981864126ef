import { toMarket, toMatch, type BetDto, type PlayerProfile } from '@sportsbook/contracts/models';
import { MATCH_STATUS } from '@sportsbook/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useModalStore } from '@/lib/modals/modal-store';
import { marketDto, matchDto } from '@/test/fixtures';
import { hydrateBetslip, resetBetslipForTests, useBetslipStore } from './betslip-store';
import {
  approveQuickBet,
  dismissQuickBetFeedback,
  hydrateQuickBet,
  resetQuickBetForTests,
  runQuickBetOn,
  setQuickBetStake,
  toggleQuickBet,
  useQuickBetStore,
} from './quick-bet-store';
import { toSlipSelection } from './selection-model';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from './slip-settings';
import { STORAGE_KEYS } from './storage-keys';

vi.mock('@/lib/auth/sportsbook-token', () => ({
  getSportsbookToken: vi.fn(() => Promise.resolve('jwt-token')),
  clearSportsbookToken: vi.fn(),
}));

function liveSelection(matchId: number, odds = 2.5) {
  const match = toMatch(matchDto({ id: matchId, status: MATCH_STATUS.live }));
  const market = toMarket(marketDto({ id: 1, specifier: '', outcomes: [{ id: '1', name: `Home ${matchId}`, active: true, odds }] }));
  return toSlipSelection({ match, market, outcome: market.outcomes[0]! });
}

function placedDto(): BetDto {
  return {
    id: 'q1', type: 'single', ref: 'Q-1', status: 'waiting_results', stake: { value: 200, currency: 'EUR', subunits: 100 }, win_amount: null, odds: 2.5,
    selections: [], created_at: '2026-11-21T16:00:00Z', result: 'no_results', to_cashout: null, bonus: null, system: null, used_in_jackpot: false,
    is_vip: false, potential_win_amount: 500,
  };
}

/** fetch that answers only when `releaseAll` is called: placements in flight. */
function pendingFetch() {
  const releases: (() => void)[] = [];
  const fetchMock = vi.fn(
    (..._args: unknown[]) =>
      new Promise<Response>((resolve) => {
        releases.push(() => resolve(new Response(JSON.stringify({ data: [placedDto()] }), { status: 200, headers: { 'content-type': 'application/json' } })));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

/** Lets pending promise work (a second request on its way to fetch, if any) run. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const quickBet = () => useQuickBetStore.getState().quickBet;
const eurAccount = { currency: 'EUR', balance: 10_000, subunits: 100, fiat: true, active: true, availableToBetWithLockedCents: 10_000 };

function approvedQuickBet(stake = 200): void {
  toggleQuickBet();
  setQuickBetStake(stake);
  approveQuickBet();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
  resetQuickBetForTests();
  setSlipSettings(DEFAULT_SLIP_SETTINGS);
  useModalStore.setState({ stack: [] });
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [eurAccount], settings: null, profile: null, exchangeRates: {} });
});

afterEach(() => vi.unstubAllGlobals());

// spec core §4 "Quick bet": "If already processing, in a warning state, or not approved, nothing happens."
describe('quick bet: one bet per quick bet in flight', () => {
  beforeEach(() => {
    hydrateBetslip();
    hydrateQuickBet();
  });

  it('a double click on an odds button while the first placement is in flight sends one POST', async () => {
    approvedQuickBet();
    const { fetchMock, releaseAll } = pendingFetch();
    const first = runQuickBetOn(liveSelection(9), 'en');
    const second = runQuickBetOn(liveSelection(9), 'en');
    expect(quickBet().state).toBe('PROCESSING');
    // A click on another live outcome while in flight does nothing either.
    const third = runQuickBetOn(liveSelection(10), 'en');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(quickBet()).toMatchObject({ state: 'PROCESSING', selectedOutcomeIds: [liveSelection(9).id] });
    releaseAll();
    await Promise.all([first, second, third]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(quickBet().state).toBe('SUCCESS');

    // Once it is done, the next click places the next quick bet.
    const next = runQuickBetOn(liveSelection(10), 'en');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    releaseAll();
    await next;
    expect(quickBet()).toMatchObject({ state: 'SUCCESS', selectedOutcomeIds: [liveSelection(10).id] });
  });

  it('a click while the session is still loading waits for it and places, instead of asking a signed-in player to sign in', async () => {
    // As after a reload: the approved quick bet is read from storage while the profile loads.
    useAuthStore.setState({ status: 'PENDING' });
    approvedQuickBet();
    const { fetchMock, releaseAll } = pendingFetch();
    const run = runQuickBetOn(liveSelection(9), 'en');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    useAuthStore.setState({ status: 'LOGGED_IN' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(useModalStore.getState().stack).toEqual([]);
    releaseAll();
    await run;
    expect(quickBet().state).toBe('SUCCESS');
  });

  it('a placement refused by a session-time or activity limit keeps the refusal\'s details, so the toast names the limit as the slip does', async () => {
    approvedQuickBet();
    const details = { limit_id: 4, type: 'activity', period: 'day', amount: 60, used: 60, resets_at: '2026-11-28T00:00:00.000Z' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'ACTIVITY_LIMIT_REACHED', message: 'Activity limit reached', details } }), { status: 403, headers: { 'content-type': 'application/json' } })));
    await runQuickBetOn(liveSelection(13), 'en');
    expect(quickBet().state).toBe('ERROR');
    expect(useQuickBetStore.getState().feedback).toEqual({ kind: 'error', messageKeys: [expect.any(String)], details });
  });

  it('a limit warning lowers the quick bet to the slip in the WARNING state; clicks do nothing until it is dismissed', async () => {
    setSlipSettings({ ...DEFAULT_SLIP_SETTINGS, betsLimits: { selectionLimit: null, oddsLimit: { value: 3, action: 'accept' }, maxStakeLimit: null, payoutLimit: null } });
    approvedQuickBet();
    const { fetchMock, releaseAll } = pendingFetch();
    await runQuickBetOn(liveSelection(11, 5), 'en');
    expect(quickBet().state).toBe('WARNING');
    expect(useQuickBetStore.getState().feedback).toMatchObject({ kind: 'warning' });
    expect(useBetslipStore.getState().ticket.selectedOutcomeIds).toEqual([liveSelection(11).id]);

    const ignored = runQuickBetOn(liveSelection(12, 2), 'en');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(quickBet().state).toBe('WARNING');

    dismissQuickBetFeedback();
    expect(quickBet().state).toBe('INITIAL');
    const placed = runQuickBetOn(liveSelection(12, 2), 'en');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    releaseAll();
    await Promise.all([ignored, placed]);
    expect(quickBet().state).toBe('SUCCESS');
  });
});

const usdProfile: PlayerProfile = {
  id: 7, email: 'usd@example.com', mobilePhone: null, authPhoneNumber: null, firstName: null, lastName: null, nickname: 'usd',
  language: 'en', currency: 'USD', authFieldsMissed: [], statuses: [], serasa: { pve: false }, country: null, groupCheck: null,
};
const usdAccount = { currency: 'USD', balance: 50_000, subunits: 100, fiat: true, active: true, availableToBetWithLockedCents: 50_000 };

/** A page load: the quick bet starts before the profile, with the placeholder default currency. */
function loadPage(): void {
  useAuthStore.setState({ status: 'UNKNOWN', currency: 'EUR', defaultCurrency: 'EUR', accounts: [], profile: null, exchangeRates: {} });
  hydrateQuickBet();
}

function profileLoads(profile: PlayerProfile, accounts = [usdAccount]): void {
  useAuthStore.getState().beginLoad();
  useAuthStore.getState().profileLoaded({ profile, accounts, compPoints: 0, statusGroups: [], settings: null, defaultCurrency: 'EUR', exchangeRates: { EUR: 1, USD: 1.1 } });
}

// spec core §4: "Changing stake or currency clears approval" — the profile's currency replacing the placeholder on load is no change.
describe('quick bet approval across page loads', () => {
  it('a USD player keeps the approved USD quick bet after a reload', () => {
    localStorage.setItem(STORAGE_KEYS.quickBet, JSON.stringify({ isEnabled: true, stake: 1000, isApproved: true, currency: 'USD' }));
    loadPage();
    expect(quickBet()).toMatchObject({ currency: 'USD', stake: 1000, isApproved: true });
    profileLoads(usdProfile);
    expect(quickBet()).toMatchObject({ currency: 'USD', stake: 1000, isApproved: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.quickBet) ?? '{}')).toMatchObject({ isApproved: true, currency: 'USD' });
  });

  it('a quick bet stored before its currency was kept takes the player currency without losing approval, and keeps it from then on', () => {
    localStorage.setItem(STORAGE_KEYS.quickBet, JSON.stringify({ isEnabled: true, stake: 1000, isApproved: true }));
    loadPage();
    profileLoads(usdProfile);
    expect(quickBet()).toMatchObject({ currency: 'USD', isApproved: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.quickBet) ?? '{}')).toEqual({ isEnabled: true, stake: 1000, isApproved: true, currency: 'USD' });
  });

  it('a stake stored in another currency than the player’s is a real change: approval is cleared', () => {
    localStorage.setItem(STORAGE_KEYS.quickBet, JSON.stringify({ isEnabled: true, stake: 1000, isApproved: true, currency: 'EUR' }));
    loadPage();
    profileLoads(usdProfile);
    expect(quickBet()).toMatchObject({ currency: 'USD', isApproved: false });
  });

  it('after the load, switching the account currency clears approval', () => {
    localStorage.setItem(STORAGE_KEYS.quickBet, JSON.stringify({ isEnabled: true, stake: 1000, isApproved: true, currency: 'USD' }));
    loadPage();
    profileLoads(usdProfile, [usdAccount, { ...eurAccount, active: false }]);
    useAuthStore.getState().setCurrency('EUR');
    expect(quickBet()).toMatchObject({ currency: 'EUR', isApproved: false });
  });

  it('the placeholder currency is never stored as the stake’s currency', () => {
    loadPage();
    approvedQuickBet(500);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.quickBet) ?? '{}')).toEqual({ isEnabled: true, stake: 500, isApproved: true });
    profileLoads(usdProfile);
    expect(quickBet()).toMatchObject({ currency: 'USD', isApproved: true });
  });
});

describe('quick bet during the page load (issue 18 point 4)', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'PENDING' });
    hydrateBetslip();
    hydrateQuickBet();
  });

  it('a visitor is asked to sign in once the loading session turns out to be none', async () => {
    approvedQuickBet();
    const run = runQuickBetOn(liveSelection(9), 'en');
    await settle();
    expect(useModalStore.getState().stack).toEqual([]);
    useAuthStore.setState({ status: 'NOT_LOGGED_IN' });
    await run;
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['sign_in']);
  });
});

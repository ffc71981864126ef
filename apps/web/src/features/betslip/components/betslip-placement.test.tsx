import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toMarket, toMatch } from '@sportsbook/contracts/models';
import { MARKET_STATUS, TICKET_STATE } from '@sportsbook/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '@/lib/api/platform-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { activeBetCurrency, dispatch, hydrateBetslip, removeSelection, resetBetslipForTests, selectOutcome, setStake, useBetslipStore } from '@/lib/betslip/betslip-store';
import { canSubmit, placeBets } from '@/lib/betslip/placement';
import { toSlipSelection } from '@/lib/betslip/selection-model';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from '@/lib/betslip/slip-settings';
import { marketDto, matchDto } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Betslip } from './betslip';

vi.mock('@/lib/auth/sportsbook-token', () => ({
  getSportsbookToken: vi.fn(() => Promise.resolve('jwt-token')),
  clearSportsbookToken: vi.fn(),
}));

function selection(matchId: number, odds = 2, marketId = 1, outcomeId = '1') {
  const match = toMatch(matchDto({ id: matchId }));
  const market = toMarket(marketDto({ id: marketId, specifier: '', outcomes: [{ id: outcomeId, name: `Home ${matchId}/${marketId}`, active: true, odds }] }));
  return toSlipSelection({ match, market, outcome: market.outcomes[0]! });
}

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn((..._args: unknown[]) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentOdds = (fetchMock: ReturnType<typeof respond>, call: number) =>
  (JSON.parse((fetchMock.mock.calls[call]![1] as RequestInit).body as string) as { bets: { selections: { odds: number }[] }[] }).bets.map((bet) => bet.selections.map((s) => s.odds));

const account = { currency: 'EUR', balance: 10_000, subunits: 100, fiat: true, active: true, availableToBetWithLockedCents: 10_000 };
const ticket = () => useBetslipStore.getState().ticket;
const placeButton = () => screen.getByTestId('place-bet');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
  setSlipSettings({ ...DEFAULT_SLIP_SETTINGS, oddsAcceptMode: 'NONE' });
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [account], settings: null, profile: null });
  hydrateBetslip();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onUnauthorized(null);
});

// spec core §5 "A custom bet needs at least 2 non-suspended selections".
describe('a bet builder bet with fewer than 2 selections', () => {
  function builderBetOnSlip() {
    dispatch({ type: 'customBetPut', selections: [selection(1, 2, 1), selection(1, 1.9, 18)], customOdds: 3.4, currency: activeBetCurrency() });
    setStake(0, 500);
  }

  it('after removing a leg: not sent, and the slip says why', async () => {
    builderBetOnSlip();
    removeSelection(ticket().bets[0]!.selections[1]!.id);
    expect(ticket().bets[0]).toMatchObject({ betType: 'custom_bet' });
    expect(ticket().bets[0]!.selections).toHaveLength(1);
    expect(canSubmit(ticket().bets)).toBe(false);

    renderWithProviders(<Betslip />);
    expect(screen.getByTestId('custom-bet-min').textContent).toBe('A bet builder needs at least 2 selections that are not suspended.');
    expect(placeButton().getAttribute('aria-disabled')).toBe('true');

    const fetchMock = respond(200, { data: [] });
    fireEvent.click(placeButton());
    await expect(placeBets('en')).resolves.toBe('invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a suspended leg counts out; two playable legs are fine', () => {
    builderBetOnSlip();
    expect(canSubmit(ticket().bets)).toBe(true);
    renderWithProviders(<Betslip />);
    expect(screen.queryByTestId('custom-bet-min')).toBeNull();
    act(() => {
      dispatch({ type: 'marketUpdated', market: { matchId: 1, marketId: 18, specifier: '', status: MARKET_STATUS.suspended, outcomes: [] }, oddsAcceptMode: 'NONE' });
    });
    expect(screen.getByTestId('custom-bet-min')).toBeTruthy();
    expect(canSubmit(ticket().bets)).toBe(false);
  });
});

// spec core §8 INVALID_ODDS (wrong-odds flag) with the server's details.selections; §4 "Selection state on market update".
describe('a refusal carrying the selections as the server has them now', () => {
  function comboOnSlip() {
    selectOutcome(selection(1, 2));
    selectOutcome(selection(2, 3));
    setStake(0, 500);
  }

  it('INVALID_ODDS: the new price goes on the slip as a market update would, the accept-changes banner shows, and the accepted price is what is sent next', async () => {
    comboOnSlip();
    const refused = respond(422, {
      error: {
        code: 'INVALID_ODDS',
        message: 'odds moved',
        details: { code: 101, message_key: 'error.place_bets.invalid_odds', bet_messages: ['error.place_bets.invalid_odds'], selections: [{ bet_index: 0, selection_index: 1, state: 'changed', odds: 2.6 }] },
      },
    });
    renderWithProviders(<Betslip />);
    await act(() => placeBets('en'));
    expect(sentOdds(refused, 0)).toEqual([[2, 3]]);

    expect(ticket().ticketState).toBe(TICKET_STATE.error);
    expect(ticket().error.isWrongOddsError).toBe(true);
    expect(ticket().bets[0]!.selections[1]).toMatchObject({ odds: 2.6, acceptedOdds: 3, isChanged: true });
    expect(screen.getByTestId('slip-error').textContent).toContain('The odds have changed.');
    expect(within(screen.getByTestId('odds-changed')).getByTestId('accept-changes')).toBeTruthy();
    expect(placeButton().getAttribute('aria-disabled')).toBe('true');
    // Pressing Place now does not resend the stale price.
    await expect(placeBets('en')).resolves.toBe('invalid');
    expect(refused).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId('accept-changes'));
    expect(ticket().bets[0]!.selections[1]).toMatchObject({ acceptedOdds: 2.6, isChanged: false });
    const placed = respond(201, { data: [] });
    await act(() => placeBets('en'));
    expect(sentOdds(placed, 0)).toEqual([[2, 2.6]]);
  });

  it('under the player\'s mode: HIGHER takes a higher price at once, a lower one waits for acceptance', async () => {
    useAuthStore.setState({ settings: { oddsType: 'decimal', stakes: [], oddsAcceptMode: 'HIGHER' } });
    comboOnSlip();
    respond(422, {
      error: {
        code: 'INVALID_ODDS',
        message: 'odds moved',
        details: { code: 101, message_key: 'error.place_bets.invalid_odds', bet_messages: ['error.place_bets.invalid_odds'], selections: [{ bet_index: 0, selection_index: 0, state: 'changed', odds: 2.4 }, { bet_index: 0, selection_index: 1, state: 'changed', odds: 2.5 }] },
      },
    });
    await placeBets('en');
    expect(ticket().bets[0]!.selections.map(({ odds, acceptedOdds, isChanged }) => ({ odds, acceptedOdds, isChanged }))).toEqual([
      { odds: 2.4, acceptedOdds: 2.4, isChanged: false },
      { odds: 2.5, acceptedOdds: 3, isChanged: true },
    ]);
  });

  it('suspended and not-available selections are marked (the selections of the bets sent, by index)', async () => {
    setSlipSettings({ ...DEFAULT_SLIP_SETTINGS, multiSingleAvailableByProvider: { betradar: true } });
    selectOutcome(selection(1, 2));
    selectOutcome(selection(2, 3));
    selectOutcome(selection(3, 4));
    expect(ticket().bets).toHaveLength(3);
    for (const index of [0, 1, 2]) setStake(index, 300);
    respond(422, {
      error: {
        code: 'SELECTION_SUSPENDED',
        message: 'suspended',
        details: { code: 134, message_key: 'sb.ticket.suspended.label', bet_messages: [null, 'sb.ticket.suspended.label', 'sb.ticket.suspended.label'], selections: [{ bet_index: 1, selection_index: 0, state: 'suspended', odds: null }, { bet_index: 2, selection_index: 0, state: 'not_available', odds: null }] },
      },
    });
    renderWithProviders(<Betslip />);
    await act(async () => {
      await expect(placeBets('en')).resolves.toBe('error');
    });
    expect(ticket().bets.map((bet) => bet.selections[0]!.outcomeName)).toEqual(['Home 1/1', 'Home 2/1', 'Home 3/1']);
    expect(ticket().bets.map((bet) => [bet.selections[0]!.isSuspended, bet.selections[0]!.isNotAvailable])).toEqual([[false, false], [true, false], [false, true]]);
    expect(screen.getAllByTestId('selection-label').map((label) => label.textContent)).toEqual(['Suspended', 'Not available']);
    expect(screen.getByTestId('accept-changes')).toBeTruthy();
  });

  it('details without selections (or malformed ones) change nothing but the error', async () => {
    comboOnSlip();
    const before = ticket().bets;
    respond(422, { error: { code: 'INVALID_ODDS', message: 'odds moved', details: { code: 101, message_key: 'error.place_bets.invalid_odds', bet_messages: [null], selections: [{ bet_index: -1, selection_index: 0, state: 'changed', odds: 2 }, { bet_index: 0, selection_index: 0, state: 'odd', odds: 2 }, null] } } });
    await expect(placeBets('en')).resolves.toBe('error');
    expect(ticket().bets).toBe(before);
    expect(ticket().ticketState).toBe(TICKET_STATE.error);
  });
});

// Issue 18 point 1: text that is no amount holds no stake (never its valid prefix), says why, and places nothing.
describe('a typed stake that is not an amount', () => {
  it.each([
    ['5x', 'Not a number: type the stake in digits, such as 10 or 2.5.'],
    ['abc', 'Not a number: type the stake in digits, such as 10 or 2.5.'],
    ['1e3', 'Not a number: type the stake in digits, such as 10 or 2.5.'],
    ['1.234', 'Enter an amount with at most 2 decimals.'],
    ['-1', 'The stake cannot be negative.'],
  ])('%j: stake 0, its message, and Place bet sends nothing', (typed, message) => {
    addSingle();
    renderWithProviders(<Betslip />);
    fireEvent.change(screen.getByTestId('stake-0'), { target: { value: '7' } });
    expect(ticket().bets[0]!.stake).toBe(700);
    fireEvent.change(screen.getByTestId('stake-0'), { target: { value: typed } });
    expect(ticket().bets[0]!.stake).toBe(0);
    expect(screen.getByTestId<HTMLInputElement>('stake-0').value).toBe(typed);
    expect(screen.getByTestId('stake-0-problem').textContent).toBe(message);
    expect(placeButton().getAttribute('aria-disabled')).toBe('true');
    const fetchMock = respond(200, { data: [] });
    fireEvent.click(placeButton());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an emptied field asks for a stake; a valid one holds exactly the amount typed', () => {
    addSingle();
    renderWithProviders(<Betslip />);
    fireEvent.change(screen.getByTestId('stake-0'), { target: { value: '' } });
    expect(ticket().bets[0]!.stake).toBe(0);
    expect(screen.queryByTestId('stake-0-problem')).toBeNull();
    expect(screen.getByText('Enter a stake to place the bet.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('stake-0'), { target: { value: '1.23' } });
    expect(ticket().bets[0]!.stake).toBe(123);
    expect(placeButton().getAttribute('aria-disabled')).toBe('false');
  });

  function addSingle() {
    act(() => {
      selectOutcome(selection(1));
    });
  }
});

import { act, fireEvent, screen, cleanup, within } from '@testing-library/react';
import { toMarket, toMatch } from '@sportsbook/contracts/models';
import { MARKET_STATUS } from '@sportsbook/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { dispatch, hydrateBetslip, resetBetslipForTests, selectOutcome, useBetslipStore } from '@/lib/betslip/betslip-store';
import { toSlipSelection } from '@/lib/betslip/selection-model';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from '@/lib/betslip/slip-settings';
import { STORAGE_KEYS } from '@/lib/betslip/storage-keys';
import { marketDto, matchDto } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Betslip } from './betslip';

function selection(matchId: number, odds = 2) {
  const match = toMatch(matchDto({ id: matchId }));
  const market = toMarket(marketDto({ id: 1, specifier: '', name: '1x2', outcomes: [{ id: '1', name: `Home ${matchId}`, active: true, odds }] }));
  return toSlipSelection({ match, market, outcome: market.outcomes[0]! });
}

beforeEach(() => {
  localStorage.clear();
  resetBetslipForTests();
  setSlipSettings({ ...DEFAULT_SLIP_SETTINGS, stakes: [100, 500, 1000, 0] });
  useAuthStore.setState({ status: 'NOT_LOGGED_IN', currency: 'EUR', accounts: [], settings: null });
  hydrateBetslip();
});
afterEach(cleanup);

describe('Betslip', () => {
  it('empty slip says how to add a selection', () => {
    renderWithProviders(<Betslip />);
    expect(screen.getByTestId('slip-empty').textContent).toMatch(/empty/);
  });

  it('shows selections, explains a refused bet type, sets a recommended stake and the potential win', () => {
    selectOutcome(selection(1, 2));
    renderWithProviders(<Betslip />);
    expect(screen.getByText('Home 1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bet-type-combo'));
    expect(screen.getByText('Add another selection to change the bet type.')).toBeTruthy();
    const recommended = within(screen.getByRole('group', { name: 'Recommended stakes' })).getAllByRole('button');
    expect(recommended).toHaveLength(3);
    fireEvent.click(recommended[1]!);
    expect(useBetslipStore.getState().ticket.bets[0]?.stake).toBe(500);
    expect(screen.getByTestId('potential-win-0').textContent).toBe('€10.00');
  });

  it('the betslip toggle hides and shows the selection list, remembered in local storage', () => {
    selectOutcome(selection(1, 2));
    selectOutcome(selection(2, 3));
    renderWithProviders(<Betslip />);
    const toggle = screen.getByTestId('slip-toggle');
    expect(screen.getAllByRole('list', { name: 'Selections' }).length).toBeGreaterThan(0);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide selections');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Show selections');
    // Hidden from every user, screen readers included (role queries skip hidden elements).
    expect(screen.queryAllByRole('list', { name: 'Selections' })).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.betslipToggle)).toBe('true');
    // The stake stays reachable while the list is folded.
    expect(screen.getByTestId('stake-0')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getAllByRole('list', { name: 'Selections' }).length).toBeGreaterThan(0);
    expect(localStorage.getItem(STORAGE_KEYS.betslipToggle)).toBe('false');
  });

  it('typing a stake stores minor units; an invalid amount is flagged and holds no stake (issue 18)', () => {
    selectOutcome(selection(1, 2));
    renderWithProviders(<Betslip />);
    const input = screen.getByLabelText('Stake (EUR)');
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(useBetslipStore.getState().ticket.bets[0]?.stake).toBe(250);
    fireEvent.change(input, { target: { value: '2.555' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Not the last valid amount: what is held is what is shown, and "2.555" is no amount.
    expect(useBetslipStore.getState().ticket.bets[0]?.stake).toBe(0);
  });

  it('a suspended selection is labelled and the odds-change banner accepts changes', () => {
    const a = selection(1, 2);
    selectOutcome(a);
    selectOutcome(selection(2, 3));
    dispatch({ type: 'marketUpdated', market: { matchId: 1, marketId: 1, specifier: '', status: MARKET_STATUS.suspended, outcomes: [] }, oddsAcceptMode: 'NONE' });
    renderWithProviders(<Betslip />);
    expect(screen.getByTestId('selection-label').textContent).toBe('Suspended');
    fireEvent.click(screen.getByTestId('accept-changes'));
    expect(screen.queryByTestId('odds-changed')).toBeNull();
    expect(screen.queryByText('Home 1')).toBeNull();
    expect(screen.getByText('Home 2')).toBeTruthy();
  });

  it('marks and names selections that cannot be combined, and Combo is not offered (issue 18 point 7)', () => {
    setSlipSettings({ ...DEFAULT_SLIP_SETTINGS, multiSingleAvailableByProvider: { betradar: true, oddin: true } });
    selectOutcome(selection(1, 2));
    selectOutcome({ ...selection(2, 3), provider: 'oddin' });
    renderWithProviders(<Betslip />);
    const combo = screen.getByTestId('bet-type-combo');
    expect(combo.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('bet-types-unplaceable').textContent).toBe('Combo cannot be placed with these selections: see the marked ones.');
    const [first, second] = screen.getAllByTestId('slip-selection');
    expect(first?.getAttribute('data-conflict')).toBe('false');
    expect(second?.getAttribute('data-conflict')).toBe('true');
    expect(within(second!).getByTestId('selection-conflict-mark').textContent).toBe('⚠ Cannot be combined: different provider');
    expect(screen.getByTestId('selection-conflict').textContent).toMatch(/^Home 2 \(.+\) is priced by a different provider than the other selections/);
    fireEvent.click(combo);
    expect(useBetslipStore.getState().ticket.bets.map((bet) => bet.betType)).toEqual(['single', 'single']);
  });

  it('a combo holding two selections of one match names both and cannot be placed', () => {
    selectOutcome(selection(1, 2));
    selectOutcome(selection(2, 3));
    fireEvent.click(renderWithProviders(<Betslip />).getByTestId('bet-type-combo'));
    const sameMatch = selection(1, 4);
    act(() => {
      selectOutcome({ ...sameMatch, id: `${sameMatch.id}-x`, outcomeId: '2', outcomeName: 'Draw 1' });
    });
    expect(useBetslipStore.getState().ticket.bets[0]?.selections).toHaveLength(3);
    expect(screen.getAllByTestId('slip-selection').map((item) => item.getAttribute('data-conflict'))).toEqual(['true', 'false', 'true']);
    expect(screen.getByTestId('selection-conflicts').textContent).toContain('This combo cannot be placed:');
    expect(screen.getByTestId('selection-conflict').textContent).toMatch(/^Home 1 \(.+\) and Draw 1 \(.+\) are on the same match/);
    expect(screen.getByTestId('place-bet').getAttribute('aria-disabled')).toBe('true');
  });
});

import { AUTH_STATUS } from '@sportsbook/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useModalStore } from '@/lib/modals/modal-store';
import { emitUserEvent } from '@/lib/realtime/user-events';
import { renderWithProviders } from '@/test/render';
import { fetchBets } from '../api/bets-api';
import { betDto } from '../test/fixtures';
import { MyBetsPanel } from './my-bets-panel';

vi.mock('../api/bets-api', () => ({ fetchBets: vi.fn(), cashoutBet: vi.fn() }));
const fetchList = vi.mocked(fetchBets);

function signIn() {
  useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never });
}

beforeEach(() => {
  useModalStore.setState({ stack: [] });
});

afterEach(() => {
  cleanup();
  fetchList.mockReset();
  useAuthStore.setState({ status: AUTH_STATUS.unknown, profile: null });
});

describe('MyBetsPanel', () => {
  it('asks a visitor to sign in', () => {
    useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn, profile: null });
    renderWithProviders(<MyBetsPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['sign_in']);
    expect(fetchList).not.toHaveBeenCalled();
  });

  it('lists the bets with their details, filters, and follows the private channel', async () => {
    signIn();
    fetchList.mockResolvedValue([
      betDto(),
      betDto({ id: 'v1', ref: 'VIP1', is_vip: true, status: 'submitted', type: 'system', system: { id: 's', win_count: 2, total_count: 3 }, created_at: '2026-11-21T15:00:00.000Z' }),
    ]);
    renderWithProviders(<MyBetsPanel />);

    const list = await screen.findByRole('list', { name: '2 bets' });
    const cards = within(list).getAllByRole('article');
    expect(cards[0]!.textContent).toContain('Combo');
    expect(cards[0]!.textContent).toContain('€10.00');
    expect(cards[0]!.textContent).toContain('3.50');
    expect(cards[0]!.textContent).toContain('€35.00');
    expect(cards[1]!.textContent).toContain('System 2/3');
    expect(fetchList).toHaveBeenLastCalledWith({ status: 'all', result: 'all' }, 'en');

    const toggle = within(cards[0]!).getByRole('button', { name: 'Selections (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const selections = within(cards[0]!).getByRole('list', { name: 'Selections of bet #R1' });
    expect(selections.textContent).toContain('A – B');
    expect(selections.textContent).toContain('Total: Over 2.5');

    // bet_cashout_changed moves the offer; a VIP bet that becomes rejected leaves the list.
    act(() => emitUserEvent({ event_name: 'bet_cashout_changed', message: { bet_id: 'b1', to_cashout: 910 } }));
    expect(await screen.findByRole('button', { name: 'Cash out €9.10' })).toBeTruthy();
    act(() => emitUserEvent({ event_name: 'bet_changed', message: { bet: betDto({ id: 'v1', ref: 'VIP1', is_vip: true, status: 'rejected' }) } }));
    expect(await screen.findByRole('list', { name: '1 bet' })).toBeTruthy();

    // A settled win shows its result and paid amount.
    act(() => emitUserEvent({ event_name: 'bet_changed', message: { bet: betDto({ status: 'done', result: 'win_entire', win_amount: 3500, to_cashout: null }) } }));
    await vi.waitFor(() => expect(within(screen.getByRole('article')).getByTestId('bet-outcome').textContent).toBe('Won'));
    const card = screen.getByRole('article');
    expect(within(card).getByTestId('bet-win-amount').textContent).toBe('€35.00');

    fireEvent.click(screen.getByRole('button', { name: 'Settled' }));
    expect(screen.getByRole('button', { name: 'Settled' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Lost' }));
    await vi.waitFor(() => expect(fetchList).toHaveBeenLastCalledWith({ status: 'settled', result: 'lose' }, 'en'));
  });
});

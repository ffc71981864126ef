import { toPlacedBet } from '@sportsbook/contracts/models';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { renderWithProviders } from '@/test/render';
import { cashoutBet } from '../api/bets-api';
import { betDto } from '../test/fixtures';
import { useCashedOutStore } from '../lib/cashed-out-store';
import { CashoutControl } from './cashout-control';

vi.mock('../api/bets-api', () => ({ cashoutBet: vi.fn() }));
const cashout = vi.mocked(cashoutBet);

afterEach(() => {
  cleanup();
  cashout.mockReset();
});

describe('CashoutControl', () => {
  it('confirms, shows a moved offer and cashes out at the new offer on retry', async () => {
    cashout.mockRejectedValueOnce(new ApiError(409, '/sportsbook/v1/bets/cashout', { error: { code: 'CASHOUT_CHANGED', message: 'moved', details: { to_cashout: 760 } } }));
    cashout.mockResolvedValueOnce(betDto({ status: 'cashed_out', result: 'cashed_out', win_amount: 760, to_cashout: null }));
    renderWithProviders(<CashoutControl bet={toPlacedBet(betDto())} />);

    fireEvent.click(screen.getByRole('button', { name: 'Cash out €8.00' }));
    const confirm = screen.getByRole('group', { name: 'Confirm cashout' });
    expect(confirm.textContent).toContain('Cash out this bet for €8.00?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cashout' }));

    await screen.findByText('The offer changed — confirm €7.60?');
    expect(cashout).toHaveBeenLastCalledWith('b1', 800, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Cash out for €7.60' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cashed out: €7.60 paid to your balance.'));
    expect(cashout).toHaveBeenLastCalledWith('b1', 760, 'en');
    expect(screen.queryByRole('button')).toBeNull();
  });

  // Issue 18 point 9: an offer moving while the player is asked is never taken without a second confirmation.
  it('a live offer that moves during the confirm step must be confirmed again at its new amount', async () => {
    cashout.mockResolvedValueOnce(betDto({ status: 'cashed_out', result: 'cashed_out', win_amount: 92, to_cashout: null }));
    let moveOffer: (offer: number) => void = () => undefined;
    function LiveBet() {
      const [offer, setOffer] = useState(95);
      moveOffer = setOffer;
      return <CashoutControl bet={toPlacedBet(betDto({ to_cashout: offer }))} />;
    }
    renderWithProviders(<LiveBet />);
    fireEvent.click(screen.getByRole('button', { name: 'Cash out €0.95' }));
    act(() => moveOffer(92));
    expect(screen.getByRole('status').textContent).toBe('The offer changed — confirm €0.92?');
    expect(screen.queryByRole('button', { name: 'Confirm cashout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cash out for €0.92' }));
    await waitFor(() => expect(cashout).toHaveBeenLastCalledWith('b1', 92, 'en'));
    expect(useCashedOutStore.getState().notices).toEqual([{ betId: 'b1', ref: toPlacedBet(betDto()).ref, amount: '€0.92' }]);
  });

  it('cancel returns to the offer without calling the server', () => {
    renderWithProviders(<CashoutControl bet={toPlacedBet(betDto())} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cash out €8.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Cash out €8.00' })).toBeTruthy();
    expect(cashout).not.toHaveBeenCalled();
  });

  it('shows the server localized message of another refusal and lets the player retry', async () => {
    cashout.mockRejectedValueOnce(new ApiError(422, '/x', { error: { code: 'CASHOUT_UNAVAILABLE', message: 'no', localized_message: 'Cashout is suspended.' } }));
    renderWithProviders(<CashoutControl bet={toPlacedBet(betDto())} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cash out €8.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cashout' }));
    await screen.findByText('Cashout is suspended.');
    expect(screen.getByRole('button', { name: 'Cash out for €8.00' })).toBeTruthy();
  });

  it('offers nothing when the bet has no cashout offer', () => {
    renderWithProviders(<CashoutControl bet={toPlacedBet(betDto({ to_cashout: null }))} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

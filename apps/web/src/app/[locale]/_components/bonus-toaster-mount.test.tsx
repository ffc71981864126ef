import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { BonusDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { clearSportsbookToken } from '@/lib/auth/sportsbook-token';
import { emitUserEvent } from '@/lib/realtime/user-events';
import { renderWithProviders } from '@/test/render';
import { BonusToasterMount } from './bonus-toaster-mount';

const freebet: BonusDto = {
  campaign_id: 1, uses_count: 1, country_codes: [], event_conditions: [], only_verified: false, valid_to: '2026-12-01T12:00:00.000Z', trigger_key: null, status: 'active', banners: [],
  id: '4', name: 'Welcome free bet', type: 'freebet', min_odds: 1.5, max_odds: null, match_status: 'both', selection_count_from: 1, selection_count_to: null, amounts: { EUR: 500 }, boost_data: null,
  issued: { seen: false, times_used: 0, activated_at: '2026-11-26T10:00:00.000Z', expired_at: '2026-12-01T12:00:00.000Z', computed_status: 'active', is_active: true, currency: 'EUR', amount: 500, created_at: '2026-11-26T10:00:00.000Z', boost_multiplier: null },
};

beforeEach(() => {
  clearSportsbookToken();
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [] });
  vi.stubGlobal('fetch', vi.fn((url: string) => {
    if (url.includes('/sportsbook_token')) return Promise.resolve(new Response(JSON.stringify({ token: 'token', expires_at: '2099-01-01T00:00:00.000Z' })));
    return Promise.resolve(new Response(JSON.stringify({ data: [{ id: '4', locale: 'en', text: 'Stake not returned.', conditions: [] }] })));
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// spec promotions §3 "Bonus toaster cards … Clicking one closes it and opens the bonus detail modal"; §4 bonus alerts.
describe('the bonus toaster', () => {
  it('shows the card a second after bonus_issued (signed in), opens the detail modal, and goes on sign-out', async () => {
    renderWithProviders(<BonusToasterMount />);
    act(() => emitUserEvent({ event_name: 'bonus_issued', message: { bonus: freebet } }));
    expect(screen.queryByTestId('bonus-toaster')).toBeNull();
    const card = await screen.findByTestId('bonus-toaster', {}, { timeout: 5000 });
    expect(card.textContent).toContain('New free bet: Welcome free bet');
    fireEvent.click(screen.getByTestId('bonus-toaster-open'));
    expect(screen.queryByTestId('bonus-toaster')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Welcome free bet' })).toBeTruthy();
    act(() => useAuthStore.setState({ status: 'NOT_LOGGED_IN' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing to a visitor', async () => {
    useAuthStore.setState({ status: 'NOT_LOGGED_IN' });
    renderWithProviders(<BonusToasterMount />);
    act(() => emitUserEvent({ event_name: 'bonus_issued', message: { bonus: freebet } }));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByTestId('bonus-toaster')).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BonusDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { clearSportsbookToken } from '@/lib/auth/sportsbook-token';
import { useModalStore } from '@/lib/modals/modal-store';
import { renderWithProviders } from '@/test/render';
import { Promotions } from './promotions';

const token = { value: 'token' as string | null };

const campaign = { campaign_id: 1, uses_count: 1, country_codes: [], event_conditions: [], only_verified: false, valid_to: '2026-12-01T12:00:00.000Z', trigger_key: null, status: 'active' as const, banners: [] };
const boost: BonusDto = { ...campaign, id: '3', name: 'Acca boost', type: 'comboboost', min_odds: 1.2, ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1 }], issued: { seen: false, times_used: 0, activated_at: null, expired_at: null, computed_status: 'active' } };
const freebet: BonusDto = {
  ...campaign, id: '4', name: 'Welcome free bet', type: 'freebet', min_odds: 1.5, max_odds: null, match_status: 'both', selection_count_from: 1, selection_count_to: null, amounts: { EUR: 500 }, boost_data: null,
  issued: { seen: false, times_used: 0, activated_at: '2026-11-26T10:00:00.000Z', expired_at: '2026-12-01T12:00:00.000Z', computed_status: 'active', is_active: true, currency: 'EUR', amount: 500, created_at: '2026-11-26T10:00:00.000Z', boost_multiplier: null },
};
const publicCampaign: BonusDto = { ...freebet, id: 'c9', name: 'Open free bet', issued: null };

let listed: BonusDto[];
const calls: string[] = [];
beforeEach(() => {
  token.value = 'token';
  clearSportsbookToken();
  calls.length = 0;
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [] });
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    if (url.includes('/sportsbook_token')) {
      return Promise.resolve(token.value === null ? new Response('{}', { status: 401 }) : new Response(JSON.stringify({ token: token.value, expires_at: '2099-01-01T00:00:00.000Z' })));
    }
    calls.push(`${url} ${(init.headers as Record<string, string>).authorization ? 'bearer' : 'visitor'}`);
    if (url.includes('/terms')) return Promise.resolve(new Response(JSON.stringify({ data: [{ id: '4', locale: 'en', text: 'Stake not returned.', conditions: [{ key: 'min_odds', value: 1.5 }] }] })));
    return Promise.resolve(new Response(JSON.stringify({ data: listed })));
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// issue 20 "the /promotions page lists the player's bonuses by type with their terms; visitors see the public campaigns and a sign-in call to action".
describe('/promotions', () => {
  it('lists the player\'s bonuses by type; Details opens the detail modal with the terms', async () => {
    listed = [freebet, boost];
    renderWithProviders(<Promotions />);
    const boosts = await screen.findByRole('region', { name: 'Combo boosts' });
    expect(within(boosts).getByRole('article', { name: 'Acca boost' })).toBeTruthy();
    const freebets = screen.getByRole('region', { name: 'Free bets' });
    const card = within(freebets).getByRole('article', { name: 'Welcome free bet' });
    expect(card.textContent).toContain('€5.00');
    expect(within(card).getByTestId('bonus-status').textContent).toBe('Active');
    expect(calls[0]).toMatch(/\/sportsbook\/v1\/bonuses\?status=.* bearer/);
    fireEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome free bet' });
    await waitFor(() => expect(within(dialog).getByText('Stake not returned.')).toBeTruthy());
    expect(calls.at(-1)).toMatch(/\/sportsbook\/v1\/bonuses\/freebets\/4\/terms\?locale=en/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a visitor sees the public campaigns and a sign-in call to action', async () => {
    token.value = null;
    useAuthStore.setState({ status: 'NOT_LOGGED_IN' });
    listed = [publicCampaign];
    renderWithProviders(<Promotions />);
    expect(await screen.findByRole('article', { name: 'Open free bet' })).toBeTruthy();
    expect(calls[0]).toMatch(/ visitor$/);
    const open = vi.spyOn(useModalStore.getState(), 'open');
    fireEvent.click(screen.getByTestId('promotions-sign-in'));
    expect(open).toHaveBeenCalledWith('sign_in');
  });
});


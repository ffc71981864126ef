import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BonusDto, FreebetDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { clearSportsbookToken } from '@/lib/auth/sportsbook-token';
import { renderWithProviders } from '@/test/render';
import { forgetSentSeen } from '../hooks/use-bonus-seen';
import { Promotions } from './promotions';

const waiting: FreebetDto = {
  campaign_id: 1, uses_count: 1, country_codes: [], event_conditions: [], only_verified: false, valid_to: '2026-12-01T12:00:00.000Z', trigger_key: null, status: 'active', banners: [],
  id: '9', name: 'Second free bet', type: 'freebet', min_odds: 1.5, max_odds: null, match_status: 'both', selection_count_from: 1, selection_count_to: null, amounts: { EUR: 500 }, boost_data: null,
  issued: { seen: true, times_used: 0, activated_at: null, expired_at: '2026-12-01T12:00:00.000Z', computed_status: 'available', is_active: false, currency: 'EUR', amount: 500, created_at: '2026-11-26T10:00:00.000Z', boost_multiplier: null },
};
const active: FreebetDto = { ...waiting, issued: waiting.issued ? { ...waiting.issued, computed_status: 'active', is_active: true, activated_at: '2026-11-26T11:00:00.000Z' } : null };

let held: BonusDto[];
let answer: () => Response;
const activations: string[] = [];
beforeEach(() => {
  clearSportsbookToken();
  forgetSentSeen();
  activations.length = 0;
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [] });
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    if (url.includes('/sportsbook_token')) return Promise.resolve(new Response(JSON.stringify({ token: 'token', expires_at: '2099-01-01T00:00:00.000Z' })));
    if (url.includes('/activate')) {
      activations.push(`${init.method ?? 'GET'} ${url}`);
      return Promise.resolve(answer());
    }
    if (url.includes('/terms')) return Promise.resolve(new Response(JSON.stringify({ data: [{ id: '9', locale: 'en', text: null, conditions: [] }] })));
    return Promise.resolve(new Response(JSON.stringify({ data: held })));
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const refusal = (status: number, code: string, details?: unknown) => new Response(JSON.stringify({ error: { code, message: 'This bonus cannot be activated: it is expired.', details } }), { status });

// issue 20 "POST /bonuses/{id}/activate"; spec promotions §4 activation refreshes the bonus list of its type.
describe('Activate', () => {
  it('a bonus waiting for activation has Activate on its card; success is said and the list shows it active', async () => {
    held = [waiting];
    answer = () => {
      held = [active];
      return new Response(JSON.stringify({ data: active }));
    };
    renderWithProviders(<Promotions />);
    const card = await screen.findByRole('article', { name: 'Second free bet' });
    expect(within(card).getByTestId('bonus-status').textContent).toBe('Available');
    fireEvent.click(within(card).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('Bonus activated: you can use it on the bet slip.'));
    // The button goes: focus moves to the message, not to the page.
    expect(document.activeElement).toBe(within(card).getByRole('status'));
    expect(activations).toEqual(['POST /sportsbook/v1/bonuses/9/activate']);
    await waitFor(() => expect(within(card).getByTestId('bonus-status').textContent).toBe('Active'));
    expect(within(card).queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('an active bonus has no Activate', async () => {
    held = [active];
    renderWithProviders(<Promotions />);
    const card = await screen.findByRole('article', { name: 'Second free bet' });
    expect(within(card).queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('in the detail modal: Activate, then the modal shows the bonus active', async () => {
    held = [waiting];
    answer = () => new Response(JSON.stringify({ data: active }));
    renderWithProviders(<Promotions />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Second free bet' })).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Second free bet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(within(dialog).getByTestId('bonus-status').textContent).toBe('Active'));
    expect(within(dialog).getByText('Bonus activated: you can use it on the bet slip.')).toBeTruthy();
  });

  it('a refusal is said in the player\'s language with the bonus\'s status; other failures too', async () => {
    held = [waiting];
    answer = () => refusal(422, 'BONUS_NOT_ACTIVATABLE', { status: 'expired' });
    renderWithProviders(<Promotions />);
    const card = await screen.findByRole('article', { name: 'Second free bet' });
    fireEvent.click(within(card).getByRole('button', { name: 'Activate' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('This bonus cannot be activated now (status: Expired).');

    answer = () => refusal(404, 'NOT_FOUND');
    fireEvent.click(within(card).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe('This bonus is no longer yours to activate.'));

    answer = () => refusal(500, 'INTERNAL');
    fireEvent.click(within(card).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe('The bonus could not be activated. Please try again.'));
  });
});

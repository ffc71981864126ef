import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AmbDto, HuntingDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { clearSportsbookToken } from '@/lib/auth/sportsbook-token';
import { promotionKeys } from '@/lib/query/promotion-keys';
import { renderWithProviders } from '@/test/render';
import { HuntingSection } from './hunting-section';

const stats = { avg_stake: 1_000, bets_count: 2, points: 20, available_points: 5, potential_points: 10, potential_freebet_amount: 500, initial_pool: null };
const hunting: HuntingDto = {
  type: 'hunting', id: 'h3', campaign_id: 3, name: 'Goal hunting', status: 'active', currency: 'EUR', min_stake: 100, event_conditions: [], valid_from: null, valid_to: null,
  min_odds: 1.5, max_odds: null, farm_once_per_event: true, show_in_promotion: true, stake_per_point: 100, points_per_freebet: 15, freebet_amount: 500,
  farming_freebet_type: 'freebet', pool_left: null, farming_stats: stats, farmed_event_ids: [], used_in_bets: ['1', '2'], freebets_to_boost: ['41'],
  computed_status: 'active', issued: { seen: false, activated_at: '2026-11-26T10:00:00.000Z', computed_status: 'active' },
};
const waiting: HuntingDto = { ...hunting, computed_status: 'available', issued: null, freebets_to_boost: [], farming_stats: { ...stats, points: 0, available_points: 0, bets_count: 0, potential_points: 0 } };
const amb: AmbDto = {
  id: 'a4', campaign_id: 4, name: 'Bet 3, get free bets', status: 'active', currency: 'EUR', min_stake: 500, event_conditions: [], valid_from: null, valid_to: null, type: 'freebet',
  min_odds: null, progress_count: 1, possible_progress_count: 3, issue_to: null, selected_range: 1, computed_status: 'active',
  amb_ranges: [{ number_of_bets: 1, number_of_freebets: 1, issued_bonus_amount: 300, currency: 'EUR', reached: true }, { number_of_bets: 3, number_of_freebets: 2, issued_bonus_amount: 500, currency: 'EUR', reached: false }],
};

let huntings: HuntingDto[];
const posts: string[] = [];
beforeEach(() => {
  clearSportsbookToken();
  posts.length = 0;
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [] });
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    if (url.includes('/sportsbook_token')) return Promise.resolve(new Response(JSON.stringify({ token: 'token', expires_at: '2099-01-01T00:00:00.000Z' })));
    if (init.method === 'POST') {
      posts.push(url.replace(/\?.*$/, ''));
      if (url.includes('/activate')) {
        huntings = [hunting];
        return Promise.resolve(new Response(JSON.stringify({ data: hunting })));
      }
      return Promise.resolve(new Response(JSON.stringify({ data: { freebet_id: '41', hunting_id: 'h3', points: 5, added_amount: 166, amount: 666, boost_multiplier: 1.332 } })));
    }
    if (url.includes('/freebets/amb')) return Promise.resolve(new Response(JSON.stringify({ data: [amb], pagination: { total: 1, page: 1, limit: 500, last_page: 1 } })));
    return Promise.resolve(new Response(JSON.stringify({ data: huntings, pagination: { total: huntings.length, page: 1, limit: 500, last_page: 1 } })));
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hunting and free-bet progress on /promotions', () => {
  it('shows the farming stats, the points towards the next free bet and the amb progress with its ranges', async () => {
    huntings = [hunting];
    renderWithProviders(<HuntingSection />);
    const card = await screen.findByRole('article', { name: 'Goal hunting' });
    expect(within(card).getByTestId('hunting-points').textContent).toBe('20');
    expect(within(card).getByTestId('hunting-potential').textContent).toBe('10');
    expect(within(card).getByTestId('hunting-progress').textContent).toBe('5 of 15 points');
    expect(within(card).getByRole('progressbar', { name: 'Points towards the next free bet' })).toBeTruthy();
    const progress = await screen.findByRole('article', { name: 'Bet 3, get free bets' });
    expect(within(progress).getByTestId('amb-progress').textContent).toBe('1 of 3 bets');
    expect(within(progress).getByText('2 more bets to the next free bets')).toBeTruthy();
    expect(within(progress).getAllByTestId('amb-range').map((item) => item.textContent)).toEqual(['1 bet: 1 free bet of €3.00 — reached', '3 bets: 2 free bets of €5.00 ']);
  });

  it('Take part activates the hunting and reads the hunting and tournament lists again (spec §4)', async () => {
    huntings = [waiting];
    const { queryClient } = renderWithProviders(<HuntingSection />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const card = await screen.findByRole('article', { name: 'Goal hunting' });
    fireEvent.click(within(card).getByRole('button', { name: 'Take part' }));
    expect(await within(card).findByText('You are taking part: your bets from now on earn points.')).toBeTruthy();
    await waitFor(() => expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([[...promotionKeys.huntings], [...promotionKeys.tournaments]]));
    expect(posts).toEqual(['/sportsbook/v1/bonuses/h3/activate']);
    expect(await within(await screen.findByRole('article', { name: 'Goal hunting' })).findByTestId('hunting-points')).toBeTruthy();
  });

  it('Boost spends the points left over on a farmed free bet and says its new amount', async () => {
    huntings = [hunting];
    renderWithProviders(<HuntingSection />);
    const card = await screen.findByRole('article', { name: 'Goal hunting' });
    fireEvent.click(within(card).getByRole('button', { name: 'Boost a free bet with 5 points' }));
    expect(await within(card).findByText('Your free bet is now €6.66.')).toBeTruthy();
    expect(posts).toEqual(['/sportsbook/v1/bonuses/41/boost']);
  });

  it('a visitor sees the huntings without actions', async () => {
    useAuthStore.setState({ status: 'NOT_LOGGED_IN' });
    huntings = [waiting];
    renderWithProviders(<HuntingSection />);
    const card = await screen.findByRole('article', { name: 'Goal hunting' });
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

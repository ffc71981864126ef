import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LootboxDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { clearSportsbookToken } from '@/lib/auth/sportsbook-token';
import { renderWithProviders } from '@/test/render';
import { LootboxesSection } from './lootboxes-section';

const prizes: LootboxDto['prizes'] = [
  { kind: 'freebet', amount: 500, currency: 'EUR', chance: 0.1 },
  { kind: 'cash', amount: 200, currency: 'EUR', chance: 0.3 },
  { kind: 'nothing', amount: null, currency: null, chance: 0.6 },
];
const closed: LootboxDto = {
  id: '12', type: 'lootbox', campaign_id: 3, name: 'Spring chest', state: 'active', valid_from: null, valid_to: null, banners: [], terms: 'Open before Sunday', prizes, chest_size: 'small',
  box: { computed_status: 'available', seen: false, created_at: '2025-03-01T12:00:00.000Z', expired_at: null, prize: null },
};
const won = { kind: 'cash' as const, amount: 200, currency: 'EUR', freebet_id: null, opened_at: '2025-03-01T12:01:00.000Z' };
const opened: LootboxDto = { ...closed, chest_size: 'large', box: { ...closed.box!, computed_status: 'bonus_over', prize: won } };

let boxes: LootboxDto[];
const posts: string[] = [];
beforeEach(() => {
  clearSportsbookToken();
  posts.length = 0;
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [] });
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    if (url.includes('/sportsbook_token')) return Promise.resolve(new Response(JSON.stringify({ token: 'token', expires_at: '2099-01-01T00:00:00.000Z' })));
    if (init.method === 'POST') {
      posts.push(url.replace(/\?.*$/, ''));
      boxes = [opened];
      return Promise.resolve(new Response(JSON.stringify({ data: { box: opened, prize: won, opened_now: true } })));
    }
    return Promise.resolve(new Response(JSON.stringify({ data: boxes, pagination: { total: boxes.length, page: 1, limit: 500, last_page: 1 } })));
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lootboxes on /promotions', () => {
  it('shows the box with its chest, prize table and chances, opens it and reveals the prize', async () => {
    boxes = [closed];
    const { container } = renderWithProviders(<LootboxesSection />);
    const card = await screen.findByRole('article', { name: 'Spring chest' });
    expect(within(card).getByTestId('lootbox-status').textContent).toBe('Available');
    expect(container.querySelector('[data-size="small"]')).not.toBeNull();
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a €5.00 free bet: 10 % chance', '€2.00 cash: 30 % chance', 'nothing this time: 60 % chance']);
    const open = within(card).getByRole('button', { name: 'Open Spring chest' });
    fireEvent.click(open);
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('You won €2.00 cash.'));
    expect(posts).toEqual([expect.stringMatching(/\/sportsbook\/v1\/bonuses\/lootboxes\/12\/open$/)]);
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Open Spring chest' })).toBeNull());
    expect(within(card).getByTestId('lootbox-status').textContent).toBe('Opened');
  });

  it('shows an opened box with its prize and no Open button', async () => {
    boxes = [opened];
    renderWithProviders(<LootboxesSection />);
    const card = await screen.findByRole('article', { name: 'Spring chest' });
    expect(within(card).getByRole('status').textContent).toBe('You won €2.00 cash.');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows a paused campaign\'s box without an Open button', async () => {
    boxes = [{ ...closed, state: 'paused', box: { ...closed.box!, computed_status: 'not_available' } }];
    renderWithProviders(<LootboxesSection />);
    const card = await screen.findByRole('article', { name: 'Spring chest' });
    expect(within(card).getByText('Paused')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { JackpotDto, JackpotHitDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { clearSportsbookToken } from '@/lib/auth/sportsbook-token';
import { renderWithProviders } from '@/test/render';
import { JackpotHits } from './jackpot-hits';
import { JackpotsSection } from './jackpots-section';

const hit = (id: number, status: JackpotHitDto['status'], seen = false): JackpotHitDto => ({
  id, jackpot_id: 1, jackpot_name: 'Weekly jackpot', jackpot_level_code: 'mini', jackpot_level_name: 'Mini', amount: 12_345, amount_eur: 12_345,
  currency: 'EUR', status, created_at: '2026-11-26T12:00:00.000Z', user_hash: 'abcdef0123456789', seen,
});
const jackpot: JackpotDto = {
  id: 1, name: 'Weekly jackpot', status: 'active', amount: 1_500, pool_amount: 2_000, hits_amount: 500, currency: 'EUR', currency_subunits: 100, min_stake: 100, min_odds: 1.5,
  levels: [{ code: 'mini', name: 'Mini', pool_amount: 1_000, state: 'active' }, { code: 'grand', name: 'Grand', pool_amount: 500, state: 'inactive' }],
};

/** The server: the player's hits, which mark-as-seen changes. */
let held: JackpotHitDto[];
const marked: number[][] = [];
const urls: string[] = [];
beforeEach(() => {
  clearSportsbookToken();
  marked.length = 0;
  urls.length = 0;
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [] });
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    urls.push(url);
    if (url.includes('/sportsbook_token')) return Promise.resolve(new Response(JSON.stringify({ token: 'token', expires_at: '2099-01-01T00:00:00.000Z' })));
    if (url.includes('/jackpot-hits/mark-as-seen')) {
      const { ids } = JSON.parse(init.body as string) as { ids: number[] };
      marked.push(ids);
      held = held.map((found) => (ids.includes(found.id) ? { ...found, seen: true } : found));
      return Promise.resolve(new Response(JSON.stringify({ data: { marked: ids.length } })));
    }
    if (url.includes('/jackpot-hits')) {
      const unseen = url.includes('unseen=true');
      return Promise.resolve(new Response(JSON.stringify({ data: held.filter((found) => !unseen || !found.seen) })));
    }
    if (url.includes('/jackpots/1')) return Promise.resolve(new Response(JSON.stringify({ data: jackpot })));
    if (url.includes('/jackpots')) return Promise.resolve(new Response(JSON.stringify({ data: [jackpot] })));
    return Promise.resolve(new Response('{}', { status: 404 }));
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// issue 23 / spec promotions §4 "Hits in status APPROVED or PAID, for the user and unseen, are shown one at a time and marked seen".
describe('JackpotHits', () => {
  it('asks for the player\'s unseen APPROVED and PAID hits (limit 10), shows them one at a time, each marked seen as it shows', async () => {
    held = [hit(7, 'PAID'), hit(9, 'APPROVED'), hit(3, 'PAID', true)];
    renderWithProviders(<JackpotHits />);
    const first = await screen.findByRole('dialog', { name: 'Jackpot win!' });
    expect(first.textContent).toContain('You won the Mini level of Weekly jackpot.');
    expect(first.textContent).toContain('It has been paid to your balance.');
    expect(first.textContent).toMatch(/123\.45/);
    const asked = urls.find((url) => url.includes('/jackpot-hits?'));
    expect(asked).toContain('limit=10');
    expect(asked).toContain('for_user=true');
    expect(asked).toContain('unseen=true');
    expect(decodeURIComponent(asked ?? '')).toContain('status=APPROVED,PAID');
    await waitFor(() => expect(marked).toEqual([[7]]));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const second = await screen.findByRole('dialog', { name: 'Jackpot win!' });
    expect(second.textContent).toContain('approved and will be paid');
    await waitFor(() => expect(marked).toEqual([[7], [9]]));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing when every hit was seen', async () => {
    held = [hit(3, 'PAID', true)];
    renderWithProviders(<JackpotHits />);
    await waitFor(() => expect(urls.some((url) => url.includes('/jackpot-hits?'))).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(marked).toEqual([]);
  });
});

describe('JackpotsSection', () => {
  it('shows each jackpot with its amount, terms, levels and latest wins', async () => {
    held = [hit(7, 'PAID')];
    renderWithProviders(<JackpotsSection />);
    const card = await screen.findByRole('article', { name: 'Weekly jackpot' });
    expect(card.textContent).toContain('€15.00');
    expect(card.textContent).toContain('Every bet of €1.00 or more at odds of 1.50 or more takes part.');
    expect(card.textContent).toContain('Mini');
    expect(card.textContent).toContain('(not active)');
    await waitFor(() => expect(card.textContent).toContain('player abcdef'));
    expect(urls.some((url) => url.includes('/jackpots?') && url.includes('currency=EUR'))).toBe(true);
  });
});

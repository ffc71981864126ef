import { cleanup, screen, waitFor } from '@testing-library/react';
import type { BonusDto, FreebetDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { clearSportsbookToken } from '@/lib/auth/sportsbook-token';
import { renderWithProviders } from '@/test/render';
import { forgetSentSeen } from '../hooks/use-bonus-seen';
import { BonusToaster } from './bonus-toaster';
import { Promotions } from './promotions';
import UnseenBonusesCount from './unseen-bonuses-count';

const campaign = { campaign_id: 1, uses_count: 1, country_codes: [], event_conditions: [], only_verified: false, valid_to: '2026-12-01T12:00:00.000Z', trigger_key: null, status: 'active' as const, banners: [] };
const boost: BonusDto = { ...campaign, id: '3', name: 'Acca boost', type: 'comboboost', min_odds: 1.2, ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1 }], issued: { seen: true, times_used: 0, activated_at: null, expired_at: null, computed_status: 'active' } };
const freebet = (id: string, seen: boolean): FreebetDto => ({
  ...campaign, id, name: `Free bet ${id}`, type: 'freebet', min_odds: 1.5, max_odds: null, match_status: 'both', selection_count_from: 1, selection_count_to: null, amounts: { EUR: 500 }, boost_data: null,
  issued: { seen, times_used: 0, activated_at: '2026-11-26T10:00:00.000Z', expired_at: '2026-12-01T12:00:00.000Z', computed_status: 'active', is_active: true, currency: 'EUR', amount: 500, created_at: '2026-11-26T10:00:00.000Z', boost_multiplier: null },
});

/** The server: the player's bonuses, and which are seen (mark-as-seen changes them). */
let held: BonusDto[];
const marked: unknown[] = [];
const unseenReads = { count: 0 };
beforeEach(() => {
  clearSportsbookToken();
  forgetSentSeen();
  marked.length = 0;
  unseenReads.count = 0;
  useAuthStore.setState({ status: 'LOGGED_IN', currency: 'EUR', accounts: [] });
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    if (url.includes('/sportsbook_token')) return Promise.resolve(new Response(JSON.stringify({ token: 'token', expires_at: '2099-01-01T00:00:00.000Z' })));
    if (url.includes('/bonuses/mark-as-seen')) {
      const { bonuses } = JSON.parse(init.body as string) as { bonuses: { id: string }[] };
      marked.push(bonuses);
      held = held.map((bonus) => (bonus.issued && bonuses.some((sent) => sent.id === bonus.id) ? ({ ...bonus, issued: { ...bonus.issued, seen: true } } as BonusDto) : bonus));
      return Promise.resolve(new Response(JSON.stringify({ data: { marked: bonuses.length } })));
    }
    if (url.includes('unseen=true')) {
      unseenReads.count += 1;
      return Promise.resolve(new Response(JSON.stringify({ data: held.filter((bonus) => bonus.issued?.seen === false) })));
    }
    return Promise.resolve(new Response(JSON.stringify({ data: held })));
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// issue 20 "POST /bonuses/mark-as-seen (only the unseen are sent)"; spec promotions §4 "Marking bonuses as seen sends only those not yet seen".
describe('bonuses seen', () => {
  it('opening /promotions marks only the unseen seen, once, and the unseen count in the header updates', async () => {
    held = [boost, freebet('4', false), freebet('5', true), freebet('6', false)];
    renderWithProviders(
      <>
        <UnseenBonusesCount userId={1} />
        <Promotions />
      </>,
    );
    await screen.findByRole('article', { name: 'Free bet 4' });
    expect(screen.getByRole('article', { name: 'Free bet 4' }).textContent).toContain('New');
    await waitFor(() => expect(marked).toEqual([[{ id: '4', type: 'freebet' }, { id: '6', type: 'freebet' }]]));
    // The count was 2 (or was read after the marking), and is read again after it: 0, no badge.
    await waitFor(() => expect(unseenReads.count).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByTestId('unseen-bonuses')).toBeNull());
    expect(marked).toHaveLength(1);
  });

  it('the header counts the unseen bonuses, named for screen readers', async () => {
    held = [boost, freebet('4', false), freebet('6', false)];
    renderWithProviders(<UnseenBonusesCount userId={1} />);
    expect((await screen.findByTestId('unseen-bonuses')).textContent).toBe('2');
    expect(screen.getByText('2 new bonuses')).toBeTruthy();
    expect(marked).toEqual([]);
  });

  it('a shown toaster card marks its bonus seen; a bonus already seen, or already sent, is not sent', async () => {
    held = [freebet('7', false)];
    renderWithProviders(
      <>
        <BonusToaster bonus={freebet('7', false)} onDone={() => undefined} />
        <BonusToaster bonus={freebet('8', true)} onDone={() => undefined} />
      </>,
    );
    await waitFor(() => expect(marked).toEqual([[{ id: '7', type: 'freebet' }]]));
    cleanup();
    // The same bonus announced again (a replayed bonus_issued): already sent.
    renderWithProviders(<BonusToaster bonus={freebet('7', false)} onDone={() => undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marked).toHaveLength(1);
  });
});

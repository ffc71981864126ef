import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toMarket, toMatch } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TicketPanelRoot } from '@/app/[locale]/_components/ticket-panel-root';
import { useAuthStore } from '@/lib/auth/auth-store';
import { activeBetCurrency, dispatch, hydrateBetslip, resetBetslipForTests, selectOutcome, useBetslipStore } from '@/lib/betslip/betslip-store';
import { closeCustomBetBuilder, useCustomBetRequestStore } from '@/lib/betslip/custom-bet-request';
import { toSlipSelection } from '@/lib/betslip/selection-model';
import { DEFAULT_SLIP_SETTINGS } from '@/lib/betslip/slip-settings';
import { marketDto, matchDto } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { calculateCustomBet, fetchCustomMarkets, fetchCustomOdds } from '@/features/custom-bet/api/custom-bet-api';
import { CustomBetEntry } from '@/features/custom-bet/components/custom-bet-entry';

vi.mock('next/navigation', () => ({ usePathname: () => '/en' }));
// The slip panel chunk is not what this is about.
vi.mock('@/app/[locale]/_components/ticket-panel', () => ({ TicketPanel: () => null }));
vi.mock('@/features/custom-bet/api/custom-bet-api', () => ({ fetchCustomMarkets: vi.fn(), calculateCustomBet: vi.fn(), fetchCustomOdds: vi.fn() }));

const oneXTwo = marketDto({ id: 1, name: '1x2' });
const totals = marketDto({ id: 18, name: 'Total goals', specifier: 'total=2.5', outcomes: [{ id: '12', name: 'Over 2.5', active: true, odds: 1.9 }, { id: '13', name: 'Under 2.5', active: true, odds: 1.9 }] });
const corners = marketDto({ id: 162, name: 'Corners', outcomes: [{ id: '1', name: 'Most corners home', active: true, odds: 1.8 }] });

function pick(matchId: number, market: typeof oneXTwo, outcomeIndex: number) {
  const match = toMatch(matchDto({ id: matchId, urn_id: `sr:match:${matchId}`, slug: `match-${matchId}`, competitors: { home: { id: 'h', name: `Home ${matchId}`, logo: null }, away: { id: 'a', name: `Away ${matchId}`, logo: null } } }));
  const model = toMarket(market);
  return toSlipSelection({ match, market: model, outcome: model.outcomes[outcomeIndex]! });
}

/** The slip's first bet: a bet builder bet of match 1 (home win and over 2.5). */
function customBetOnSlip() {
  dispatch({ type: 'customBetPut', selections: [pick(1, oneXTwo, 0), pick(1, totals, 0)], customOdds: 4.2, currency: activeBetCurrency() });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
  closeCustomBetBuilder();
  useAuthStore.setState({ status: 'NOT_LOGGED_IN', currency: 'EUR', accounts: [], settings: null });
  hydrateBetslip();
  vi.mocked(fetchCustomMarkets).mockImplementation(() => Promise.resolve({ markets: [oneXTwo, totals].map(toMarket), groups: [] }));
  vi.mocked(calculateCustomBet).mockResolvedValue({ odds: null, probability: null, product_odds: null, combined: [], refusals: [] });
  vi.mocked(fetchCustomOdds).mockImplementation((selections) => Promise.resolve({ match_id: selections[0]?.match_id ?? 0, odds: null, outcomes: [] }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function pressed(dialog: HTMLElement): string[] {
  return within(dialog).getAllByRole('button', { pressed: true }).map((button) => button.textContent ?? '');
}

// spec core §2 "A custom-bet modal opens when the first slip bet is a custom bet and the user selects an outcome".
describe('the bet builder, app-wide with the ticket panel', () => {
  it('an odds click on another match (a listing page: no match-page entry mounted) opens that match\'s builder with the outcome; the slip is untouched', async () => {
    customBetOnSlip();
    const before = useBetslipStore.getState().ticket;
    renderWithProviders(<TicketPanelRoot settings={DEFAULT_SLIP_SETTINGS} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    let kind: string | undefined;
    act(() => {
      kind = selectOutcome(pick(2, oneXTwo, 2));
    });
    expect(kind).toBe('custom_modal');
    const dialog = await screen.findByRole('dialog', { name: 'Bet builder' });
    expect(within(dialog).getByText('Home 2 – Away 2')).toBeTruthy();
    await waitFor(() => expect(pressed(dialog)).toEqual(['Away2.90']));
    expect(fetchCustomMarkets).toHaveBeenCalledWith(2, 'en');
    expect(useBetslipStore.getState().ticket).toBe(before);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useCustomBetRequestStore.getState().request).toBeNull();
  });

  it('an odds click on the custom bet\'s own match starts from the slip\'s custom bet plus the outcome', async () => {
    customBetOnSlip();
    renderWithProviders(<TicketPanelRoot settings={DEFAULT_SLIP_SETTINGS} />);
    act(() => {
      selectOutcome(pick(1, totals, 1));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Bet builder' });
    // Under 2.5 replaces Over 2.5 of the same market (one outcome per market in the builder).
    await waitFor(() => expect(pressed(dialog)).toEqual(['Home2.50', 'Under 2.51.90']));
  });

  it('the request waits for the host: a click before the host is mounted is not lost', async () => {
    customBetOnSlip();
    selectOutcome(pick(3, oneXTwo, 0));
    renderWithProviders(<TicketPanelRoot settings={DEFAULT_SLIP_SETTINGS} />);
    expect(await screen.findByRole('dialog', { name: 'Bet builder' })).toBeTruthy();
    expect(fetchCustomMarkets).toHaveBeenCalledWith(3, 'en');
  });

  it('an outcome the builder does not offer: the builder opens and says so', async () => {
    customBetOnSlip();
    renderWithProviders(<TicketPanelRoot settings={DEFAULT_SLIP_SETTINGS} />);
    act(() => {
      selectOutcome(pick(2, corners, 0));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Bet builder' });
    expect(await within(dialog).findByText('A selection you chose is not offered in the bet builder of this match.')).toBeTruthy();
  });

  it('the match page entry opens the same host\'s builder, empty', async () => {
    renderWithProviders(
      <>
        <CustomBetEntry match={toMatch(matchDto({ id: 4 }))} />
        <TicketPanelRoot settings={DEFAULT_SLIP_SETTINGS} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bet builder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet builder' });
    expect(within(dialog).getByText('Arsenal – Chelsea')).toBeTruthy();
    await waitFor(() => expect(fetchCustomMarkets).toHaveBeenCalledWith(4, 'en'));
    expect(within(dialog).queryAllByRole('button', { pressed: true })).toEqual([]);
  });
});

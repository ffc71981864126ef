import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBetslipForTests } from '@/lib/betslip/betslip-store';
import { setPanelOpen, setPanelTab, useSelectedStore } from '@/lib/betslip/selected-store';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from '@/lib/betslip/slip-settings';
import { DEFAULT_SITE_CONFIG } from '@/lib/site-config/defaults';
import { SiteConfigProvider } from '@/lib/site-config/site-config-store';
import { renderWithProviders } from '@/test/render';
import { TicketPanel } from './ticket-panel';

vi.mock('@/features/my-bets/components/my-bets-panel', () => ({ MyBetsPanel: () => <p>my bets content</p> }));
vi.mock('@/features/shared-bets/components/share-slip-button', () => ({ default: () => null }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
  setSlipSettings(DEFAULT_SLIP_SETTINGS);
});
afterEach(cleanup);

describe('TicketPanel', () => {
  it('opens from the floating button with focus on the tab, Escape closes it, gives focus back and resets the tab', async () => {
    renderWithProviders(<TicketPanel />);
    const button = screen.getByRole('button', { name: 'Bet slip, 0 selections' });
    fireEvent.click(button);
    const slipTab = await screen.findByRole('tab', { name: 'Bet slip' });
    expect(document.activeElement).toBe(slipTab);
    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    expect(await screen.findByText('my bets content')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'My bets' }), { key: 'Escape' });
    const again = await screen.findByRole('button', { name: 'Bet slip, 0 selections' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(useSelectedStore.getState()).toMatchObject({ panelOpen: false, tab: 'BET_SLIP' });
    expect(sessionStorage.getItem('ticketPanelOpen')).toBe('false');
  });

  it('arrow keys move between the tabs', async () => {
    renderWithProviders(<TicketPanel />);
    act(() => setPanelOpen(true));
    const slipTab = await screen.findByRole('tab', { name: 'Bet slip' });
    fireEvent.keyDown(slipTab, { key: 'ArrowRight' });
    expect(useSelectedStore.getState().tab).toBe('MY_BETS');
  });

  it('without MY_BETS (site config) the panel shows only the slip, even when MY_BETS was chosen', async () => {
    renderWithProviders(
      <SiteConfigProvider config={{ ...DEFAULT_SITE_CONFIG, isMyBetsVisible: false }}>
        <TicketPanel />
      </SiteConfigProvider>,
    );
    act(() => {
      setPanelOpen(true);
      setPanelTab('MY_BETS');
    });
    expect(await screen.findByRole('tab', { name: 'Bet slip' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'My bets' })).toBeNull();
    expect(screen.queryByText('my bets content')).toBeNull();
    expect(screen.getByTestId('slip-empty')).toBeTruthy();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBetslipForTests } from '@/lib/betslip/betslip-store';
import { setPanelTab, useSelectedStore } from '@/lib/betslip/selected-store';
import { DEFAULT_SLIP_SETTINGS } from '@/lib/betslip/slip-settings';
import { STORAGE_KEYS } from '@/lib/betslip/storage-keys';
import { TicketPanelRoot } from './ticket-panel-root';

let pathname = '/en';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));
// The lazily loaded panel, stubbed: what matters here is the open state the root keeps.
vi.mock('./ticket-panel', async () => {
  const { useSelectedStore: store } = await import('@/lib/betslip/selected-store');
  return {
    TicketPanel: function TicketPanel() {
      const open = store((state) => state.panelOpen);
      return <p data-testid="panel-state">{open ? 'open' : 'closed'}</p>;
    },
  };
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
  pathname = '/en';
});
afterEach(cleanup);

// spec core §2 "Ticket panel": the open state is kept for the browser session; a route change closes it.
describe('TicketPanelRoot', () => {
  it('a panel left open with an empty slip (MY_BETS) is open again after a reload, and a route change closes it', async () => {
    sessionStorage.setItem(STORAGE_KEYS.panelOpen, 'true');
    const view = render(<TicketPanelRoot settings={DEFAULT_SLIP_SETTINGS} />);
    expect((await screen.findByTestId('panel-state')).textContent).toBe('open');
    expect(useSelectedStore.getState()).toMatchObject({ selectedIds: [], panelOpen: true });

    act(() => setPanelTab('MY_BETS'));
    pathname = '/en/live';
    view.rerender(<TicketPanelRoot settings={DEFAULT_SLIP_SETTINGS} />);
    expect(screen.getByTestId('panel-state').textContent).toBe('closed');
    expect(useSelectedStore.getState()).toMatchObject({ panelOpen: false, tab: 'BET_SLIP' });
    expect(sessionStorage.getItem(STORAGE_KEYS.panelOpen)).toBe('false');
  });
});

import { toMarket, toMatch } from '@sportsbook/contracts/models';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { marketDto, matchDto } from '@/test/fixtures';
import { hydrateBetslip, removeSelection, resetBetslipForTests, selectOutcome } from './betslip-store';
import { hydrateSelected, setPanelOpen, setPanelTab, useSelectedStore } from './selected-store';
import { toSlipSelection } from './selection-model';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from './slip-settings';
import { STORAGE_KEYS } from './storage-keys';

function selection(matchId: number) {
  const match = toMatch(matchDto({ id: matchId, slug: `m-${matchId}`, status: 0 }));
  const market = toMarket(marketDto({ id: 1, specifier: '', outcomes: [{ id: '1', name: 'Home', active: true, odds: 2 }] }));
  return toSlipSelection({ match, market, outcome: market.outcomes[0]! });
}

const panel = () => useSelectedStore.getState();

/** A page load in the same browser session: the in-memory stores start afresh, storage stays. */
function reload(): void {
  resetBetslipForTests();
  hydrateSelected();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetBetslipForTests();
  setSlipSettings(DEFAULT_SLIP_SETTINGS);
  useAuthStore.setState({ status: 'NOT_LOGGED_IN', currency: 'EUR', accounts: [], settings: null });
});

// spec core §2 "Ticket panel".
describe('ticket panel open state', () => {
  it('is kept for the browser session with an empty slip (a player watching MY_BETS reloads)', () => {
    hydrateSelected();
    setPanelOpen(true);
    setPanelTab('MY_BETS');
    reload();
    expect(panel()).toMatchObject({ selectedIds: [], panelOpen: true });
  });

  it('is kept with selections too, and a closed panel stays closed', () => {
    hydrateBetslip();
    selectOutcome(selection(1));
    reload();
    expect(panel()).toMatchObject({ panelOpen: true, selectedIds: [selection(1).id] });
    setPanelOpen(false);
    reload();
    expect(panel().panelOpen).toBe(false);
    sessionStorage.clear();
    reload();
    expect(panel().panelOpen).toBe(false);
  });

  it('opens with the first selection, closes with the last and resets the tab to BET_SLIP', () => {
    hydrateBetslip();
    const a = selection(2);
    const b = selection(3);
    selectOutcome(a);
    expect(panel().panelOpen).toBe(true);
    setPanelTab('MY_BETS');
    selectOutcome(b);
    removeSelection(a.id);
    expect(panel()).toMatchObject({ panelOpen: true, tab: 'MY_BETS' });
    removeSelection(b.id);
    expect(panel()).toMatchObject({ panelOpen: false, tab: 'BET_SLIP' });
    expect(sessionStorage.getItem(STORAGE_KEYS.panelOpen)).toBe('false');
  });

  it('a restored open panel still closes on the player closing it, with the tab back on BET_SLIP', () => {
    sessionStorage.setItem(STORAGE_KEYS.panelOpen, 'true');
    hydrateSelected();
    setPanelTab('MY_BETS');
    setPanelOpen(false);
    expect(panel()).toMatchObject({ panelOpen: false, tab: 'BET_SLIP' });
    reload();
    expect(panel().panelOpen).toBe(false);
  });
});

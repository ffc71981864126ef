/**
 * Browser storage keys of the slip (spec core §3 "Stored keys").
 * Local storage: bets, betslip toggle, ticket state, quick bet.
 * Session storage: placed-slip bets to restore at start, panel open state.
 */
export const STORAGE_KEYS = {
  bets: 'bets',
  betslipToggle: 'betslipToggle',
  ticketState: 'ticketState',
  quickBet: 'quickBet',
  placedSlipBets: 'placedSlipBets',
  panelOpen: 'ticketPanelOpen',
} as const;

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the slip then lives for the page only.
    return null;
  }
}

export function readStored(kind: Area, key: string): unknown {
  const text = area(kind)?.getItem(key);
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeStored(kind: Area, key: string, value: unknown): void {
  try {
    const storage = area(kind);
    if (!storage) return;
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: nothing to do, the in-memory state is still right.
  }
}

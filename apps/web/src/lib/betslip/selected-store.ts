'use client';

import { create } from 'zustand';
import { readStored, STORAGE_KEYS, writeStored } from './storage-keys';

/**
 * The light half of the slip, in first-load JS: which outcomes are selected (for every odds
 * button's pressed state) and the ticket panel's open state and tab. The full slip
 * (`betslip-store.ts`, with the domain reducer) is imported lazily and keeps this in step.
 */
export const TICKET_TABS = ['BET_SLIP', 'MY_BETS'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

export interface SelectedState {
  selectedIds: readonly string[];
  panelOpen: boolean;
  tab: TicketTab;
  /** True once the stored slip was read (client only). */
  hydrated: boolean;
}

export const useSelectedStore = create<SelectedState>()(() => ({ selectedIds: [], panelOpen: false, tab: 'BET_SLIP', hydrated: false }));

/** Ids of the stored bets' selections, without the domain (so the buttons are right before the slip loads). */
export function storedSelectionIds(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((bet: unknown) => {
    const selections = (bet as { selections?: unknown } | null)?.selections;
    return Array.isArray(selections) ? selections.map((s: unknown) => (s as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === 'string') : [];
  });
}

/**
 * Reads local and session storage once on the client. The panel's open state is kept for the
 * browser session whatever the slip holds (spec core §2): a panel left open on MY_BETS, or on a
 * slip just placed, with no selection is open again after a reload or a locale switch. Only the
 * transitions close it (last selection removed, route change, the player closing it).
 */
export function hydrateSelected(): void {
  if (useSelectedStore.getState().hydrated) return;
  const selectedIds = storedSelectionIds(readStored('local', STORAGE_KEYS.bets));
  const panelOpen = readStored('session', STORAGE_KEYS.panelOpen) === true;
  useSelectedStore.setState({ selectedIds, panelOpen, hydrated: true });
}

/** Opens or closes the panel (kept for the browser session); closing resets the tab to BET_SLIP (spec core §2). */
export function setPanelOpen(open: boolean): void {
  useSelectedStore.setState(open ? { panelOpen: true } : { panelOpen: false, tab: 'BET_SLIP' });
  writeStored('session', STORAGE_KEYS.panelOpen, open);
}

export function setPanelTab(tab: TicketTab): void {
  useSelectedStore.setState({ tab });
}

export function useIsSelected(selectionId: string): boolean {
  return useSelectedStore((state) => state.selectedIds.includes(selectionId));
}

export function useSelectionCount(): number {
  return useSelectedStore((state) => state.selectedIds.length);
}

'use client';

import type { SlipBet, SlipSelection } from '@sportsbook/domain';
import { create } from 'zustand';
import { selectionMatchOfSelection, type SelectionMatch } from './selection-model';

/**
 * The bet builder (custom-bet modal) to show, app-wide. Light: in first-load JS, no domain code.
 *
 * Spec core §2 "A custom-bet modal opens when the first slip bet is a custom bet and the user
 * selects an outcome" — on any page that shows odds. The request is state, not an event: it
 * stays until the modal is closed, so a click is never lost when no modal is mounted yet (the
 * host, `features/custom-bet/components/custom-bet-host.tsx`, is mounted with the ticket panel
 * and loads the modal lazily).
 */
export interface CustomBetRequest {
  /** Whose builder: the match of the outcome the player chose (or of the match page's entry). */
  match: SelectionMatch;
  /** Slip selection ids to start from. */
  initialSelectionIds: readonly string[];
  /** Increases with every request, so a new request starts a fresh builder. */
  seq: number;
}

export const useCustomBetRequestStore = create<{ request: CustomBetRequest | null }>()(() => ({ request: null }));

let seq = 0;

/** Opens the builder of `match` starting from `initialSelectionIds`. */
export function openCustomBetBuilder(match: SelectionMatch, initialSelectionIds: readonly string[] = []): void {
  seq += 1;
  useCustomBetRequestStore.setState({ request: { match: selectionMatchOfSelection(match), initialSelectionIds: [...initialSelectionIds], seq } });
}

export function closeCustomBetBuilder(): void {
  useCustomBetRequestStore.setState({ request: null });
}

/**
 * The builder an outcome click opens while the first slip bet is custom: the clicked outcome's
 * match, starting from the slip's custom bet when it is of that match, plus the clicked outcome.
 */
export function openCustomBetBuilderFor(selection: SlipSelection, firstBet: Pick<SlipBet, 'selections'> | undefined): void {
  const sameMatch = firstBet !== undefined && firstBet.selections[0]?.matchId === selection.matchId;
  const ids = sameMatch ? firstBet.selections.map((item) => item.id) : [];
  openCustomBetBuilder(selection, ids.includes(selection.id) ? ids : [...ids, selection.id]);
}

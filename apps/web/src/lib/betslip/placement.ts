'use client';

import { toPlacedBet, type PlacedBet } from '@sportsbook/contracts/models';
import {
  BET_TYPE,
  betSetProblem,
  hasInvalidSelections,
  isCustomBetValid,
  isUnauthorizedError,
  REFUSED_SELECTION_STATES,
  toTicketError,
  type BetLimits,
  type OddsAcceptMode,
  type RefusedSelection,
  type RefusedSelectionState,
  type SlipBet,
} from '@sportsbook/domain';
import { create } from 'zustand';
import { ApiError } from '@/lib/api/api-error';
import { isSignedIn, profileLoaded, useAuthStore } from '@/lib/auth/auth-store';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { openModal } from '@/lib/modals/modal-store';
import { dispatch, slipBetType, useBetslipStore } from './betslip-store';
import { getDeviceId, newIdempotencyKey } from './device-id';
import { postBets, toPlaceBetBody } from './place-bets-api';
import { useSlipSettings } from './slip-settings';
import { STORAGE_KEYS, writeStored } from './storage-keys';

/** No limits configured: every check passes. */
export const NO_BET_LIMITS: BetLimits = { selectionLimit: null, oddsLimit: null, maxStakeLimit: null, payoutLimit: null };

/** The placed bets of the last SUCCESS (ref, stake, odds to show), as the server answered. */
export const usePlacedBetsStore = create<{ placed: PlacedBet[] }>()(() => ({ placed: [] }));

/** The player's acceptance mode: their own setting, else the site's (spec core §3). */
export function oddsAcceptMode(): OddsAcceptMode {
  return useAuthStore.getState().settings?.oddsAcceptMode ?? useSlipSettings.getState().oddsAcceptMode;
}

export function betLimits(): BetLimits {
  return useSlipSettings.getState().betsLimits ?? NO_BET_LIMITS;
}

/** A custom bet with fewer than 2 non-suspended selections (spec core §5), e.g. after removing a leg. */
export function isCustomBetTooSmall(bet: SlipBet): boolean {
  return bet.betType === BET_TYPE.customBet && !isCustomBetValid(bet);
}

/**
 * True when the slip's bets may be sent: valid set and custom bets (spec core §5) and no
 * selection waiting for acceptance.
 */
export function canSubmit(bets: readonly SlipBet[]): boolean {
  return betSetProblem(bets, betLimits()) === null && !bets.some(isCustomBetTooSmall) && !bets.some(hasInvalidSelections);
}

export type PlacementOutcome = 'busy' | 'invalid' | 'sign_in' | 'success' | 'error' | 'reset';

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** One entry of details.selections (bet and selection index of the request, state, current odds); null if malformed. */
function refusedSelection(entry: unknown): RefusedSelection | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { bet_index: betIndex, selection_index: selectionIndex, state, odds } = entry as Record<string, unknown>;
  if (!isIndex(betIndex) || !isIndex(selectionIndex) || !(REFUSED_SELECTION_STATES as readonly unknown[]).includes(state)) return null;
  return { betIndex, selectionIndex, state: state as RefusedSelectionState, odds: typeof odds === 'number' && odds > 0 ? odds : null };
}

/** The error envelope's details of a refused placement (contracts placementErrorDetailsSchema), read without zod. */
export function placementDetails(details: unknown): { code?: number; messageKey?: string; betMessages?: (string | null)[]; selections?: RefusedSelection[] } {
  if (typeof details !== 'object' || details === null) return {};
  const { code, message_key: messageKey, bet_messages: betMessages, selections } = details as Record<string, unknown>;
  return {
    ...(typeof code === 'number' ? { code } : {}),
    ...(typeof messageKey === 'string' ? { messageKey } : {}),
    ...(Array.isArray(betMessages) ? { betMessages: betMessages.map((m) => (typeof m === 'string' ? m : null)) } : {}),
    ...(Array.isArray(selections) ? { selections: selections.map(refusedSelection).filter((entry) => entry !== null) } : {}),
  };
}

/** Maps a failed POST to the ticket error (domain toTicketError), or null for 401 / non-API failures. */
export function placementError(error: unknown, bets: readonly SlipBet[]) {
  if (!(error instanceof ApiError) || isUnauthorizedError(error.status, error.code)) return null;
  const details = placementDetails(error.details);
  return toTicketError(
    {
      code: details.code ?? error.code ?? null,
      messageKey: details.messageKey ?? null,
      localizedMessage: error.localizedMessage ?? null,
      ...(details.betMessages ? { betMessages: details.betMessages } : {}),
      payload: error.details ?? null,
    },
    bets,
  );
}

/**
 * The placement flow of spec core §4 (once the profile has loaded): not logged in → INITIAL and a sign-in request; else the
 * processing bets are sent (meta device_id, quick false, type, locale; a new Idempotency-Key);
 * SUCCESS with the placed bets; ERROR with the mapped messages; 401 → signed out (expired
 * prompt) and INITIAL; other failures → INITIAL and the general handler.
 * The bets being placed are kept in session storage until placed (restored at start).
 */
export async function placeBets(locale: string): Promise<PlacementOutcome> {
  if (useBetslipStore.getState().ticket.inProgress) return 'busy';
  // Pressed while the session is still loading: wait for it rather than ask a signed-in player to sign in.
  await profileLoaded();
  const { ticket } = useBetslipStore.getState();
  if (ticket.inProgress) return 'busy';
  if (!isSignedIn(useAuthStore.getState())) {
    dispatch({ type: 'ticketReset' });
    writeStored('session', STORAGE_KEYS.placedSlipBets, ticket.bets);
    openModal('sign_in');
    return 'sign_in';
  }
  if (!canSubmit(ticket.bets)) return 'invalid';
  const started = dispatch({ type: 'placementStarted' });
  const processing = started.processingBets;
  writeStored('session', STORAGE_KEYS.placedSlipBets, processing);
  try {
    const placed = await postBets(
      {
        meta: { device_id: getDeviceId(), quick: false, type: slipBetType(ticket), locale, odds_accept_mode: oddsAcceptMode() },
        bets: processing.map(toPlaceBetBody),
      },
      newIdempotencyKey(),
    );
    const models = placed.map(toPlacedBet);
    usePlacedBetsStore.setState({ placed: models });
    dispatch({ type: 'placementSucceeded', placed: models.map((bet) => ({ betId: bet.id, status: bet.status, isVip: bet.isVip, odds: bet.odds })) });
    writeStored('session', STORAGE_KEYS.placedSlipBets, undefined);
    return 'success';
  } catch (error) {
    const ticketError = placementError(error, processing);
    if (ticketError) {
      // The server's current state of the selections at fault (INVALID_ODDS prices, suspended,
      // not available) goes on the slip as a market update would, so the player accepts the
      // changes instead of resending stale prices (a missed realtime push).
      const selections = error instanceof ApiError ? placementDetails(error.details).selections : undefined;
      dispatch({ type: 'placementFailed', error: ticketError, ...(selections?.length ? { refused: { selections, oddsAcceptMode: oddsAcceptMode() } } : {}) });
      return 'error';
    }
    dispatch({ type: 'ticketReset' });
    if (!(error instanceof ApiError && error.status === 401)) reportErrorLazily(error);
    return 'reset';
  }
}

'use client';

import { toPlacedBet, type PlacedBet } from '@sportsbook/contracts/models';
import {
  checkBetLimits,
  createQuickBet,
  createSingleBet,
  isProfileLoaded,
  QUICK_BET_RUN,
  quickBetReducer,
  runQuickBet,
  selectPotentialWin,
  toLimitedBet,
  type QuickBet,
  type QuickBetAction,
  type SlipSelection,
} from '@sportsbook/domain';
import { create } from 'zustand';
import { isSignedIn, onProfileLoaded, profileLoaded, selectActiveAccount, useAuthStore } from '@/lib/auth/auth-store';
import { openModal } from '@/lib/modals/modal-store';
import { activeBetCurrency, addToSlip } from './betslip-store';
import { getDeviceId, newIdempotencyKey } from './device-id';
import { postBets, toPlaceBetBody } from './place-bets-api';
import { betLimits, oddsAcceptMode, placementError } from './placement';
import { readStored, STORAGE_KEYS, writeStored } from './storage-keys';

/**
 * Quick bet (spec core §4 "Quick bet", §5): one click on a live outcome places a single at the
 * quick-bet stake. A store over the domain's `quickBetReducer` / `runQuickBet`; persisted in
 * local storage ("quick bet": enabled flag, stake, approval — only with a stake above 0 — and the
 * currency of the stake, once the player's active currency is known).
 */
export interface QuickBetStoreState {
  quickBet: QuickBet;
  /**
   * The last feedback to show (toast-like): placed bet, error key(s) or a limit warning; a refused
   * placement's error also carries the refusal's details, which name a responsible-gambling limit
   * when one refused it (worded as on the slip).
   */
  feedback: { kind: 'success'; bet: PlacedBet | null; placedOn: QuickBetTarget } | { kind: 'error' | 'warning'; messageKeys: readonly string[]; details?: unknown } | null;
}

/** What a placed quick bet was on, named in its message: the match's sides, the market and the outcome. */
export interface QuickBetTarget {
  home: string;
  away: string;
  market: string;
  outcome: string;
}

export const useQuickBetStore = create<QuickBetStoreState>()(() => ({ quickBet: createQuickBet('EUR'), feedback: null }));

export function quickBetDispatch(action: QuickBetAction): QuickBet {
  const quickBet = quickBetReducer(useQuickBetStore.getState().quickBet, action);
  useQuickBetStore.setState({ quickBet });
  return quickBet;
}

export function toggleQuickBet(): void {
  quickBetDispatch({ type: 'toggled' });
}

export function setQuickBetStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake < 0) return;
  quickBetDispatch({ type: 'stakeChanged', stake });
}

/** Approval is true only with a stake above 0 (domain). */
export function approveQuickBet(): void {
  quickBetDispatch({ type: 'approved' });
}

/** Dismissing the feedback also ends a limit warning (WARNING → INITIAL): quick bets run again. */
export function dismissQuickBetFeedback(): void {
  quickBetDispatch({ type: 'warningDismissed' });
  useQuickBetStore.setState({ feedback: null });
}

/**
 * Runs the quick bet on `selection` (spec core §4 "Running"). While a quick bet is in flight
 * (PROCESSING) or lowered by a limit warning (WARNING) the new bet is not taken (domain
 * `betPrepared`) and the run does nothing: a double click on an odds button sends one bet.
 */
export async function runQuickBetOn(selection: SlipSelection, locale: string): Promise<void> {
  // Clicked while the session is still loading (just after a reload): wait for it rather than ask a signed-in player to sign in.
  if (!isProfileLoaded(useAuthStore.getState().status)) await profileLoaded();
  const { quickBet } = useQuickBetStore.getState();
  const fresh = { ...createSingleBet(selection, activeBetCurrency()), stake: quickBet.stake };
  const prepared = quickBetDispatch({ type: 'betPrepared', bet: fresh });
  // The bet the quick bet holds: the new one, or the one in flight / under a warning (checked, not sent again).
  const bet = prepared.bet ?? fresh;
  const auth = useAuthStore.getState();
  const run = runQuickBet({
    quickBet: prepared,
    isLoggedIn: isSignedIn(auth),
    isPve: auth.profile?.serasa.pve ?? false,
    limitViolation: checkBetLimits([toLimitedBet(bet)], betLimits()),
    potentialWin: selectPotentialWin(bet),
  });
  useQuickBetStore.setState({ quickBet: run.quickBet });
  switch (run.kind) {
    case QUICK_BET_RUN.signIn:
      openModal('sign_in');
      return;
    case QUICK_BET_RUN.error:
      useQuickBetStore.setState({ feedback: { kind: 'error', messageKeys: run.messageKeys } });
      return;
    case QUICK_BET_RUN.lowerToSlip:
      addToSlip(selection);
      useQuickBetStore.setState({ feedback: { kind: 'warning', messageKeys: run.messageKeys } });
      return;
    case QUICK_BET_RUN.reset:
    case QUICK_BET_RUN.nothing:
      return;
    case QUICK_BET_RUN.place:
      break;
  }
  try {
    const placed = await postBets(
      { meta: { device_id: getDeviceId(), quick: true, type: 'single', locale, odds_accept_mode: oddsAcceptMode() }, bets: [toPlaceBetBody(bet)] },
      newIdempotencyKey(),
    );
    quickBetDispatch({ type: 'placementSucceeded' });
    const placedOn = { home: selection.nameA, away: selection.nameB, market: selection.marketName, outcome: selection.outcomeName };
    useQuickBetStore.setState({ feedback: { kind: 'success', bet: placed[0] ? toPlacedBet(placed[0]) : null, placedOn } });
  } catch (error) {
    const ticketError = placementError(error, [bet]);
    const message = ticketError?.messagesByBet[selection.id] ?? ticketError?.message ?? 'error.place_bets.default';
    quickBetDispatch({ type: 'placementFailed', message });
    useQuickBetStore.setState({ feedback: { kind: 'error', messageKeys: [message], details: ticketError?.payload ?? null } });
  }
}

let hydrated = false;
let unsubscribers: (() => void)[] = [];

/**
 * Reads the stored quick bet and follows currency and balance changes (spec core §4: changing the
 * currency clears approval). The stake is stored with its currency. The quick bet usually loads
 * before the profile, while the active currency is only the default placeholder, so it keeps the
 * stored currency; when the profile has loaded, the player's currency counts as a change only if
 * it differs from the stored one (a quick bet stored without a currency just takes it). From then
 * on every change of the active currency clears approval.
 */
export function hydrateQuickBet(): void {
  if (hydrated || typeof window === 'undefined') return;
  hydrated = true;
  const stored = readStored('local', STORAGE_KEYS.quickBet) as { isEnabled?: unknown; stake?: unknown; isApproved?: unknown; currency?: unknown } | undefined;
  const storedCurrency = typeof stored?.currency === 'string' && stored.currency !== '' ? stored.currency : null;
  const base = createQuickBet(storedCurrency ?? useAuthStore.getState().currency);
  const stake = typeof stored?.stake === 'number' && Number.isSafeInteger(stored.stake) && stored.stake >= 0 ? stored.stake : 0;
  useQuickBetStore.setState({ quickBet: { ...base, isEnabled: stored?.isEnabled === true, stake, isApproved: stored?.isApproved === true && stake > 0 } });
  // The player's active currency once the profile has loaded (null before: only the placeholder is known).
  let activeCurrency: string | null = null;
  unsubscribers.push(
    useQuickBetStore.subscribe((state, previous) => {
      const { isEnabled, stake: nextStake, isApproved, currency } = state.quickBet;
      const before = previous.quickBet;
      if (isEnabled !== before.isEnabled || nextStake !== before.stake || isApproved !== before.isApproved || currency !== before.currency) {
        // The placeholder currency is never stored as the stake's currency.
        const known = activeCurrency !== null || storedCurrency !== null;
        writeStored('local', STORAGE_KEYS.quickBet, { isEnabled, stake: nextStake, isApproved, ...(known ? { currency } : {}) });
      }
    }),
    useAuthStore.subscribe((state, previous) => {
      if (activeCurrency !== null && state.currency !== activeCurrency) {
        activeCurrency = state.currency;
        quickBetDispatch({ type: 'currencyChanged', currency: state.currency });
      }
      // balance_changed updates the accounts: the stake is switched off below it (spec core §4).
      const account = selectActiveAccount(state);
      const before = selectActiveAccount(previous);
      if (account && before && account.balance !== before.balance) quickBetDispatch({ type: 'balanceChanged', available: account.balance });
      // Sign-out resets the quick bet (spec core §4 "Session").
      if (isSignedIn(previous) && !isSignedIn(state)) quickBetDispatch({ type: 'reset' });
    }),
    onProfileLoaded(() => {
      const { currency } = useAuthStore.getState();
      activeCurrency = currency;
      quickBetDispatch(storedCurrency === null ? { type: 'activeCurrencyKnown', currency } : { type: 'currencyChanged', currency });
    }),
  );
}

export function resetQuickBetForTests(): void {
  hydrated = false;
  for (const unsubscribe of unsubscribers) unsubscribe();
  unsubscribers = [];
  useQuickBetStore.setState({ quickBet: createQuickBet('EUR'), feedback: null });
}

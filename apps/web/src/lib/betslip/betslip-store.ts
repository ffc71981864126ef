'use client';

import {
  BET_TYPE,
  betTypeSwitchRefusal,
  createTicket,
  decideOutcomeSelection,
  OUTCOME_SELECTION,
  slipReducer,
  STAKE_SOURCE,
  TICKET_STATE,
  type BetCurrency,
  type BetType,
  type OutcomeSelectionKind,
  type RateTable,
  type SlipAction,
  type SlipBet,
  type SlipSelection,
  type StakeSource,
  type SwitchRefusal,
  type SystemType,
  type Ticket,
  type TicketState,
} from '@sportsbook/domain';
import { create } from 'zustand';
import { onProfileLoaded, useAuthStore } from '@/lib/auth/auth-store';
import { openCustomBetBuilderFor } from './custom-bet-request';
import { setPanelOpen, useSelectedStore } from './selected-store';
import { useSlipSettings } from './slip-settings';
import { readStored, STORAGE_KEYS, writeStored } from './storage-keys';

/**
 * The bet slip (spec core §3 "Bets and ticket", §4): a zustand store over the domain's
 * `slipReducer`. Every transition is a domain action; this module only supplies the context
 * (currency, settings) and keeps the light `selected-store` (pressed odds buttons, panel) and
 * browser storage in step. See README.md for the API.
 */
export interface BetslipState {
  ticket: Ticket;
  /** Local storage "betslip toggle": the slip's selection list collapsed (narrow screens). */
  collapsed: boolean;
}

export const useBetslipStore = create<BetslipState>()(() => ({ ticket: createTicket(), collapsed: false }));

/** The active currency as the slip needs it: code and sub-units (from the player's account, else 100). */
export function activeBetCurrency(): BetCurrency {
  const { currency, accounts } = useAuthStore.getState();
  return { currency, subunits: accounts.find((account) => account.currency === currency)?.subunits ?? 100 };
}

/** Runs one domain action on the ticket. */
export function dispatch(action: SlipAction): Ticket {
  const before = useBetslipStore.getState().ticket;
  const ticket = slipReducer(before, action);
  if (ticket !== before) useBetslipStore.setState({ ticket });
  return ticket;
}

/** Panel rule of spec core §2: opens with the first selection, closes with the last. */
function followPanel(before: number, after: number): void {
  if (before === 0 && after > 0) setPanelOpen(true);
  else if (before > 0 && after === 0) setPanelOpen(false);
}

export interface SelectOutcomeOptions {
  /** A custom-type (bet builder) bet: its selections and price. */
  custom?: { selections: SlipSelection[]; customOdds: number };
  /** The quick-bet branch (set by quick-bet-store; injected so the slip does not import it eagerly). */
  quickBet?: { enabled: boolean; run: (selection: SlipSelection) => void; turnOff: () => void };
}

/**
 * Selecting an outcome (spec core §4 "Selecting an outcome"): ignored while in progress; quick
 * bet for a live selection when enabled; custom modal / custom bet; else toggles the selection.
 * Returns what was done.
 */
export function selectOutcome(selection: SlipSelection, options: SelectOutcomeOptions = {}): OutcomeSelectionKind {
  const { ticket } = useBetslipStore.getState();
  const decision = decideOutcomeSelection({
    ticket,
    selection,
    isCustom: options.custom !== undefined,
    quickBetEnabled: options.quickBet?.enabled ?? false,
  });
  if (decision.turnQuickBetOff) options.quickBet?.turnOff();
  const count = ticket.selectedOutcomeIds.length;
  switch (decision.kind) {
    case OUTCOME_SELECTION.ignored:
      break;
    case OUTCOME_SELECTION.quickBet:
      options.quickBet?.run(selection);
      break;
    case OUTCOME_SELECTION.customModal:
      // Spec core §2: the builder opens (app-wide host, any page), never a dropped click.
      openCustomBetBuilderFor(selection, ticket.bets[0]);
      break;
    case OUTCOME_SELECTION.customBetPut:
      if (options.custom) dispatch({ type: 'customBetPut', selections: options.custom.selections, customOdds: options.custom.customOdds, currency: activeBetCurrency() });
      break;
    case OUTCOME_SELECTION.removed:
      dispatch({ type: 'selectionRemoved', selectionId: selection.id });
      break;
    case OUTCOME_SELECTION.added:
      addToSlip(selection);
      break;
  }
  followPanel(count, useBetslipStore.getState().ticket.selectedOutcomeIds.length);
  return decision.kind;
}

/** Adds a selection as the slip rules say (also used when a quick bet is lowered to a slip bet). */
export function addToSlip(selection: SlipSelection): void {
  const count = useBetslipStore.getState().ticket.selectedOutcomeIds.length;
  dispatch({ type: 'selectionAdded', selection, currency: activeBetCurrency(), multiSingleAvailableByProvider: useSlipSettings.getState().multiSingleAvailableByProvider });
  followPanel(count, useBetslipStore.getState().ticket.selectedOutcomeIds.length);
}

export function removeSelection(selectionId: string): void {
  const count = useBetslipStore.getState().ticket.selectedOutcomeIds.length;
  dispatch({ type: 'selectionRemoved', selectionId });
  followPanel(count, useBetslipStore.getState().ticket.selectedOutcomeIds.length);
}

/** Stake of bet `betIndex` in minor units. */
export function setStake(betIndex: number, stake: number, stakeSource: StakeSource = STAKE_SOURCE.input): void {
  dispatch({ type: 'stakeChanged', betIndex, stake, stakeSource });
}

/** Why switching to `betType` is refused (domain rules), or null; switches when not refused. */
export function setBetType(betType: BetType, systemType?: SystemType): SwitchRefusal | null {
  const { multiSingleAvailableByProvider } = useSlipSettings.getState();
  const refusal = betTypeSwitchRefusal(useBetslipStore.getState().ticket, betType, multiSingleAvailableByProvider);
  if (refusal !== null) return refusal;
  dispatch({ type: 'betTypeSwitched', betType, ...(systemType ? { systemType } : {}), multiSingleAvailableByProvider });
  return null;
}

export function setSystemType(systemType: SystemType): void {
  dispatch({ type: 'systemTypeChosen', systemType });
}

/** Accepting changes: suspended/unavailable selections dropped, odds accepted, back to INITIAL. */
export function acceptChanges(): void {
  const count = useBetslipStore.getState().ticket.selectedOutcomeIds.length;
  dispatch({ type: 'oddsChangesAccepted' });
  followPanel(count, useBetslipStore.getState().ticket.selectedOutcomeIds.length);
}

/**
 * Puts bets on the slip (shared bets, session restore), converting stakes into the active
 * currency with `rates` (code → value of one major unit in a common base). Without a rate a
 * bet keeps its selections with stake 0 and stake source sharing (domain rule). Replaces the slip.
 */
export function restoreBets(bets: readonly SlipBet[], rates: RateTable = {}): void {
  const count = useBetslipStore.getState().ticket.selectedOutcomeIds.length;
  dispatch({ type: 'betsRestored', bets: [...bets], currency: activeBetCurrency(), rates });
  followPanel(count, useBetslipStore.getState().ticket.selectedOutcomeIds.length);
}

/** Back to INITIAL (after SUCCESS "continue", or to leave ERROR); the slip's bets stay. */
export function reset(): void {
  dispatch({ type: 'ticketReset' });
}

/** Removes every selection. */
export function clearSlip(): void {
  removeAll();
}

function removeAll(): void {
  const count = useBetslipStore.getState().ticket.selectedOutcomeIds.length;
  dispatch({ type: 'slipCleared' });
  followPanel(count, 0);
}

export function setCollapsed(collapsed: boolean): void {
  useBetslipStore.setState({ collapsed });
}

// ---- selectors ----

export function selectTicket(state: BetslipState): Ticket {
  return state.ticket;
}

export function selectSelectedOutcomeIds(state: BetslipState): readonly string[] {
  return state.ticket.selectedOutcomeIds;
}

export function useTicket(): Ticket {
  return useBetslipStore(selectTicket);
}

// ---- persistence (spec core §3 "Stored keys") ----

const RESUMABLE_STATES: readonly TicketState[] = [TICKET_STATE.initial, TICKET_STATE.oddsChanged];

function isSlipBetArray(value: unknown): value is SlipBet[] {
  return Array.isArray(value) && value.every((bet) => typeof bet === 'object' && bet !== null && Array.isArray((bet as SlipBet).selections) && typeof (bet as SlipBet).stake === 'number');
}

let hydrated = false;
let unsubscribers: (() => void)[] = [];

/**
 * Reads the stored slip once (client): local bets and ticket state; when the local slip is
 * empty, the placed-slip bets of this browser session (session storage) are restored. Then every
 * change is written back.
 *
 * Currency (spec core §4 "Session"): the slip usually loads before the profile, while the active
 * currency is still the default placeholder, so the bets are restored in their stored currency.
 * Once the profile has loaded, bets in another currency than the player's active one are
 * converted with the reference rates read with it (`activeCurrencyKnown`); that first currency
 * is not a currency change. Only later changes of the active currency (account switch, sign-out,
 * another player signing in) reset the stakes of bets in another currency.
 */
export function hydrateBetslip(): void {
  if (hydrated || typeof window === 'undefined') return;
  hydrated = true;
  const storedBets = readStored('local', STORAGE_KEYS.bets);
  const storedState = readStored('local', STORAGE_KEYS.ticketState);
  const collapsed = readStored('local', STORAGE_KEYS.betslipToggle) === true;
  const sessionBets = readStored('session', STORAGE_KEYS.placedSlipBets);
  const bets = isSlipBetArray(storedBets) && storedBets.length > 0 ? storedBets : isSlipBetArray(sessionBets) ? sessionBets : [];
  const base = createTicket({ isRestoring: true });
  let ticket = slipReducer(base, { type: 'betsRestored', bets, currency: null, rates: {} });
  if (typeof storedState === 'string' && RESUMABLE_STATES.includes(storedState as TicketState) && ticket.bets.length > 0) {
    ticket = { ...ticket, ticketState: storedState as TicketState };
  }
  useBetslipStore.setState({ ticket, collapsed });
  syncLight(ticket);
  unsubscribers.push(useBetslipStore.subscribe((state, previous) => {
    if (state.ticket.bets !== previous.ticket.bets) writeStored('local', STORAGE_KEYS.bets, state.ticket.bets);
    if (state.ticket.ticketState !== previous.ticket.ticketState) writeStored('local', STORAGE_KEYS.ticketState, state.ticket.ticketState);
    if (state.collapsed !== previous.collapsed) writeStored('local', STORAGE_KEYS.betslipToggle, state.collapsed);
    if (state.ticket.selectedOutcomeIds !== previous.ticket.selectedOutcomeIds) syncLight(state.ticket);
  }));
  unsubscribers.push(onProfileLoaded(followActiveCurrency));
}

/** From the profile load on: the restored bets converted once, then the currency-change rule. */
function followActiveCurrency(): void {
  let known = useAuthStore.getState().currency;
  dispatch({ type: 'activeCurrencyKnown', currency: activeBetCurrency(), rates: useAuthStore.getState().exchangeRates });
  unsubscribers.push(useAuthStore.subscribe((state) => {
    if (state.currency === known) return;
    known = state.currency;
    dispatch({ type: 'currencyChanged', currency: activeBetCurrency() });
  }));
}

function syncLight(ticket: Ticket): void {
  useSelectedStore.setState({ selectedIds: ticket.selectedOutcomeIds, hydrated: true });
}

/** The bet type the slip shows (first bet's type), single when empty. */
export function slipBetType(ticket: Pick<Ticket, 'bets'>): BetType {
  return ticket.bets[0]?.betType ?? BET_TYPE.single;
}

/** For tests: forget the stored-slip subscription state. */
export function resetBetslipForTests(): void {
  hydrated = false;
  for (const unsubscribe of unsubscribers) unsubscribe();
  unsubscribers = [];
  useBetslipStore.setState({ ticket: createTicket(), collapsed: false });
  useSelectedStore.setState({ selectedIds: [], panelOpen: false, tab: 'BET_SLIP', hydrated: false });
}

/**
 * Quick bet state machine (spec core §4 "Quick bet", §3 "Quick bet: isEnabled, state, bet,
 * selectedOutcomeIds, stake, currency, isApproved, error", §5 quick-bet refusals).
 *
 * Choices where the spec is silent:
 * - States are INITIAL, PROCESSING, WARNING, SUCCESS, ERROR. WARNING is the "warning state" the
 *   spec names: the quick bet was lowered to a slip bet by a limit warning; it lasts until the
 *   player dismisses the warning (`warningDismissed`), and quick-bet clicks do nothing meanwhile.
 * - "If already processing or in a warning state, nothing happens" is checked before the limit
 *   check: the limit check is about a new quick bet, and must neither lower a bet again while
 *   its warning is shown nor turn a bet in flight into an ERROR (which would let a third click
 *   send a second bet). A bet prepared while PROCESSING or WARNING is not taken (`betPrepared`
 *   leaves the quick bet as it is), so a double click sends one bet.
 * - Setting the same currency again is no change (approval stays). The active currency becoming
 *   known on page load (`activeCurrencyKnown`: the placeholder default replaced by the player's
 *   currency) is not the player changing currency either.
 * - "Switching the stake off" on a balance drop sets the stake to 0 and clears approval.
 * - A limit violation whose configured action is accept (a warning) lowers the quick bet to a
 *   normal slip bet so the player sees the warning; a reject raises the limit message as ERROR.
 */
import type { SlipBet } from '../betslip/slip-types';
import { PVE_FORBIDDEN_KEY } from '../errors/placement-errors';
import type { LimitViolation } from '../validation/bet-limits';
import { POTENTIAL_WIN_EQUAL_OR_LESS_KEY } from '../validation/bet-set-validation';

export const QUICK_BET_STATE = {
  initial: 'INITIAL',
  processing: 'PROCESSING',
  warning: 'WARNING',
  success: 'SUCCESS',
  error: 'ERROR',
} as const;
export type QuickBetStateName = (typeof QUICK_BET_STATE)[keyof typeof QUICK_BET_STATE];

export interface QuickBet {
  isEnabled: boolean;
  state: QuickBetStateName;
  bet: SlipBet | null;
  selectedOutcomeIds: string[];
  /** Minor units. */
  stake: number;
  currency: string;
  isApproved: boolean;
  error: string | null;
}

/** Quick bet starts disabled (spec core §4). */
export function createQuickBet(currency: string): QuickBet {
  return { isEnabled: false, state: QUICK_BET_STATE.initial, bet: null, selectedOutcomeIds: [], stake: 0, currency, isApproved: false, error: null };
}

export type QuickBetAction =
  | { type: 'toggled' }
  | { type: 'stakeChanged'; stake: number }
  | { type: 'currencyChanged'; currency: string }
  | { type: 'activeCurrencyKnown'; currency: string }
  | { type: 'approved' }
  | { type: 'betPrepared'; bet: SlipBet }
  | { type: 'placementSucceeded' }
  | { type: 'placementFailed'; message: string }
  | { type: 'balanceChanged'; available: number }
  | { type: 'warningDismissed' }
  | { type: 'reset' };

/** A quick bet in flight, or lowered by a limit warning the player has not dismissed yet. */
function isBusy(quickBet: QuickBet): boolean {
  return quickBet.state === QUICK_BET_STATE.processing || quickBet.state === QUICK_BET_STATE.warning;
}

export function quickBetReducer(quickBet: QuickBet, action: QuickBetAction): QuickBet {
  switch (action.type) {
    case 'toggled':
      return { ...quickBet, isEnabled: !quickBet.isEnabled, isApproved: false };
    case 'stakeChanged':
      return { ...quickBet, stake: action.stake, isApproved: false };
    case 'currencyChanged':
      return action.currency === quickBet.currency ? quickBet : { ...quickBet, currency: action.currency, isApproved: false };
    case 'activeCurrencyKnown':
      return { ...quickBet, currency: action.currency };
    case 'approved':
      return { ...quickBet, isApproved: quickBet.stake > 0 };
    case 'betPrepared':
      if (isBusy(quickBet)) return quickBet;
      return { ...quickBet, bet: action.bet, selectedOutcomeIds: action.bet.selections.map((s) => s.id), state: QUICK_BET_STATE.initial, error: null };
    case 'placementSucceeded':
      return { ...quickBet, state: QUICK_BET_STATE.success, error: null };
    case 'placementFailed':
      return { ...quickBet, state: QUICK_BET_STATE.error, error: action.message };
    case 'balanceChanged':
      return action.available <= 0 || action.available < quickBet.stake ? { ...quickBet, stake: 0, isApproved: false } : quickBet;
    case 'warningDismissed':
      return quickBet.state === QUICK_BET_STATE.warning ? { ...quickBet, state: QUICK_BET_STATE.initial } : quickBet;
    case 'reset':
      return { ...createQuickBet(quickBet.currency), isEnabled: quickBet.isEnabled, stake: quickBet.stake };
  }
}

export const QUICK_BET_RUN = {
  reset: 'reset',
  signIn: 'sign_in',
  error: 'error',
  lowerToSlip: 'lower_to_slip',
  nothing: 'nothing',
  place: 'place',
} as const;
export type QuickBetRunKind = (typeof QUICK_BET_RUN)[keyof typeof QUICK_BET_RUN];

export interface QuickBetRunInput {
  quickBet: QuickBet;
  isLoggedIn: boolean;
  isPve: boolean;
  limitViolation: LimitViolation | null;
  /** Potential win of the quick bet at its stake, minor units. */
  potentialWin: number;
}

export interface QuickBetRun {
  kind: QuickBetRunKind;
  quickBet: QuickBet;
  /** Message keys for an error. */
  messageKeys: readonly string[];
}

/** Running the quick bet: the checks of spec core §4 "Quick bet" in order. */
export function runQuickBet({ quickBet, isLoggedIn, isPve, limitViolation, potentialWin }: QuickBetRunInput): QuickBetRun {
  const fail = (keys: readonly string[]): QuickBetRun => ({
    kind: QUICK_BET_RUN.error,
    quickBet: { ...quickBet, state: QUICK_BET_STATE.error, error: keys[0] ?? '' },
    messageKeys: keys,
  });
  if (quickBet.bet === null) return { kind: QUICK_BET_RUN.reset, quickBet: { ...quickBet, state: QUICK_BET_STATE.initial, error: null }, messageKeys: [] };
  if (!isLoggedIn) return { kind: QUICK_BET_RUN.signIn, quickBet, messageKeys: [] };
  if (isPve) return fail([PVE_FORBIDDEN_KEY]);
  if (isBusy(quickBet)) return { kind: QUICK_BET_RUN.nothing, quickBet, messageKeys: [] };
  if (limitViolation !== null) {
    return limitViolation.action === 'accept'
      ? { kind: QUICK_BET_RUN.lowerToSlip, quickBet: { ...quickBet, state: QUICK_BET_STATE.warning, error: null }, messageKeys: limitViolation.messageKeys }
      : fail(limitViolation.messageKeys);
  }
  if (!quickBet.isApproved) return { kind: QUICK_BET_RUN.nothing, quickBet, messageKeys: [] };
  if (potentialWin <= quickBet.stake) return fail([POTENTIAL_WIN_EQUAL_OR_LESS_KEY]);
  return { kind: QUICK_BET_RUN.place, quickBet: { ...quickBet, state: QUICK_BET_STATE.processing, error: null }, messageKeys: [] };
}

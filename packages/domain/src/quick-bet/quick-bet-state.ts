/**
 * Quick bet state machine (spec core §4 "Quick bet", §3 "Quick bet: isEnabled, state, bet,
 * selectedOutcomeIds, stake, currency, isApproved, error", §5 quick-bet refusals).
 *
 * Choices where the spec is silent:
 * - States are INITIAL, PROCESSING, WARNING, SUCCESS, ERROR (WARNING is the "warning state" the
 *   spec names: a limit warning shown before the player confirms).
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
  | { type: 'approved' }
  | { type: 'betPrepared'; bet: SlipBet }
  | { type: 'placementSucceeded' }
  | { type: 'placementFailed'; message: string }
  | { type: 'balanceChanged'; available: number }
  | { type: 'reset' };

export function quickBetReducer(quickBet: QuickBet, action: QuickBetAction): QuickBet {
  switch (action.type) {
    case 'toggled':
      return { ...quickBet, isEnabled: !quickBet.isEnabled, isApproved: false };
    case 'stakeChanged':
      return { ...quickBet, stake: action.stake, isApproved: false };
    case 'currencyChanged':
      return { ...quickBet, currency: action.currency, isApproved: false };
    case 'approved':
      return { ...quickBet, isApproved: quickBet.stake > 0 };
    case 'betPrepared':
      return { ...quickBet, bet: action.bet, selectedOutcomeIds: action.bet.selections.map((s) => s.id), state: QUICK_BET_STATE.initial, error: null };
    case 'placementSucceeded':
      return { ...quickBet, state: QUICK_BET_STATE.success, error: null };
    case 'placementFailed':
      return { ...quickBet, state: QUICK_BET_STATE.error, error: action.message };
    case 'balanceChanged':
      return action.available <= 0 || action.available < quickBet.stake ? { ...quickBet, stake: 0, isApproved: false } : quickBet;
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
  if (limitViolation !== null) {
    return limitViolation.action === 'accept' ? { kind: QUICK_BET_RUN.lowerToSlip, quickBet, messageKeys: limitViolation.messageKeys } : fail(limitViolation.messageKeys);
  }
  const busy = quickBet.state === QUICK_BET_STATE.processing || quickBet.state === QUICK_BET_STATE.warning;
  if (busy || !quickBet.isApproved) return { kind: QUICK_BET_RUN.nothing, quickBet, messageKeys: [] };
  if (potentialWin <= quickBet.stake) return fail([POTENTIAL_WIN_EQUAL_OR_LESS_KEY]);
  return { kind: QUICK_BET_RUN.place, quickBet: { ...quickBet, state: QUICK_BET_STATE.processing, error: null }, messageKeys: [] };
}

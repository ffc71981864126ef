/**
 * Bet limit checks (spec core §5 "Bet limit checks run in this order …", core §3 "Bet limits").
 * Checks run in the exact order selection count → odds → stake → payout; the first failing
 * check decides. Exact numeric limits are not shown in the spec: they come from settings.
 *
 * Choices where the spec is silent:
 * - "Any profit above the payout limit": profit = potential win − stake, per bet.
 * - A currency missing from the max-stake or payout list has no limit of that kind.
 */
import { oddsToThousandths } from '../odds/odds-thousandths';

export const LIMIT_ACTIONS = ['reject', 'accept'] as const;
export type LimitAction = (typeof LIMIT_ACTIONS)[number];

export const LIMIT_REASON = {
  maxSelections: 'MAX_SELECTIONS',
  maxOdds: 'MAX_ODDS',
  maxStake: 'MAX_STAKE',
  maxPayout: 'MAX_PAYOUT',
} as const;
export type LimitReason = (typeof LIMIT_REASON)[keyof typeof LIMIT_REASON];

export interface CurrencyAmount {
  currencyCode: string;
  /** Minor units. */
  amount: number;
}

/** spec core §3 "Bet limits: maxStakeLimit and payoutLimit (fiat and crypto lists …), oddsLimit, selectionLimit". */
export interface BetLimits {
  selectionLimit: { value: number } | null;
  oddsLimit: { value: number; action: LimitAction } | null;
  maxStakeLimit: { fiat: CurrencyAmount[]; crypto: CurrencyAmount[] } | null;
  payoutLimit: { fiat: CurrencyAmount[]; crypto: CurrencyAmount[]; action: LimitAction } | null;
}

/** What the limit check needs of one bet. */
export interface LimitedBet {
  currency: string;
  stake: number;
  /** Decimal odds of every selection. */
  selectionOdds: readonly number[];
  /** Potential win in minor units. */
  potentialWin: number;
}

export interface LimitViolation {
  reason: LimitReason;
  action: LimitAction;
  /** Message keys: one error key for reject; a title and a description for accept. */
  messageKeys: readonly string[];
}

const KEYS = {
  selection: 'error.validation.bet_limits.selection_limit_exceeded',
  oddsReject: 'error.validation.bet_limits.odds_limit_exceeded',
  oddsAccept: ['warning.validation.bet_limits.odds_limit_exceeded.title', 'warning.validation.bet_limits.odds_limit_exceeded.description'],
  stake: 'error.validation.bet_limits.max_stake_limit_exceeded',
  payoutReject: 'error.validation.bet_limits.payout_limit_exceeded',
  payoutAccept: ['warning.validation.bet_limits.payout_limit_exceeded.title', 'warning.validation.bet_limits.payout_limit_exceeded.description'],
} as const;

function amountFor(list: { fiat: CurrencyAmount[]; crypto: CurrencyAmount[] }, currency: string): number | undefined {
  return [...list.fiat, ...list.crypto].find((entry) => entry.currencyCode === currency)?.amount;
}

/** The first failing limit, in the order of spec core §5, or null when every check passes. */
export function checkBetLimits(bets: readonly LimitedBet[], limits: BetLimits): LimitViolation | null {
  const selectionCount = bets.reduce((sum, bet) => sum + bet.selectionOdds.length, 0);
  if (limits.selectionLimit !== null && selectionCount > limits.selectionLimit.value) {
    return { reason: LIMIT_REASON.maxSelections, action: 'reject', messageKeys: [KEYS.selection] };
  }
  const { oddsLimit, maxStakeLimit, payoutLimit } = limits;
  if (oddsLimit !== null && bets.some((bet) => bet.selectionOdds.some((odds) => oddsToThousandths(odds) > oddsToThousandths(oddsLimit.value)))) {
    return { reason: LIMIT_REASON.maxOdds, action: oddsLimit.action, messageKeys: oddsLimit.action === 'reject' ? [KEYS.oddsReject] : KEYS.oddsAccept };
  }
  if (maxStakeLimit !== null && bets.some((bet) => bet.stake > (amountFor(maxStakeLimit, bet.currency) ?? Number.POSITIVE_INFINITY))) {
    return { reason: LIMIT_REASON.maxStake, action: 'reject', messageKeys: [KEYS.stake] };
  }
  if (payoutLimit !== null && bets.some((bet) => bet.potentialWin - bet.stake > (amountFor(payoutLimit, bet.currency) ?? Number.POSITIVE_INFINITY))) {
    return { reason: LIMIT_REASON.maxPayout, action: payoutLimit.action, messageKeys: payoutLimit.action === 'reject' ? [KEYS.payoutReject] : KEYS.payoutAccept };
  }
  return null;
}

/** True when a violation blocks placement (reject); accept-type violations only warn. */
export function isBlockingViolation(violation: LimitViolation | null): boolean {
  return violation !== null && violation.action === 'reject';
}

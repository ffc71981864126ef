import type { SettledBetResult } from '@sportsbook/domain';
import type { NotificationDraft } from './repository';

/** The bet a notification is about: its owner, id, public ref and currency. */
interface BetRef {
  userId: number;
  id: number;
  ref: string;
  currency: string;
}

/** Results that pay back at least part of the stake without a win (spec core: refunds and voids). */
const REFUND_RESULTS: ReadonlySet<SettledBetResult> = new Set(['refund_entire', 'canceled', 'refund_half_lose_other']);

/**
 * The notification of a settled bet that paid `amount` (minor units): won, or refunded (a refund,
 * a void, a half lost half refunded leg). Lost bets pay nothing and notify nothing.
 */
export function betSettledDraft(bet: BetRef, result: SettledBetResult, amount: number): NotificationDraft | null {
  if (amount <= 0) return null;
  return betDraft(bet, REFUND_RESULTS.has(result) ? 'bet_refunded' : 'bet_won', amount);
}

/** A VIP bet rejected by settlement (no operator decision before a result): its stake came back. */
export function betStakeRefundedDraft(bet: BetRef, stake: number): NotificationDraft {
  return betDraft(bet, 'bet_refunded', stake);
}

export function betCashedOutDraft(bet: BetRef, amount: number): NotificationDraft {
  return betDraft(bet, 'bet_cashed_out', amount);
}

export function depositCreditedDraft(deposit: { userId: number; id: number; currency: string }, amount: number): NotificationDraft {
  return { userId: deposit.userId, type: 'deposit_credited', objectType: 'deposit', objectId: String(deposit.id), params: { id: deposit.id, amount, currency: deposit.currency } };
}

function betDraft(bet: BetRef, type: 'bet_won' | 'bet_refunded' | 'bet_cashed_out', amount: number): NotificationDraft {
  return { userId: bet.userId, type, objectType: 'bet', objectId: String(bet.id), params: { ref: bet.ref, amount, currency: bet.currency } };
}

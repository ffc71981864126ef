/**
 * The payout of a tournament prize (spec promotions-and-live §4 "Payout states: initial,
 * approved, declined, paid"): written `initial` when the tournament finishes, then the operator
 * approves or declines it; an approved payout is paid (a ledger credit in the same transaction).
 * declined and paid are final.
 */
export const PAYOUT_STATES = ['initial', 'approved', 'declined', 'paid'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export type PayoutAction = 'approve' | 'decline' | 'pay';

const MOVES: Record<PayoutAction, { from: PayoutState; to: PayoutState }> = {
  approve: { from: 'initial', to: 'approved' },
  decline: { from: 'initial', to: 'declined' },
  pay: { from: 'approved', to: 'paid' },
};

/** The state an action leads to, or null when the action is not allowed from `state`. */
export function payoutTransition(state: PayoutState, action: PayoutAction): PayoutState | null {
  const move = MOVES[action];
  return move.from === state ? move.to : null;
}

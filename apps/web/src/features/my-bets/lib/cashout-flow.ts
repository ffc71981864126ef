/**
 * The cashout button of one bet (issue 6): offer → confirm → sending → done, or a refusal.
 * A CASHOUT_CHANGED refusal carries the new offer and the player may confirm again. An offer that
 * moves while the player is asked to confirm is never taken silently (issue 18 point 9): the step
 * becomes "changed" and the new amount must be confirmed on its own.
 */
export type CashoutFlow =
  | { step: 'idle' }
  | { step: 'confirming'; offer: number }
  | { step: 'sending'; offer: number }
  | { step: 'done'; amount: number }
  | { step: 'changed'; offer: number }
  | { step: 'unavailable' }
  | { step: 'failed'; offer: number; message: string | null };

export type CashoutAction =
  | { type: 'ask'; offer: number }
  | { type: 'cancel' }
  | { type: 'send' }
  | { type: 'succeeded'; amount: number }
  | { type: 'offerChanged'; offer: number | null }
  | { type: 'liveOfferMoved'; offer: number | null }
  | { type: 'failed'; message: string | null };

export const CASHOUT_IDLE: CashoutFlow = { step: 'idle' };

export function cashoutFlow(state: CashoutFlow, action: CashoutAction): CashoutFlow {
  switch (action.type) {
    case 'ask':
      return state.step === 'sending' ? state : { step: 'confirming', offer: action.offer };
    case 'cancel':
      return state.step === 'sending' ? state : CASHOUT_IDLE;
    case 'send':
      return state.step === 'confirming' || state.step === 'changed' || state.step === 'failed' ? { step: 'sending', offer: state.offer } : state;
    case 'succeeded':
      return state.step === 'sending' ? { step: 'done', amount: action.amount } : state;
    case 'offerChanged':
      if (state.step !== 'sending') return state;
      return action.offer === null ? { step: 'unavailable' } : { step: 'changed', offer: action.offer };
    case 'liveOfferMoved':
      if (state.step !== 'confirming' && state.step !== 'changed' && state.step !== 'failed') return state;
      if (action.offer === null) return { step: 'unavailable' };
      return action.offer === state.offer ? state : { step: 'changed', offer: action.offer };
    case 'failed':
      return state.step === 'sending' ? { step: 'failed', offer: state.offer, message: action.message } : state;
  }
}

/** The server error code of a cashout refused because the offer moved. */
export const CASHOUT_CHANGED = 'CASHOUT_CHANGED';

/** The new offer a CASHOUT_CHANGED refusal carries in details.to_cashout (null when withdrawn). */
export function offerFromDetails(details: unknown): number | null {
  if (typeof details !== 'object' || details === null) return null;
  const value = (details as Record<string, unknown>).to_cashout;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

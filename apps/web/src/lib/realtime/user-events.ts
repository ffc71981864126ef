import type { UserEvent } from '@/lib/live/events';

type Listener = (event: UserEvent) => void;
const listeners = new Set<Listener>();

/**
 * Private channel events (balance_changed, unread_counters_changed, notification, bet_changed,
 * bet_cashout_changed, bonus_issued) go to whoever listens: the account, wallet and bet
 * features subscribe here. Returns the unsubscribe function.
 */
export function onUserEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitUserEvent(event: UserEvent): void {
  for (const listener of listeners) listener(event);
}

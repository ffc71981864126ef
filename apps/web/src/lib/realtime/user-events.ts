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

type CatchUpListener = () => void;
const catchUpListeners = new Set<CatchUpListener>();

/**
 * The private channel was subscribed without recovering what it missed (the first subscribe of a
 * page, or a new epoch): whatever the player's state the features read before it (balances) may be
 * behind and is read again. Returns the unsubscribe function.
 */
export function onUserCatchUp(listener: CatchUpListener): () => void {
  catchUpListeners.add(listener);
  return () => catchUpListeners.delete(listener);
}

export function emitUserCatchUp(): void {
  for (const listener of catchUpListeners) listener();
}

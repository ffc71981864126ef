import type { UserEvent } from '@/lib/live/events';

/** A set of listeners: `on` returns the unsubscribe function, `emit` calls them all. */
function signal<Args extends unknown[]>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    on: (listener: (...args: Args) => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (...args: Args): void => {
      for (const listener of listeners) listener(...args);
    },
  };
}

const userEvents = signal<[UserEvent]>();
const catchUps = signal<[]>();
const sessionEnds = signal<[]>();

/**
 * Private channel events (balance_changed, unread_counters_changed, notification, bet_changed,
 * bet_cashout_changed, bonus_issued) go to whoever listens: the account, wallet and bet
 * features subscribe here. Returns the unsubscribe function.
 */
export const onUserEvent = userEvents.on;
export const emitUserEvent = userEvents.emit;

/**
 * The private channel was subscribed without recovering what it missed (the first subscribe of a
 * page, or a new epoch): whatever the player's state the features read before it (balances) may be
 * behind and is read again. Returns the unsubscribe function.
 */
export const onUserCatchUp = catchUps.on;
export const emitUserCatchUp = catchUps.emit;

/**
 * The server closed the signed-in connection because its session ended (sign-out in another tab,
 * a password change or reset elsewhere, a lock, a time-out): whoever keeps the session checks it
 * (a 401 signs the page out, and the realtime client reconnects as a visitor). Returns the
 * unsubscribe function.
 */
export const onUserSessionEnded = sessionEnds.on;
export const emitUserSessionEnded = sessionEnds.emit;

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

/** How long and how many of the page's latest private events a late listener still receives. */
export const RECENT_USER_EVENTS = { maxAgeMs: 30_000, maxCount: 50 } as const;

interface RecentEvent {
  event: UserEvent;
  at: number;
  /** Consumers (onUserEventOnce) that have received it. */
  seenBy: Set<string>;
}

let recent: RecentEvent[] = [];

export function emitUserEvent(event: UserEvent): void {
  recent.push({ event, at: Date.now(), seenBy: new Set() });
  if (recent.length > RECENT_USER_EVENTS.maxCount) recent = recent.slice(-RECENT_USER_EVENTS.maxCount);
  userEvents.emit(event);
}

/**
 * Like onUserEvent, for a listener that shows something once per event (a payment alert, a bonus
 * card) and loads after the realtime client may have delivered it: the page's first subscribe
 * replays what the player missed between pages, often before a lazily loaded mount is listening.
 * On registering it first receives the events of the last 30 s that `consumer` has not received;
 * each event reaches a consumer once, however often it registers again (a remount, a new locale).
 */
export function onUserEventOnce(consumer: string, listener: (event: UserEvent) => void): () => void {
  const deliver = (entry: RecentEvent) => {
    if (entry.seenBy.has(consumer)) return;
    entry.seenBy.add(consumer);
    listener(entry.event);
  };
  const oldest = Date.now() - RECENT_USER_EVENTS.maxAgeMs;
  for (const entry of recent) if (entry.at >= oldest) deliver(entry);
  return userEvents.on((event) => {
    const entry = findRecent(event);
    if (entry) deliver(entry);
    else listener(event);
  });
}

function findRecent(event: UserEvent): RecentEvent | undefined {
  for (let index = recent.length - 1; index >= 0; index -= 1) if (recent[index]!.event === event) return recent[index];
  return undefined;
}

/** The player changed (sign-out, another sign-in): what the last one received is not replayed to the next. */
export function forgetUserEvents(): void {
  recent = [];
}

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

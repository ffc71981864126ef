/**
 * The player's limits changed in this tab (the limits page set, changed or removed one): the
 * activity watcher reads again whether an activity limit is in force. A window event, so neither
 * side loads the other.
 */
export const LIMITS_CHANGED_EVENT = 'sportsbook:limits-changed';

export function announceLimitsChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LIMITS_CHANGED_EVENT));
}

/** Calls `listener` on every change; returns the unsubscribe. */
export function onLimitsChanged(listener: () => void): () => void {
  window.addEventListener(LIMITS_CHANGED_EVENT, listener);
  return () => window.removeEventListener(LIMITS_CHANGED_EVENT, listener);
}

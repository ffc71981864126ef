import type { PublicEvent } from '@/lib/live/events';

type Listener = (event: PublicEvent) => void;
const listeners = new Set<Listener>();

/**
 * Public and match-channel publications (markets_changed, match_status_changed …) for whoever
 * follows data that is not in the query cache: the bet slip's selections. Called after the
 * cache was patched. Returns the unsubscribe function.
 */
export function onPublicEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitPublicEvent(event: PublicEvent): void {
  for (const listener of listeners) listener(event);
}

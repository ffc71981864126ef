import { isStale, useRealtimeConnection, type RealtimeConnectionState } from '@/lib/realtime/connection-store';

/**
 * Live data is kept fresh by the realtime client, which patches the query cache (lib/live):
 * nothing polls while it is connected. While it is not (reconnecting after a network loss or
 * an API restart, or stopped for good), live queries fall back to a slow refetch so the page
 * still converges; the connection indicator tells the player the data may be stale meanwhile.
 * Before the client has started (it loads lazily after hydration) the server-rendered data is
 * fresh and nothing polls either.
 */
export const LIVE_FALLBACK_REFETCH_MS = 15_000;

/** refetchInterval for a live query given the realtime connection (false = never poll). */
export function liveRefetchInterval(isLive: boolean, connection: RealtimeConnectionState): number | false {
  return isLive && isStale(connection) ? LIVE_FALLBACK_REFETCH_MS : false;
}

/**
 * The refetchInterval for a live query, re-evaluated when the connection changes (the component
 * re-renders, so the query observer picks up the new interval).
 */
export function useLiveRefetchInterval(isLive: boolean): number | false {
  return useRealtimeConnection((connection) => liveRefetchInterval(isLive, connection));
}

/** For queries whose liveness comes from their own data (the match): subscribe to the staleness only. */
export function useRealtimeStale(): boolean {
  return useRealtimeConnection(isStale);
}

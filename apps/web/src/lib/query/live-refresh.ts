/**
 * How often live data is polled until the realtime client patches the cache instead.
 * The one switch for the realtime work: set LIVE_POLLING_ENABLED to false and nothing polls.
 */
export const LIVE_POLLING_ENABLED = true;
export const LIVE_REFETCH_INTERVAL_MS = 5_000;

/** refetchInterval for a query whose data is live (false = never poll). */
export function liveRefetchInterval(isLive: boolean): number | false {
  return LIVE_POLLING_ENABLED && isLive ? LIVE_REFETCH_INTERVAL_MS : false;
}

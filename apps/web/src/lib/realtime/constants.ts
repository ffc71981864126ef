/** Realtime constants of spec promotions §9 (the `centrifuge` client's defaults, stated here on purpose). */
export const REALTIME = {
  /** Request timeout. */
  timeoutMs: 5_000,
  /** Reconnect delay with backoff. */
  minReconnectDelayMs: 500,
  maxReconnectDelayMs: 20_000,
  /** Extra wait after the server's ping interval before the client reconnects. */
  maxServerPingDelayMs: 10_000,
  /** Resubscribe delay with backoff. */
  minResubscribeDelayMs: 500,
  maxResubscribeDelayMs: 20_000,
  /** The client is loaded when the browser is idle, or after this long at the latest. */
  idleFallbackMs: 3_000,
  /** On a first subscribe, cached data older than this is refetched (what happened before the subscription). */
  catchUpAfterMs: 2_000,
  /**
   * A full page load resumes the private channel from where the last page of the tab left it when
   * that was at most this long ago: the gateway keeps a channel's history 300 s (apps/api realtime README).
   */
  privateResumeMaxAgeMs: 300_000,
  /** Path of the gateway on the API (and, proxied, on the web server). */
  path: '/connection/websocket',
} as const;

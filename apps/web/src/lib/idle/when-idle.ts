/** Spec promotions §9 "idle fallback 3000 ms": the longest deferred work waits for an idle browser. */
export const IDLE_FALLBACK_MS = 3_000;

/**
 * Runs `callback` when the browser is idle, and after IDLE_FALLBACK_MS at the latest (at once
 * where requestIdleCallback is missing). Returns the cancel function, for effect clean-ups.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1);
  return () => window.clearTimeout(timer);
}

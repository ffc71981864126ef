/**
 * Time as the gateway sees it. Injected so tests control pings, stale checks and expiry
 * (pings every 25 s, stale after 15 s, 25 s grace after expiry: realtime-protocol.md).
 */
export type TimerHandle = { readonly __timer: unique symbol };

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return timer as unknown as TimerHandle;
  },
  clearTimeout: (handle) => clearTimeout(handle as unknown as NodeJS.Timeout),
};

/** A single re-armable timer slot. */
export class Timer {
  private handle: TimerHandle | null = null;

  constructor(private readonly timers: Timers) {}

  set(ms: number, callback: () => void): void {
    this.clear();
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      callback();
    }, Math.max(0, ms));
  }

  clear(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}

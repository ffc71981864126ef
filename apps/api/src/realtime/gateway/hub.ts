import type { StreamPublication } from '../broker';
import { PushBatch } from './push-batch';
import { PushFrames } from './push-frames';
import type { Subscriber } from './subscriber';
import type { TimerHandle, Timers } from './timers';

/** A channel that published within the last window: what has arrived since, and when it goes out. */
interface Window {
  queued: PushFrames[];
  /** Bytes of the queued pushes: past MAX_BATCH_BYTES they go out before the window ends. */
  bytes: number;
  windowMs: number;
  timer: TimerHandle;
}

/**
 * A window's pushes go out early once they reach this size, so that one frame stays far below a
 * connection's slow-consumer limit (GatewayConfig.maxBufferedBytes) and a burst of large
 * publications is not held back for nothing (the saving is in the count of writes, not their size).
 */
export const MAX_BATCH_BYTES = 64 * 1024;

/**
 * Channel → subscribers of this node; encodes each publication once for all of them.
 *
 * Fan-out window (`windowOf(channel)`: GatewayConfig.chatFanOutWindowMs for a chat, fanOutWindowMs
 * for the others): a publication on a quiet channel goes
 * out at once; what the same channel publishes in the next window waits for the end of that
 * window and goes out together, one frame per subscriber (push-batch.ts), and so on while the
 * channel stays busy. A busy channel (a match chat at 1,000 messages/s) then costs each reader
 * 1000 / windowMs writes a second instead of one per message, for at most `windowMs` of added
 * delay; a channel publishing less often than once a window is not delayed at all. 0 turns it off.
 * Private channels (`$…`, one player's) are never held back.
 * A window's pushes go out early when they reach MAX_BATCH_BYTES.
 */
export class Hub {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly timers: Timers,
    /** The channel's window in ms; 0: none. */
    private readonly windowOf: (channel: string) => number,
  ) {}

  add(subscriber: Subscriber): void {
    let set = this.channels.get(subscriber.channel);
    if (!set) {
      set = new Set();
      this.channels.set(subscriber.channel, set);
    }
    set.add(subscriber);
  }

  remove(subscriber: Subscriber): void {
    const set = this.channels.get(subscriber.channel);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.channels.delete(subscriber.channel);
  }

  /** Delivers a publication to the channel's subscribers of this node, now or at the end of its window; answers how many. */
  dispatch(publication: StreamPublication): number {
    const set = this.channels.get(publication.channel);
    if (!set) return 0;
    const count = set.size;
    // A private channel ($…) is read by its owner's connections only: a window would save nothing
    // and only hold back the player's own events.
    const windowMs = publication.channel.startsWith('$') ? 0 : this.windowOf(publication.channel);
    if (windowMs <= 0) {
      this.deliver(set, new PushFrames(publication));
      return count;
    }
    const open = this.windows.get(publication.channel);
    if (open) {
      const frames = new PushFrames(publication);
      open.queued.push(frames);
      open.bytes += frames.plain.length;
      if (open.bytes >= MAX_BATCH_BYTES) {
        const queued = open.queued;
        open.queued = [];
        open.bytes = 0;
        this.send(publication.channel, queued);
      }
      return count;
    }
    this.deliver(set, new PushFrames(publication));
    this.openWindow(publication.channel, windowMs);
    return count;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** Sends what is queued (stops the windows: used when the gateway closes). */
  flushAll(): void {
    for (const [channel, window] of [...this.windows]) {
      this.timers.clearTimeout(window.timer);
      this.windows.delete(channel);
      this.send(channel, window.queued);
    }
  }

  private openWindow(channel: string, windowMs: number): void {
    const window: Window = { queued: [], bytes: 0, windowMs, timer: this.timers.setTimeout(() => this.closeWindow(channel, window), windowMs) };
    this.windows.set(channel, window);
  }

  /** The end of a window: send what arrived during it; if anything did, the channel is busy, so open the next. */
  private closeWindow(channel: string, window: Window): void {
    this.windows.delete(channel);
    if (window.queued.length === 0) return;
    this.openWindow(channel, window.windowMs);
    this.send(channel, window.queued);
  }

  private send(channel: string, queued: PushFrames[]): void {
    const set = this.channels.get(channel);
    if (!set || queued.length === 0) return;
    if (queued.length === 1) return this.deliver(set, queued[0]!);
    const batch = new PushBatch(queued);
    // Deleting from a Set while iterating it is safe (an insufficient-state delivery unsubscribes).
    for (const subscriber of set) subscriber.deliverBatch(batch);
  }

  private deliver(set: Set<Subscriber>, frames: PushFrames): void {
    for (const subscriber of set) subscriber.deliver(frames);
  }
}

import type { StreamPublication } from '../broker';
import { UNSUBSCRIBES } from '../protocol/codes';
import type { PushBatch } from './push-batch';
import { PushFrames, type DeltaBase } from './push-frames';
import { Timer, type Timers } from './timers';

/** What a subscription writes to: its connection. */
export interface SubscriberSink {
  /** `wire`, when given, is `frame` already framed for WebSocket (shared by a channel's subscribers). */
  send(frame: string | Buffer, wire?: Buffer): void;
  /** Server unsubscribe push; `insufficientState` makes the client resubscribe and recover. */
  unsubscribe(channel: string, unsubscribe: { code: number; reason: string }): void;
}

/**
 * One connection's subscription to one channel. While the subscribe reply is being prepared it
 * buffers live publications, so the reply is written before any push for the channel and nothing
 * published meanwhile is lost (realtime-protocol.md "Commands and replies").
 */
export class Subscriber {
  private pending: StreamPublication[] | null = [];
  private epoch = '';
  private offset = 0;
  private base: DeltaBase | null = null;
  private disposed = false;
  /** Subscription token expiry (seconds since epoch), when the channel needed a token. */
  expiresAt: number | undefined;
  /** The session of the subscription token (`sid`), when the channel needed a token. */
  session: string | undefined;
  readonly expiry: Timer;

  constructor(
    readonly sink: SubscriberSink,
    readonly channel: string,
    readonly delta: boolean,
    timers: Timers,
  ) {
    this.expiry = new Timer(timers);
  }

  get active(): boolean {
    return this.pending === null;
  }

  /** Called right after the subscribe reply: the client is at `offset`, buffered pubs follow. */
  activate(epoch: string, offset: number, base: DeltaBase | null): void {
    const buffered = this.pending ?? [];
    this.pending = null;
    this.epoch = epoch;
    this.offset = offset;
    this.base = base;
    for (const publication of buffered) this.deliver(new PushFrames(publication));
  }

  deliver(frames: PushFrames): void {
    if (this.disposed) return;
    if (this.pending !== null) {
      this.pending.push(frames.publication);
      return;
    }
    const { epoch, offset } = frames.publication;
    if (epoch === this.epoch && offset <= this.offset) return;
    if (epoch !== this.epoch || offset !== this.offset + 1) {
      // A missed publication (or a reset stream): let the client resubscribe and recover. Nothing
      // more is written for this subscription (the rest of a window's publications included).
      this.disposed = true;
      this.sink.unsubscribe(this.channel, UNSUBSCRIBES.insufficientState);
      return;
    }
    this.offset = offset;
    if (!this.delta) {
      this.sink.send(frames.plain, frames.plainWire);
      return;
    }
    const deltaFrame = this.base ? frames.deltaFrom(this.base) : null;
    this.sink.send(deltaFrame ?? frames.fullString);
    this.base = { offset, ascii: frames.ascii };
  }

  /**
   * A window's publications (hub.ts): one frame when this plain subscriber is right before them;
   * otherwise (delta, still subscribing, an overlap or a gap) one by one, with `deliver`'s checks.
   */
  deliverBatch(batch: PushBatch): void {
    const { first, last } = batch;
    const inStep = this.pending === null && !this.delta && batch.contiguous && first.epoch === this.epoch && first.offset === this.offset + 1;
    if (!inStep) {
      for (const frames of batch.frames) this.deliver(frames);
      return;
    }
    if (this.disposed) return;
    this.offset = last.offset;
    this.sink.send(batch.plain, batch.plainWire);
  }

  dispose(): void {
    this.disposed = true;
    this.expiry.clear();
    this.pending = null;
  }
}

import { wsTextFrame, type PushFrames } from './push-frames';

/**
 * Publications of one channel that reach this node within one fan-out window (hub.ts), sent to a
 * plain subscriber as ONE WebSocket text frame of newline-separated pushes (realtime-protocol.md
 * "Framing": one frame may carry several JSON objects separated by `\n`). Built once for all of
 * the channel's subscribers, so a burst of k publications costs each subscriber one write, not k.
 */
export class PushBatch {
  private plain_: Buffer | null = null;
  private plainWire_: Buffer | null = null;
  /** Same epoch and consecutive offsets: a subscriber just before the first gets all of it in one frame. */
  readonly contiguous: boolean;

  constructor(readonly frames: readonly PushFrames[]) {
    if (frames.length === 0) throw new Error('an empty push batch');
    const first = frames[0]!.publication;
    this.contiguous = frames.every(({ publication }, index) => publication.epoch === first.epoch && publication.offset === first.offset + index);
  }

  get first(): PushFrames['publication'] {
    return this.frames[0]!.publication;
  }

  get last(): PushFrames['publication'] {
    return this.frames[this.frames.length - 1]!.publication;
  }

  get plain(): Buffer {
    this.plain_ ??= Buffer.concat(this.frames.flatMap((frames, index) => (index === 0 ? [frames.plain] : [NEWLINE, frames.plain])));
    return this.plain_;
  }

  get plainWire(): Buffer {
    this.plainWire_ ??= wsTextFrame(this.plain);
    return this.plainWire_;
  }
}

const NEWLINE = Buffer.from('\n');

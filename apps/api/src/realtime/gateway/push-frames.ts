import { createDelta } from 'fossil-delta';
import type { StreamPublication } from '../broker';
import { asciiJson } from '../protocol/json';

/** The last publication a delta subscriber received: the base of its next delta. */
export interface DeltaBase {
  offset: number;
  ascii: string;
}

/**
 * The encoded push frames of one publication, built lazily once and shared by every subscriber of
 * the channel on this node (realtime-protocol.md "Pushes", "Recovery and delta").
 * - plain: `pub.data` is the raw JSON of {event_name, message};
 * - full string: delta negotiated, `pub.data` is that JSON (non-ASCII escaped) as a JSON string;
 * - delta: a fossil delta against the subscriber's previous publication, `"delta":true`.
 */
export class PushFrames {
  private plain_: Buffer | null = null;
  private plainWire_: Buffer | null = null;
  private ascii_: string | null = null;
  private fullString_: Buffer | null = null;
  private readonly deltas = new Map<number, Buffer | null>();

  constructor(readonly publication: StreamPublication) {}

  get plain(): Buffer {
    this.plain_ ??= Buffer.from(this.frame(JSON.stringify(this.publication.data), false));
    return this.plain_;
  }

  /**
   * The plain frame as a complete, unmasked WebSocket text frame: identical bytes for every
   * subscriber, so a fan-out to N connections builds it once and writes one buffer per socket.
   */
  get plainWire(): Buffer {
    this.plainWire_ ??= wsTextFrame(this.plain);
    return this.plainWire_;
  }

  get ascii(): string {
    this.ascii_ ??= asciiJson(this.publication.data);
    return this.ascii_;
  }

  get fullString(): Buffer {
    this.fullString_ ??= Buffer.from(this.frame(JSON.stringify(this.ascii), false));
    return this.fullString_;
  }

  /** The delta frame from `base`, or null when the delta is not smaller than the full data. */
  deltaFrom(base: DeltaBase): Buffer | null {
    const cached = this.deltas.get(base.offset);
    if (cached !== undefined) return cached;
    const delta = fossilDelta(base.ascii, this.ascii);
    const frame = delta.length < this.ascii.length ? Buffer.from(this.frame(JSON.stringify(delta), true)) : null;
    this.deltas.set(base.offset, frame);
    return frame;
  }

  private frame(data: string, delta: boolean): string {
    const { channel, offset } = this.publication;
    return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${data},"offset":${offset}${delta ? ',"delta":true' : ''}}}}`;
  }
}

/** A final, unmasked (server-to-client) WebSocket text frame carrying `payload` (RFC 6455 §5.2). */
export function wsTextFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** Fossil delta of two ASCII strings; the result is ASCII too (base-64 digits and copied bytes). */
export function fossilDelta(source: string, target: string): string {
  const delta = createDelta<Uint8Array>(Buffer.from(source, 'latin1'), Buffer.from(target, 'latin1'));
  return Buffer.from(delta).toString('latin1');
}

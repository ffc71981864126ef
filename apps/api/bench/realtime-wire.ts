import { createHash, randomBytes } from 'node:crypto';

/**
 * The client side of the WebSocket wire (RFC 6455) for the realtime load process: the opening
 * handshake, masked client frames and an incremental reader of server frames that works on a
 * shared read buffer (frames split across TCP chunks, several frames per chunk, fragmented
 * messages). No extension is negotiated, so reserved bits must be clear.
 */
const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** Sec-WebSocket-Accept expected for a Sec-WebSocket-Key (RFC 6455 §4.2.2). */
export function acceptFor(key: string): string {
  return createHash('sha1').update(key + GUID).digest('base64');
}

export function newKey(): string {
  return randomBytes(16).toString('base64');
}

export function handshakeRequest(host: string, path: string, key: string): string {
  return `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`;
}

/**
 * Checks the server's handshake response head (up to, not including, the blank line): status 101
 * and the accept value of our key. Returns null when valid, otherwise why not.
 */
export function checkHandshake(head: string, key: string): string | null {
  const [status, ...lines] = head.split('\r\n');
  if (!/^HTTP\/1\.1 101 /.test(status ?? '')) return `status ${status ?? ''}`;
  const accept = lines.find((line) => line.toLowerCase().startsWith('sec-websocket-accept:'));
  if (accept?.slice(accept.indexOf(':') + 1).trim() !== acceptFor(key)) return 'bad Sec-WebSocket-Accept';
  return null;
}

/** A final client frame, masked with a fresh random key (RFC 6455 §5.3: every client frame is masked). */
export function maskedFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + 4 + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) {
    frame[1] = 0x80 | length;
  } else if (length < 65_536) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  const mask = randomBytes(4);
  mask.copy(frame, headerLength);
  const start = headerLength + 4;
  for (let index = 0; index < length; index += 1) frame[start + index] = (payload[index] ?? 0) ^ (mask[index & 3] ?? 0);
  return frame;
}

/** A complete message: `data[start, end)` is only valid during the call (it may be a shared buffer). */
export type MessageHandler = (opcode: number, data: Buffer, start: number, end: number) => void;

/** Largest message the load client accepts (the gateway's pushes are far smaller). */
const MAX_MESSAGE = 16 * 1024 * 1024;

/**
 * Incremental reader of unmasked server frames. `push` takes bytes `chunk[start, end)`; complete
 * frames are handed over in place, an incomplete tail is copied and joined with the next chunk.
 * Control frames may arrive between the fragments of a message and are handed over at once.
 */
export class FrameReader {
  private carry: Buffer | null = null;
  private fragments: Buffer[] | null = null;
  private fragmentOpcode = 0;
  /** Set on a protocol violation; the reader ignores everything after it. */
  error: string | null = null;

  constructor(private readonly onMessage: MessageHandler) {}

  push(chunk: Buffer, start: number, end: number): void {
    if (this.error !== null) return;
    let data = chunk;
    let position = start;
    let limit = end;
    if (this.carry !== null) {
      data = Buffer.concat([this.carry, chunk.subarray(start, end)]);
      position = 0;
      limit = data.length;
      this.carry = null;
    }
    while (limit - position >= 2) {
      const first = data[position] ?? 0;
      const second = data[position + 1] ?? 0;
      if ((second & 0x80) !== 0) return this.fail('masked server frame');
      if ((first & 0x70) !== 0) return this.fail('reserved bits set');
      let length = second & 0x7f;
      let header = 2;
      if (length === 126) {
        if (limit - position < 4) break;
        length = data.readUInt16BE(position + 2);
        header = 4;
      } else if (length === 127) {
        if (limit - position < 10) break;
        const high = data.readUInt32BE(position + 2);
        if (high !== 0) return this.fail('frame too large');
        length = data.readUInt32BE(position + 6);
        header = 10;
      }
      if (length > MAX_MESSAGE) return this.fail('frame too large');
      if (limit - position - header < length) break;
      const payloadStart = position + header;
      position = payloadStart + length;
      this.frame((first & 0x80) !== 0, first & 0x0f, data, payloadStart, position);
      if (this.error !== null) return;
    }
    // Keep the incomplete tail; copy it, as `chunk` may be reused by the next read.
    if (position < limit) this.carry = Buffer.from(data.subarray(position, limit));
  }

  private frame(fin: boolean, opcode: number, data: Buffer, start: number, end: number): void {
    if (opcode >= OPCODE.close) {
      if (!fin || end - start > 125) return this.fail('bad control frame');
      return this.onMessage(opcode, data, start, end);
    }
    if (opcode === OPCODE.continuation) {
      if (this.fragments === null) return this.fail('continuation without a message');
      this.fragments.push(Buffer.from(data.subarray(start, end)));
      if (!fin) return;
      const message = Buffer.concat(this.fragments);
      this.fragments = null;
      if (message.length > MAX_MESSAGE) return this.fail('message too large');
      return this.onMessage(this.fragmentOpcode, message, 0, message.length);
    }
    if (opcode !== OPCODE.text && opcode !== OPCODE.binary) return this.fail(`unknown opcode ${opcode}`);
    if (this.fragments !== null) return this.fail('new message inside a fragmented one');
    if (fin) return this.onMessage(opcode, data, start, end);
    this.fragments = [Buffer.from(data.subarray(start, end))];
    this.fragmentOpcode = opcode;
  }

  private fail(reason: string): void {
    this.error = reason;
    this.carry = null;
    this.fragments = null;
  }
}

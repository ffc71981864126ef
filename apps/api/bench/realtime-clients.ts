import { connect, type Socket } from 'node:net';
import { checkHandshake, FrameReader, handshakeRequest, maskedFrame, newKey, OPCODE } from './realtime-wire';

/**
 * Raw Centrifuge-protocol v2 JSON clients over node:net for the realtime load (bench/realtime.ts).
 * Each one does a real WebSocket handshake, sends connect and two subscribes in its first frame
 * (as the `centrifuge` client batches them), checks the three replies, answers server pings and
 * counts every publication pushed to it, measuring delivery latency from the `sent_at` the
 * publisher embeds in the data. Reads go through one shared buffer (`onread`): no allocation per
 * read, no stream machinery, so the load process spends as little of the shared CPUs as it can.
 */
export interface LoadTarget {
  /** Gateway nodes' WebSocket addresses: client `index` connects to `urls[index % urls.length]`. */
  urls: string[];
  token: string;
  publicChannel: string;
  matchChannels: string[];
}

const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);
const HEAD_END = Buffer.from('\r\n\r\n');
const PUSH_PREFIX = Buffer.from('{"push":');
const PUB = Buffer.from('"pub":{');
const SENT_AT = Buffer.from('"sent_at":');
const UNSUBSCRIBE = Buffer.from('"unsubscribe":');
const PONG = maskedPong();
const CONNECT_TIMEOUT_MS = 30_000;

function maskedPong(): Buffer {
  return maskedFrame(OPCODE.text, Buffer.from('{}'));
}

/** Latency histogram in 0.1 ms buckets up to 10 s (the last bucket takes everything slower). */
export class LatencyHistogram {
  private static readonly BUCKET_MS = 0.1;
  private readonly counts = new Uint32Array(100_000);
  count = 0;
  max = 0;

  add(latencyMs: number): void {
    const latency = latencyMs > 0 ? latencyMs : 0;
    if (latency > this.max) this.max = latency;
    const bucket = Math.min(this.counts.length - 1, Math.floor(latency / LatencyHistogram.BUCKET_MS));
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.count += 1;
  }

  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.ceil(this.count * p);
    let seen = 0;
    for (let index = 0; index < this.counts.length; index += 1) {
      seen += this.counts[index] ?? 0;
      if (seen >= rank) return Math.min(this.max, (index + 1) * LatencyHistogram.BUCKET_MS);
    }
    return this.max;
  }

  reset(): void {
    this.counts.fill(0);
    this.count = 0;
    this.max = 0;
  }
}

/** Counters of every client of one load process. */
export class LoadStats {
  connected = 0;
  failed = 0;
  /** Why connections failed before being ready (first few reasons, with counts). */
  readonly failures: Record<string, number> = {};
  closedAfterConnect = 0;
  /** Close codes of connections the server closed after they were ready (e.g. 3012, 3008). */
  readonly closeCodes: Record<string, number> = {};
  pings = 0;
  unsubscribes = 0;
  measuring = false;
  /** Publications received while measuring. */
  received = 0;
  readonly latency = new LatencyHistogram();

  startMeasuring(): void {
    this.received = 0;
    this.latency.reset();
    this.measuring = true;
  }
}

type State = 'handshake' | 'replies' | 'ready' | 'closed';

function startsWith(data: Buffer, at: number, end: number, prefix: Buffer): boolean {
  if (end - at < prefix.length) return false;
  for (let index = 0; index < prefix.length; index += 1) if (data[at + index] !== prefix[index]) return false;
  return true;
}

/** Index of `needle` in `data[from, end)`, or -1. */
function find(data: Buffer, needle: Buffer, from: number, end: number): number {
  const at = data.indexOf(needle, from);
  return at >= 0 && at + needle.length <= end ? at : -1;
}

/** The JSON number at `data[at, end)` (digits, optional fraction), without building a string. */
function readNumber(data: Buffer, at: number, end: number): number {
  let value = 0;
  let position = at;
  for (; position < end; position += 1) {
    const byte = data[position] ?? 0;
    if (byte < 0x30 || byte > 0x39) break;
    value = value * 10 + (byte - 0x30);
  }
  if (data[position] === 0x2e) {
    let scale = 0.1;
    for (position += 1; position < end; position += 1) {
      const byte = data[position] ?? 0;
      if (byte < 0x30 || byte > 0x39) break;
      value += (byte - 0x30) * scale;
      scale /= 10;
    }
  }
  return value;
}

const wallClockMs = (): number => performance.timeOrigin + performance.now();

export class LoadClient {
  private state: State = 'handshake';
  private head: Buffer | null = null;
  private readonly key = newKey();
  private readonly reader = new FrameReader((opcode, data, start, end) => this.message(opcode, data, start, end));
  private replies = 0;
  private closeCode: number | null = null;
  private readonly socket: Socket;
  private resolveReady: ((ok: boolean) => void) | null = null;
  readonly ready: Promise<boolean>;

  constructor(
    private readonly target: LoadTarget,
    address: string,
    private readonly matchChannel: string,
    private readonly stats: LoadStats,
  ) {
    this.ready = new Promise((resolve) => {
      this.resolveReady = resolve;
    });
    const url = new URL(address);
    this.socket = connect({
      host: url.hostname,
      port: Number(url.port),
      onread: { buffer: READ_BUFFER, callback: (bytes: number, buffer: Uint8Array) => this.read(buffer as Buffer, bytes) },
    });
    this.socket.setNoDelay(true);
    const timeout = setTimeout(() => this.fail('connect timeout'), CONNECT_TIMEOUT_MS);
    void this.ready.then(() => clearTimeout(timeout));
    this.socket.once('connect', () => this.socket.write(handshakeRequest(url.host, url.pathname, this.key)));
    this.socket.on('error', (error: NodeJS.ErrnoException) => this.fail(error.code ?? 'socket error'));
    this.socket.on('close', () => this.closed());
  }

  get open(): boolean {
    return this.state === 'ready' && !this.socket.destroyed;
  }

  destroy(): void {
    this.socket.destroy();
  }

  /** onread callback: `buffer[0, bytes)` is valid only during the call. Never pauses (returns true). */
  private read(buffer: Buffer, bytes: number): boolean {
    if (this.state === 'closed') return true;
    if (this.state !== 'handshake') {
      this.reader.push(buffer, 0, bytes);
      if (this.reader.error !== null) this.protocolError(this.reader.error);
      return true;
    }
    this.head = this.head === null ? Buffer.from(buffer.subarray(0, bytes)) : Buffer.concat([this.head, buffer.subarray(0, bytes)]);
    const end = this.head.indexOf(HEAD_END);
    if (end < 0) return true;
    const problem = checkHandshake(this.head.toString('latin1', 0, end), this.key);
    if (problem !== null) {
      this.fail(problem);
      return true;
    }
    const rest = this.head.subarray(end + HEAD_END.length);
    this.head = null;
    this.state = 'replies';
    const commands = [
      JSON.stringify({ id: 1, connect: { token: this.target.token, name: 'bench' } }),
      JSON.stringify({ id: 2, subscribe: { channel: this.target.publicChannel } }),
      JSON.stringify({ id: 3, subscribe: { channel: this.matchChannel } }),
    ];
    this.socket.write(maskedFrame(OPCODE.text, Buffer.from(commands.join('\n'))));
    if (rest.length > 0) this.reader.push(rest, 0, rest.length);
    if (this.reader.error !== null) this.protocolError(this.reader.error);
    return true;
  }

  private message(opcode: number, data: Buffer, start: number, end: number): void {
    if (opcode === OPCODE.text) {
      // A view of just this message, so no search runs on into the rest of the shared buffer.
      const text = data.subarray(start, end);
      // Several replies or pushes may share one frame, separated by newlines.
      let lineStart = 0;
      while (lineStart < text.length) {
        const newline = text.indexOf(0x0a, lineStart);
        const lineEnd = newline < 0 ? text.length : newline;
        if (lineEnd > lineStart) this.line(text, lineStart, lineEnd);
        lineStart = lineEnd + 1;
      }
      return;
    }
    if (opcode === OPCODE.ping) return void this.socket.write(maskedFrame(OPCODE.pong, Buffer.from(data.subarray(start, end))));
    if (opcode === OPCODE.close) {
      this.closeCode = end - start >= 2 ? data.readUInt16BE(start) : 1005;
      this.socket.end(maskedFrame(OPCODE.close, Buffer.from(data.subarray(start, Math.min(end, start + 2)))));
      return;
    }
    if (opcode === OPCODE.binary) this.protocolError('binary frame');
  }

  private line(data: Buffer, start: number, end: number): void {
    const stats = this.stats;
    if (startsWith(data, start, end, PUSH_PREFIX)) {
      if (find(data, PUB, start, end) < 0) {
        if (find(data, UNSUBSCRIBE, start, end) >= 0) stats.unsubscribes += 1;
        return;
      }
      if (!stats.measuring) return;
      stats.received += 1;
      const at = find(data, SENT_AT, start, end);
      if (at >= 0) stats.latency.add(wallClockMs() - readNumber(data, at + SENT_AT.length, end));
      return;
    }
    if (end - start === 2 && data[start] === 0x7b && data[start + 1] === 0x7d) {
      // Server ping `{}`: answer with a pong `{}` (realtime-protocol.md "Ping").
      stats.pings += 1;
      this.socket.write(PONG);
      return;
    }
    if (this.state === 'replies') this.reply(data.toString('utf8', start, end));
  }

  /** Replies to connect (id 1) and the two subscribes (ids 2, 3): all three must succeed. */
  private reply(text: string): void {
    let reply: { id?: number; error?: { code: number }; connect?: { client?: string }; subscribe?: { epoch?: string } };
    try {
      reply = JSON.parse(text) as typeof reply;
    } catch {
      return this.fail('invalid JSON reply');
    }
    if (reply.error) return this.fail(`error ${reply.error.code} to command ${String(reply.id)}`);
    const valid = reply.id === 1 ? typeof reply.connect?.client === 'string' : (reply.id === 2 || reply.id === 3) && typeof reply.subscribe?.epoch === 'string';
    if (!valid) return this.fail('unexpected reply');
    this.replies += 1;
    if (this.replies === 3) {
      this.state = 'ready';
      this.stats.connected += 1;
      this.settle(true);
    }
  }

  private protocolError(reason: string): void {
    if (this.state === 'ready') {
      const key = `protocol error: ${reason}`;
      this.stats.closedAfterConnect += 1;
      this.stats.closeCodes[key] = (this.stats.closeCodes[key] ?? 0) + 1;
    }
    this.fail(reason);
  }

  private fail(reason: string): void {
    if (this.state !== 'ready' && this.state !== 'closed') {
      this.stats.failed += 1;
      this.stats.failures[reason] = (this.stats.failures[reason] ?? 0) + 1;
    }
    this.state = 'closed';
    this.settle(false);
    this.socket.destroy();
  }

  private closed(): void {
    if (this.state === 'ready') {
      const code = String(this.closeCode ?? 1006);
      this.stats.closedAfterConnect += 1;
      this.stats.closeCodes[code] = (this.stats.closeCodes[code] ?? 0) + 1;
    } else if (this.state !== 'closed') {
      this.stats.failed += 1;
      this.stats.failures['closed'] = (this.stats.failures['closed'] ?? 0) + 1;
    }
    this.state = 'closed';
    this.settle(false);
  }

  private settle(ok: boolean): void {
    this.resolveReady?.(ok);
    this.resolveReady = null;
  }
}

/** Opens `count` clients, `concurrency` handshakes at a time; client i takes match channel i mod M. */
export async function openClients(
  target: LoadTarget,
  count: number,
  concurrency: number,
  stats: LoadStats,
  onProgress: () => void = () => undefined,
): Promise<LoadClient[]> {
  const clients: LoadClient[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next;
      next += 1;
      const matchChannel = target.matchChannels[index % target.matchChannels.length] ?? target.publicChannel;
      const address = target.urls[index % target.urls.length] ?? '';
      const client = new LoadClient(target, address, matchChannel, stats);
      clients.push(client);
      await client.ready;
      if ((stats.connected + stats.failed) % 1_000 === 0) onProgress();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return clients;
}

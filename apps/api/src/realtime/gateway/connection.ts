import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { DISCONNECTS, REPLY_ERRORS, type Disconnect, type ReplyError } from '../protocol/codes';
import { decodeFrame, type Command } from '../protocol/commands';
import { encodeError, encodeReply, encodeUnsubscribePush, PING_FRAME } from '../protocol/json';
import type { GatewayContext } from './context';
import type { Subscriber, SubscriberSink } from './subscriber';
import { Timer } from './timers';

/**
 * One client connection: frames in, strictly ordered command processing, replies and pushes out,
 * and its timers (stale 3502, ping/pong 3012, expiry 3005). realtime-protocol.md throughout.
 */
/** Runs one command; dispatch.ts in production (injected to keep the modules acyclic). */
export type CommandHandler = (connection: Connection, command: Command) => Promise<void> | void;

export class Connection implements SubscriberSink {
  readonly id = randomUUID();
  /** The token's `sub` once connected ("" for a visitor); null before connect. */
  user: string | null = null;
  /** The signed-in player's session the token was issued to (`sid`; revocations.ts). */
  session: string | undefined;
  /** Connection token expiry in seconds since the Unix epoch. */
  expiresAt: number | undefined;
  readonly subscriptions = new Map<string, Subscriber>();
  closed = false;

  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private lastSeen = 0;
  private readonly stale: Timer;
  private readonly ping: Timer;
  private readonly pong: Timer;
  private readonly expiry: Timer;
  /** ws's socket when pre-framed pushes may be written to it directly (see `directSocket`). */
  private readonly direct: Duplex | null;

  constructor(
    private readonly ws: WebSocket,
    readonly ctx: GatewayContext,
    private readonly handle: CommandHandler,
    private readonly onClosed: (connection: Connection) => void,
  ) {
    this.stale = new Timer(ctx.timers);
    this.ping = new Timer(ctx.timers);
    this.pong = new Timer(ctx.timers);
    this.expiry = new Timer(ctx.timers);
    this.direct = directSocket(ws);
  }

  start(): void {
    this.ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    this.ws.on('close', () => this.cleanup());
    // ws reports protocol violations (e.g. a frame over maxPayload, closed by ws with 1009) here.
    this.ws.on('error', () => this.cleanup());
    // No connect within the connect timeout: close 3502 (realtime-protocol.md "Commands").
    this.stale.set(this.ctx.config.connectTimeoutMs, () => this.close(DISCONNECTS.stale));
  }

  private receive(data: WebSocket.RawData, isBinary: boolean): void {
    if (this.closed) return;
    this.lastSeen = this.ctx.timers.now();
    const commands = isBinary ? null : decodeFrame(rawText(data));
    // Invalid JSON or a malformed command: close 3501 bad request (realtime-protocol.md "Framing").
    if (commands === null) return this.close(DISCONNECTS.badRequest);
    for (const command of commands) this.enqueue(command);
  }

  /** Commands run one after another, even when one awaits a token check. */
  private enqueue(command: Command): void {
    if (this.queued >= this.ctx.config.maxQueuedCommands) return this.close(DISCONNECTS.tooManyRequests);
    this.queued += 1;
    this.queue = this.queue
      .then(() => (this.closed ? undefined : this.handle(this, command)))
      .catch((error: unknown) => {
        this.ctx.onError(error);
        if ('id' in command) this.error(command.id, REPLY_ERRORS.internal);
      })
      .finally(() => {
        this.queued -= 1;
      });
  }

  /** Marks the connection authenticated and starts pings and the expiry check. */
  authenticate(user: string, expiresAt: number | undefined, session?: string): void {
    this.user = user;
    this.session = session;
    this.ctx.users.add(this);
    this.stale.clear();
    this.setExpiry(expiresAt);
    this.schedulePing();
  }

  setExpiry(expiresAt: number | undefined): void {
    this.expiresAt = expiresAt;
    this.expiry.clear();
    if (expiresAt === undefined) return;
    const deadline = expiresAt * 1000 + this.ctx.config.expiredGraceMs;
    this.expiry.set(deadline - this.ctx.timers.now(), () => {
      if (this.expiresAt === expiresAt) this.close(DISCONNECTS.expired);
    });
  }

  /** Server ping `{}` every interval; no frame from the client within the pong timeout: 3012. */
  private schedulePing(): void {
    const { pingIntervalSeconds, pongTimeoutMs } = this.ctx.config;
    this.ping.set(pingIntervalSeconds * 1000, () => {
      const sentAt = this.ctx.timers.now();
      this.send(PING_FRAME);
      this.pong.set(pongTimeoutMs, () => {
        if (this.lastSeen < sentAt) this.close(DISCONNECTS.noPong);
      });
      this.schedulePing();
    });
  }

  send(frame: string | Buffer, wire?: Buffer): void {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) return;
    const socket = this.direct;
    if (wire !== undefined && socket !== null && socket.writable) {
      // Fan-out hot path: the channel's pre-framed push goes straight to the socket, one write and
      // nothing allocated per subscriber. ws's unsent bytes are all in the socket here.
      if (socket.writableLength > this.ctx.config.maxBufferedBytes) return this.close(DISCONNECTS.slow);
      socket.write(wire);
      return;
    }
    if (this.ws.bufferedAmount > this.ctx.config.maxBufferedBytes) return this.close(DISCONNECTS.slow);
    this.ws.send(frame, SEND_TEXT);
  }

  reply(id: number, method: string, result: Record<string, unknown>): void {
    this.send(encodeReply(id, method, result));
  }

  error(id: number, error: ReplyError): void {
    this.send(encodeError(id, error));
  }

  /** Removes a subscription of this connection (no frame is written). */
  dropSubscription(channel: string): void {
    const subscriber = this.subscriptions.get(channel);
    if (!subscriber) return;
    this.subscriptions.delete(channel);
    this.ctx.hub.remove(subscriber);
    subscriber.dispose();
  }

  unsubscribe(channel: string, unsubscribe: { code: number; reason: string }): void {
    this.dropSubscription(channel);
    this.send(encodeUnsubscribePush(channel, unsubscribe.code, unsubscribe.reason));
  }

  /** Disconnect: close the socket with the code and a plain-text reason (protocol "Pushes"). */
  close(disconnect: Disconnect): void {
    if (this.closed) return;
    this.cleanup();
    this.ws.close(disconnect.code, disconnect.reason);
  }

  /** Drops the socket without a close handshake (used after a close that did not complete). */
  terminate(): void {
    this.cleanup();
    this.ws.terminate();
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of [this.stale, this.ping, this.pong, this.expiry]) timer.clear();
    for (const channel of [...this.subscriptions.keys()]) this.dropSubscription(channel);
    this.ctx.users.remove(this);
    this.onClosed(this);
  }
}

const SEND_TEXT = { binary: false } as const;

/** The ws internal read by `directSocket` (ws 8). */
interface WsInternals {
  _socket?: Duplex | null;
}

/**
 * The connection's socket, when frames may be written to it directly and still land in order.
 * ws 8's sender only holds frames back while compressing (permessage-deflate) or reading a Blob;
 * with no extension negotiated (the gateway offers none) and no Blob ever sent, every `ws.send`
 * is written to the socket synchronously, so a direct write keeps the order of all frames. Null
 * when an extension was negotiated or the socket is unknown: then every frame goes through ws.send.
 */
function directSocket(ws: WebSocket): Duplex | null {
  if (ws.extensions !== '') return null;
  return (ws as unknown as WsInternals)._socket ?? null;
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

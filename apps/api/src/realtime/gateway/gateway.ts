import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isChatChannel, sportsbookChannels } from '../channels';
import { DISCONNECTS } from '../protocol/codes';
import { tokenKey } from '../tokens';
import { Connection } from './connection';
import { dispatchCommand } from './dispatch';
import { resolveConfig, type GatewayContext, type GatewayOptions } from './context';
import { Hub } from './hub';
import { systemTimers } from './timers';
import { UserConnections } from './user-connections';

/** How long closing connections get to finish their close handshake on shutdown. */
const SHUTDOWN_GRACE_MS = 1_000;

/**
 * The Centrifuge-protocol v2 (JSON) WebSocket gateway (realtime-protocol.md, ARCHITECTURE §6).
 * Independent of Fastify: `attach` it to any Node http.Server; it answers upgrades on its path and
 * fans out what the broker streams to the subscribed connections of this node.
 */
export class RealtimeGateway {
  private readonly ctx: GatewayContext;
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  private readonly detachBroker: () => void;
  private readonly detachRevocations: () => void;
  private readonly servers = new Map<Server, (req: IncomingMessage, socket: Duplex, head: Buffer) => void>();
  private closing = false;
  private published = 0;
  private delivered = 0;

  constructor(options: GatewayOptions) {
    const config = resolveConfig(options.config);
    const timers = options.timers ?? systemTimers;
    this.ctx = {
      key: tokenKey(options.jwtSecret),
      broker: options.broker,
      hub: new Hub(timers, (channel) => (isChatChannel(channel) ? config.chatFanOutWindowMs : config.fanOutWindowMs)),
      users: new UserConnections(),
      config,
      channels: options.channels ?? sportsbookChannels,
      timers,
      onError: options.onError ?? ((error) => console.error('realtime gateway:', error)),
    };
    // Frames over maxPayload are refused by ws with close 1009 "message too big", as Centrifugo
    // does for websocket.message_size_limit; the client reports it as messageSizeLimit.
    this.wss = new WebSocketServer({ noServer: true, maxPayload: config.maxPayloadBytes, perMessageDeflate: false });
    this.detachBroker = this.ctx.broker.onPublication((publication) => {
      this.published += 1;
      this.delivered += this.ctx.hub.dispatch(publication);
    });
    this.detachRevocations = this.ctx.broker.onRevocation((revocation) => this.ctx.users.revoke(revocation));
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Publications this node received from the broker, and their deliveries to its subscribers (metrics). */
  get traffic(): { publications: number; deliveries: number } {
    return { publications: this.published, deliveries: this.delivered };
  }

  attach(server: Server): void {
    const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path !== this.ctx.config.path) {
        // Another upgrade handler may own this path; if none does, refuse it.
        if (server.listenerCount('upgrade') === 1) socket.destroy();
        return;
      }
      if (this.closing) return void socket.destroy();
      socket.on('error', () => socket.destroy());
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
    };
    server.on('upgrade', onUpgrade);
    this.servers.set(server, onUpgrade);
  }

  /** Accepts an already upgraded socket (e.g. from another framework's upgrade handling). */
  accept(ws: WebSocket): void {
    if (this.closing) return ws.close(DISCONNECTS.shutdown.code, DISCONNECTS.shutdown.reason);
    const connection = new Connection(ws, this.ctx, dispatchCommand, (closed) => this.connections.delete(closed));
    this.connections.add(connection);
    connection.start();
  }

  /** Closes every connection with 3001 shutdown (clients reconnect, then recover). */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const [server, listener] of this.servers) server.off('upgrade', listener);
    this.servers.clear();
    this.detachBroker();
    this.detachRevocations();
    this.ctx.hub.flushAll();
    const sockets = [...this.connections];
    for (const connection of sockets) connection.close(DISCONNECTS.shutdown);
    await waitFor(() => this.wss.clients.size === 0, SHUTDOWN_GRACE_MS);
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

/** Resolves when `done()` holds or after `timeoutMs`, whichever comes first. */
function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = (): void => {
      if (done() || Date.now() - started >= timeoutMs) return resolve();
      setTimeout(check, 10).unref();
    };
    check();
  });
}

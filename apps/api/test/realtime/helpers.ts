import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Centrifuge, type Options } from 'centrifuge';
import WebSocket from 'ws';
import type { RealtimeBroker } from '../../src/realtime/broker';
import { InProcessPublisher } from '../../src/realtime/publisher';
import type { GatewayConfig } from '../../src/realtime/gateway/context';
import { RealtimeGateway } from '../../src/realtime/gateway/gateway';
import type { Timers } from '../../src/realtime/gateway/timers';
import { signConnectionToken, signSubscriptionToken, tokenKey } from '../../src/realtime/tokens';

export const SECRET = 'test-secret-of-the-realtime-gateway-0123456789';
const key = tokenKey(SECRET);

export const connectionToken = (sub: string, ttlSeconds = 60): Promise<string> => signConnectionToken(key, sub, { ttlSeconds });
export const subscriptionToken = (sub: string, channel: string, ttlSeconds = 60): Promise<string> =>
  signSubscriptionToken(key, sub, channel, { ttlSeconds });

export interface Node {
  url: string;
  port: number;
  server: Server;
  gateway: RealtimeGateway;
  broker: RealtimeBroker;
  stop(): Promise<void>;
}

export interface NodeOptions {
  broker?: RealtimeBroker;
  config?: Partial<GatewayConfig>;
  timers?: Timers;
  port?: number;
}

/** The gateway on a bare http server on 127.0.0.1 (random port unless given). */
export async function startNode(options: NodeOptions = {}): Promise<Node> {
  const broker = options.broker ?? new InProcessPublisher();
  const gateway = new RealtimeGateway({ broker, jwtSecret: SECRET, config: options.config ?? {}, ...(options.timers && { timers: options.timers }) });
  const server = createServer((_req, res) => res.writeHead(404).end());
  gateway.attach(server);
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/connection/websocket`,
    port,
    server,
    gateway,
    broker,
    async stop() {
      await gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The real `centrifuge` client in Node, with quick reconnects for tests. */
export function client(url: string, options: Partial<Options> = {}): Centrifuge {
  return new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
    timeout: 2_000,
    ...options,
  });
}

interface Emitter {
  on(event: string, listener: (ctx: never) => void): unknown;
  removeListener(event: string, listener: (ctx: never) => void): unknown;
}

/** The next `event` whose context satisfies `match`, or a rejection after `timeoutMs`. */
export function next<T>(emitter: Emitter, event: string, match: (ctx: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.removeListener(event, listener);
      reject(new Error(`timed out waiting for ${event}`));
    }, timeoutMs);
    const listener = (ctx: T): void => {
      if (!match(ctx)) return;
      clearTimeout(timer);
      emitter.removeListener(event, listener);
      resolve(ctx);
    };
    emitter.on(event, listener);
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every 10 ms until true or `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await sleep(10);
  }
}

/** A raw WebSocket that records every message and the close code/reason. */
export interface Raw {
  ws: WebSocket;
  messages: string[];
  closed: Promise<{ code: number; reason: string }>;
  send(...lines: unknown[]): void;
  /** Waits for a reply with this id. */
  reply(id: number): Promise<Record<string, unknown>>;
}

export async function raw(url: string): Promise<Raw> {
  const ws = new WebSocket(url);
  const messages: string[] = [];
  ws.on('message', (data: Buffer) => messages.push(...data.toString('utf8').split('\n')));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  ws.on('error', () => undefined);
  await once(ws, 'open');
  return {
    ws,
    messages,
    closed,
    send: (...lines) => ws.send(lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')),
    async reply(id) {
      let found: Record<string, unknown> | undefined;
      await until(() => {
        found = messages.map((m) => JSON.parse(m) as Record<string, unknown>).find((m) => m['id'] === id);
        return found !== undefined;
      });
      return found as Record<string, unknown>;
    },
  };
}

/** Connects a raw socket with a user token and waits for the connect reply. */
export async function rawConnected(url: string, user = 'u1'): Promise<Raw> {
  const socket = await raw(url);
  socket.send({ id: 1, connect: { token: await connectionToken(user), name: 'raw' } });
  await socket.reply(1);
  return socket;
}

import type { RealtimeBroker } from '../broker';
import { sportsbookChannels, type ChannelPolicy } from '../channels';
import type { TokenKey } from '../tokens';
import type { Hub } from './hub';
import type { UserConnections } from './user-connections';
import { systemTimers, type Timers } from './timers';

/** Gateway settings; defaults are the protocol's (realtime-protocol.md "Ping", "Commands"). */
export interface GatewayConfig {
  /** Upgrade path (realtime-protocol.md "Framing"). */
  path: string;
  /** Server ping period, whole seconds as the connect reply carries it. */
  pingIntervalSeconds: number;
  /** Close 3012 when no pong arrives this long after a ping. */
  pongTimeoutMs: number;
  /** Close 3502 when no connect arrives this long after the upgrade. */
  connectTimeoutMs: number;
  /** Grace after a token's `exp` before close 3005 / unsubscribe 2501. */
  expiredGraceMs: number;
  /** Largest accepted client frame; a bigger one is closed with 1009 "message too big". */
  maxPayloadBytes: number;
  maxSubscriptions: number;
  /** Commands waiting for their turn (token checks are async) before close 3013. */
  maxQueuedCommands: number;
  /** Unsent bytes after which a connection is a slow consumer (close 3008). */
  maxBufferedBytes: number;
  /**
   * Fan-out window in ms (hub.ts) of the public and match channels: what a channel publishes within
   * this long after its previous publication goes out together at the window's end, one frame per
   * subscriber. 0 (the default): every publication at once, in its own frame; the board's channels
   * publish less often than a window would save anything on (REALTIME_FANOUT_WINDOW_MS).
   */
  fanOutWindowMs: number;
  /**
   * Fan-out window of the match chats (`sportsbook:chat:*`, REALTIME_CHAT_FANOUT_WINDOW_MS): 50 ms
   * by default, what keeps a chat at 1,000 messages/s to 2,000 readers within its figure
   * (docs/benchmarks.md); 50 ms more on a chat line is not seen. Private channels never have one.
   */
  chatFanOutWindowMs: number;
  version: string;
}

export const DEFAULT_GATEWAY_CONFIG: GatewayConfig = {
  path: '/connection/websocket',
  pingIntervalSeconds: 25,
  pongTimeoutMs: 8_000,
  connectTimeoutMs: 15_000,
  expiredGraceMs: 25_000,
  maxPayloadBytes: 64 * 1024,
  maxSubscriptions: 128,
  maxQueuedCommands: 256,
  maxBufferedBytes: 4 * 1024 * 1024,
  fanOutWindowMs: 0,
  chatFanOutWindowMs: 50,
  version: '0.1.0',
};

export interface GatewayOptions {
  broker: RealtimeBroker;
  /** HS256 secret shared with the token endpoints (realtime-protocol.md "Tokens"). */
  jwtSecret: string | Uint8Array;
  config?: Partial<GatewayConfig>;
  channels?: ChannelPolicy;
  timers?: Timers;
  /** Unexpected failures (never protocol errors); defaults to console.error. */
  onError?: (error: unknown) => void;
}

/** What every connection of one gateway shares. */
export interface GatewayContext {
  key: TokenKey;
  broker: RealtimeBroker;
  hub: Hub;
  /** Signed-in connections by user (revocations close them). */
  users: UserConnections;
  config: GatewayConfig;
  channels: ChannelPolicy;
  timers: Timers;
  onError: (error: unknown) => void;
}

export function resolveConfig(config: Partial<GatewayConfig> = {}): GatewayConfig {
  const merged = { ...DEFAULT_GATEWAY_CONFIG, ...config };
  if (!Number.isInteger(merged.pingIntervalSeconds) || merged.pingIntervalSeconds < 1) {
    throw new Error('pingIntervalSeconds must be a whole number of seconds ≥ 1');
  }
  // The pong must be due before the next ping is sent.
  merged.pongTimeoutMs = Math.min(merged.pongTimeoutMs, merged.pingIntervalSeconds * 1000 - 1);
  return merged;
}

export { sportsbookChannels, systemTimers };

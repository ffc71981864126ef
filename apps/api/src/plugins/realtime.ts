import fp from 'fastify-plugin';
import { isRealtimeBroker } from '../realtime/broker';
import { CentrifugoPublisher } from '../realtime/brokers/centrifugo';
import type { GatewayConfig } from '../realtime/gateway/context';
import { RealtimeGateway } from '../realtime/gateway/gateway';
import type { RealtimePublisher } from '../realtime/types';
import type { SessionsEnded } from '../modules/auth/sessions-ended';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes {event_name, message} on a realtime channel (ARCHITECTURE §6). */
    realtime: RealtimePublisher;
    /** This node's WebSocket gateway; null when publishing to an external Centrifugo. */
    realtimeGateway: RealtimeGateway | null;
    /**
     * Sessions of a player ended: their realtime connections close (3503) on every node and their
     * tokens are refused (realtime/revocations.ts). Never throws; a broker failure is logged.
     */
    realtimeSessionsEnded: SessionsEnded;
  }
}

/** realtime-protocol.md "Disconnect codes": reconnect with a fresh token and fresh subscriptions. */
const STATE_INVALIDATED_CODE = 3014;

export interface RealtimePluginOptions {
  /** From `createRealtimePublisher(config)`; the plugin closes it with the app. */
  publisher: RealtimePublisher;
  /** HS256 secret of connection and subscription tokens (the token endpoints use the same). */
  jwtSecret: string | Uint8Array;
  gateway?: Partial<GatewayConfig>;
}

/**
 * Decorates `fastify.realtime` and, unless publishing to an external Centrifugo, attaches the
 * WebSocket gateway to `fastify.server` at /connection/websocket (realtime-protocol.md).
 * Connections are closed (3001 shutdown) before the server stops listening.
 */
export default fp<RealtimePluginOptions>(
  async (fastify, options) => {
    const { publisher } = options;
    fastify.decorate('realtime', publisher);
    const revoke: SessionsEnded = async (userId, sessions) => {
      if (sessions.length === 0) return;
      try {
        if (isRealtimeBroker(publisher)) await publisher.revokeSessions({ user: String(userId), sessions: [...sessions] });
        // An external Centrifugo: all of the player's connections close with 3014 (state
        // invalidated), so that each client asks the token endpoint again, which refuses the ended
        // sessions (a token already issued lasts at most REALTIME_TOKEN_TTL_SECONDS there).
        else if (publisher instanceof CentrifugoPublisher) await publisher.disconnectUser(String(userId), { code: STATE_INVALIDATED_CODE, reason: 'session ended' });
      } catch (error) {
        fastify.log.error({ err: error, userId }, 'realtime session revocation failed');
      }
    };
    fastify.decorate('realtimeSessionsEnded', revoke);
    let gateway: RealtimeGateway | null = null;
    if (isRealtimeBroker(publisher)) {
      await publisher.ready?.();
      gateway = new RealtimeGateway({
        broker: publisher,
        jwtSecret: options.jwtSecret,
        config: options.gateway ?? {},
        onError: (error) => fastify.log.error({ err: error }, 'realtime gateway error'),
      });
      gateway.attach(fastify.server);
    }
    fastify.decorate('realtimeGateway', gateway);
    fastify.addHook('preClose', async () => {
      await gateway?.close();
    });
    fastify.addHook('onClose', async () => {
      await publisher.close();
    });
  },
  { name: 'realtime', fastify: '5.x' },
);

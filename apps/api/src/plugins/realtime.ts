import fp from 'fastify-plugin';
import { isRealtimeBroker } from '../realtime/broker';
import type { GatewayConfig } from '../realtime/gateway/context';
import { RealtimeGateway } from '../realtime/gateway/gateway';
import type { RealtimePublisher } from '../realtime/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes {event_name, message} on a realtime channel (ARCHITECTURE §6). */
    realtime: RealtimePublisher;
    /** This node's WebSocket gateway; null when publishing to an external Centrifugo. */
    realtimeGateway: RealtimeGateway | null;
  }
}

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

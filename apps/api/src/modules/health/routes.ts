import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface HealthRoutesOptions {
  /** Touches the database (a lost connection shows). */
  ping: () => Promise<void>;
  /** True once the node is shutting down: readiness fails so that no new traffic comes. */
  draining: () => boolean;
}

const ok = z.object({ status: z.literal('ok') });
const unavailable = z.object({ status: z.enum(['unavailable', 'draining']) });

/**
 * Probes for load balancers and orchestrators:
 * - GET /health/live: the process answers (no dependency read: restarting it would not help a
 *   database outage).
 * - GET /health/ready, and GET /health as before: the database answers and the node is not
 *   draining; 503 otherwise, so traffic goes to another node.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: ok } } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  for (const url of ['/health', '/health/ready']) {
    app.get(url, { schema: { tags: ['health'], response: { 200: ok, 503: unavailable } } }, async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (options.draining()) return reply.status(503).send({ status: 'draining' as const });
      try {
        await options.ping();
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    });
  }
};

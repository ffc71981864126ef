import { ERROR_CODES } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiMetrics } from '../metrics/api-metrics';
import { HttpError } from './errors';
import { operatorKeyCheck } from './operator';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this app (metrics/api-metrics.ts); modules count into it. */
    metrics: ApiMetrics;
  }
}

export interface MetricsPluginOptions {
  /**
   * Who may read GET /metrics: a token (METRICS_TOKEN, sent as `Authorization: Bearer …`, as
   * Prometheus's `authorization` scrape setting does), `open` (anyone: development), or `off`
   * (not served; the counting goes on).
   */
  access: { token: string } | 'open' | 'off';
}

/** Route label of requests no route matched: one series, whatever the path (bounded cardinality). */
const UNMATCHED = 'unmatched';

/**
 * Counts every answer (latency by route pattern and status; error answers by their code, which
 * the errors plugin reports through `metrics.errors`) and serves the Prometheus text format at
 * GET /metrics. Registered before the routes so that its hooks see them all.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const metrics = new ApiMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.httpDuration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1_000);
  });
  const { access } = options;
  if (access === 'off') return;
  const allowed = typeof access === 'object' ? operatorKeyCheck(access.token) : () => true;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
    if (!allowed(token)) throw new HttpError(401, ERROR_CODES.unauthorized, 'A valid metrics token (Authorization: Bearer) is required.');
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}, { name: 'metrics' });

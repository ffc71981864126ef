import { ERROR_CODES } from '@sportsbook/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorizeBodySchema, authorizeResponseSchema, connectionTokenResponseSchema, errorBodySchema } from './schemas';
import { RealtimeTokenService, type RealtimeCaller, type RealtimeTokenSettings } from './service';

export interface RealtimeTokenRoutesOptions extends RealtimeTokenSettings {
  /**
   * The signed-in player and their session, or null for a visitor. The default answers null for
   * everyone (visitor tokens only, every `$` channel refused); the app gives the bearer/session lookup.
   */
  resolveCaller?: (request: FastifyRequest) => RealtimeCaller | null | Promise<RealtimeCaller | null>;
}

/**
 * POST /websocket/token and POST /websocket/authorize (ARCHITECTURE §6); registered by the app
 * with prefix /sportsbook/v1.
 */
export function realtimeTokenRoutes(fastify: FastifyInstance, options: RealtimeTokenRoutesOptions): Promise<void> {
  const service = new RealtimeTokenService(options);
  const resolveCaller = options.resolveCaller ?? (() => null);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/websocket/token',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Connection token for the realtime gateway (sub is empty for visitors)',
        response: { 200: connectionTokenResponseSchema },
      },
    },
    async (request) => service.connectionToken(await resolveCaller(request)),
  );

  app.post(
    '/websocket/authorize',
    {
      schema: {
        tags: ['realtime'],
        summary: "Subscription tokens for the caller's own private ($) channels",
        body: authorizeBodySchema,
        response: { 200: authorizeResponseSchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await service.authorize(await resolveCaller(request), request.body.channels);
      if (result.ok) return { channels: result.channels };
      return reply.code(403).send({
        error: { code: ERROR_CODES.forbidden, message: 'channel not allowed', details: { channels: result.refused } },
      });
    },
  );
  return Promise.resolve();
}

export default realtimeTokenRoutes;

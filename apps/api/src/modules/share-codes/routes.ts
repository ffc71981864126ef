import { errorBodySchema, shareCodeBodySchema, shareCodeCreatedSchema, shareCodeQuerySchema, sharedBetsSchema } from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestNames } from '../catalogue/names/request-names';
import { serverLanguage } from '../custom-bets/messages';
import type { ShareCodesService } from './service';

export interface ShareCodeRoutesOptions {
  shareCodes: ShareCodesService;
  /** The signed-in player of a request (bearer), or null for a visitor. */
  resolveUserId: (request: FastifyRequest) => Promise<number | null>;
  /** Codes one address may create per window (default 30 a minute). */
  createLimit?: { max: number; timeWindowMs: number };
}

/**
 * Shared bets under /sportsbook/v1/bets/share-code (spec promotions §7). Visitors may share and
 * restore; a signed-in sharer is recorded with the code. Creation is rate limited per address.
 */
export const shareCodeRoutes: FastifyPluginAsyncZod<ShareCodeRoutesOptions> = async (app, options) => {
  const tags = ['bets: shared bets'];
  const limit = options.createLimit ?? { max: 30, timeWindowMs: 60_000 };

  app.post('/bets/share-code', {
    config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: (request: FastifyRequest) => `${request.ip}|share-code` } },
    schema: { tags, summary: 'Store a slip under a new share code', body: shareCodeBodySchema, response: { 201: shareCodeCreatedSchema, 400: errorBodySchema, 429: errorBodySchema } },
  }, async (request, reply) => reply.code(201).send(await options.shareCodes.create(request.body.bets, await options.resolveUserId(request))));

  app.get('/bets/share-code', {
    schema: { tags, summary: 'The shared bets of a code, from the current catalogue', querystring: shareCodeQuerySchema, response: { 200: sharedBetsSchema, 400: errorBodySchema, 404: errorBodySchema } },
  }, async (request) => ({ data: await options.shareCodes.restore(request.query.code, serverLanguage(request.headers['accept-language']), requestNames(request)) }));
};

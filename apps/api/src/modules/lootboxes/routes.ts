import {
  errorBodySchema,
  lootboxDrawListSchema,
  lootboxDrawQuerySchema,
  lootboxListQuerySchema,
  lootboxListSchema,
  lootboxOpenResponseSchema,
  lootboxParamsSchema,
  plainTextSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorHeadersSchema as headers } from '../../plugins/operator';
import { serverLanguage } from '../custom-bets/messages';
import { idParamsSchema } from '../shared-schemas';
import type { LootboxService } from './service';

const tags = ['bonuses'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** The player's lootbox calls under /sportsbook/v1/bonuses/lootboxes (spec promotions §7). */
export const lootboxRoutes: FastifyPluginAsyncZod<{ lootboxes: LootboxService }> = async (app, { lootboxes }) => {
  app.get('/bonuses/lootboxes', {
    preHandler: app.optionalBearer,
    schema: { tags, summary: "The player's lootboxes (default status available and active; limit default 500) with the server's user status, chest size and prize; a visitor's: the public lootbox campaigns", querystring: lootboxListQuerySchema, response: { 200: lootboxListSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return lootboxes.list(request.userId, { ...request.query, locale: request.query.locale ?? serverLanguage(request.headers['accept-language']) });
  });

  app.post('/bonuses/lootboxes/:id/open', {
    preHandler: app.requireBearer,
    schema: {
      tags,
      summary: "Open one of the player's boxes: one prize drawn with node:crypto and paid in the same transaction (ledger lootbox_prize, or a free bet), the draw recorded; again: the same prize (opened_now false). 404 not the player's box; 422 LOOTBOX_NOT_OPENABLE (reason not_active, expired)",
      params: lootboxParamsSchema,
      querystring: z.object({ locale: plainTextSchema.max(10).optional() }),
      response: { 200: lootboxOpenResponseSchema, ...errors },
    },
  }, async (request) => ({ data: await lootboxes.open(request.userId ?? 0, Number(request.params.id), request.query.locale ?? serverLanguage(request.headers['accept-language'])) }));
};

/** The operator's audit of a lootbox campaign's draws (operator scope, X-Operator-Key). */
export const lootboxOperatorRoutes: FastifyPluginAsyncZod<{ lootboxes: LootboxService }> = async (app, { lootboxes }) => {
  app.get('/operator/campaigns/:id/lootbox-draws', {
    schema: {
      tags: ['operator'],
      summary: "A lootbox campaign's draws, newest first (user_id: one player's): each with the prize table and version, the total weight and the random number, so drawnPrizeIndex(random, prizes) can be checked",
      headers,
      params: idParamsSchema,
      querystring: lootboxDrawQuerySchema,
      response: { 200: lootboxDrawListSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return lootboxes.draws(request.params.id, request.query);
  });
};

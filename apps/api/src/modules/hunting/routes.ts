import {
  ambBodySchema,
  ambListSchema,
  bonusListQuerySchema,
  boostResponseSchema,
  errorBodySchema,
  huntingBodySchema,
  huntingListSchema,
  operatorAmbListSchema,
  operatorAmbResponseSchema,
  operatorHuntingListSchema,
  operatorHuntingResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { operatorHeadersSchema as headers } from '../../plugins/operator';
import { idParamsSchema } from '../shared-schemas';
import type { HuntingService } from './service';

const tags = ['bonuses'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/**
 * The player's hunting and free-bet progress calls of spec promotions §7 under /sportsbook/v1
 * (activation of a hunting is `POST /bonuses/h<id>/activate`, served by the bonus routes).
 */
export const huntingRoutes: FastifyPluginAsyncZod<{ hunting: HuntingService }> = async (app, { hunting }) => {
  app.get('/bonuses/huntings', {
    preHandler: app.optionalBearer,
    schema: { tags, summary: 'Huntings with the player\'s farming_stats (default status: available and active; limit default 4)', querystring: bonusListQuerySchema, response: { 200: huntingListSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return hunting.huntings(request.userId, request.query);
  });

  app.get('/bonuses/freebets/amb', {
    preHandler: app.optionalBearer,
    schema: { tags, summary: 'Free-bet progresses (amb): progress_count of possible_progress_count bets at min_stake and the ranges (default status: available and active)', querystring: bonusListQuerySchema, response: { 200: ambListSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return hunting.ambs(request.userId, request.query);
  });

  app.post('/bonuses/:id/boost', {
    preHandler: app.requireBearer,
    schema: { tags, summary: 'Boost a free bet farmed by a hunting with the hunting\'s points left over (once per free bet, while unused; 422 NOTHING_TO_BOOST)', params: idParamsSchema, response: { 200: boostResponseSchema, ...errors } },
  }, async (request) => ({ data: await hunting.boost(request.userId ?? 0, request.params.id) }));
};

/** The operator's huntings and free-bet progresses under /sportsbook/v1/operator (X-Operator-Key). */
export const huntingOperatorRoutes: FastifyPluginAsyncZod<{ hunting: HuntingService }> = async (app, { hunting }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const operatorErrors = { ...errors, 409: errorBodySchema };
  const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...operatorErrors });

  app.post('/operator/huntings', {
    schema: { tags: ['operator'], summary: 'Create a hunting: qualifying stake, odds and events, farm_once_per_event, stake_per_point, points_per_freebet and freebet_amount, the free-bet campaign, the pool. 400 names the field', headers, body: huntingBodySchema, response: { 201: operatorHuntingResponseSchema, ...operatorErrors } },
  }, async (request, reply) => reply.code(201).send({ data: await hunting.createHunting(request.body) }));

  app.get('/operator/huntings', { schema: { tags: ['operator'], summary: 'Every hunting with what it gave and its players', headers, response: ok(operatorHuntingListSchema) } }, () => hunting.operatorHuntings());

  app.post('/operator/ambs', {
    schema: { tags: ['operator'], summary: 'Create a free-bet progress (amb): min_stake, min_odds, events, amb_ranges, the free-bet campaign, issue_to. 400 names the field', headers, body: ambBodySchema, response: { 201: operatorAmbResponseSchema, ...operatorErrors } },
  }, async (request, reply) => reply.code(201).send({ data: await hunting.createAmb(request.body) }));

  app.get('/operator/ambs', { schema: { tags: ['operator'], summary: 'Every free-bet progress', headers, response: ok(operatorAmbListSchema) } }, () => hunting.operatorAmbs());

  for (const action of ['pause', 'resume', 'end'] as const) {
    const summary = { pause: 'Pause: bets settled meanwhile do not count', resume: 'Resume', end: 'End for good (409 CAMPAIGN_ENDED after)' }[action];
    app.post(`/operator/huntings/:id/${action}`, { schema: { tags: ['operator'], summary: `Hunting: ${summary}`, headers, params: idParamsSchema, response: ok(operatorHuntingResponseSchema) } },
      async (request) => ({ data: await hunting.setHuntingStatus(request.params.id, action) }));
    app.post(`/operator/ambs/:id/${action}`, { schema: { tags: ['operator'], summary: `Free-bet progress: ${summary}`, headers, params: idParamsSchema, response: ok(operatorAmbResponseSchema) } },
      async (request) => ({ data: await hunting.setAmbStatus(request.params.id, action) }));
  }
};

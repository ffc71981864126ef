import {
  errorBodySchema,
  jackpotBodySchema,
  jackpotHitsQuerySchema,
  jackpotHitsResponseSchema,
  jackpotHitsSeenBodySchema,
  jackpotListQuerySchema,
  jackpotListResponseSchema,
  jackpotResponseSchema,
  operatorJackpotListSchema,
  operatorJackpotResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorHeadersSchema as headers } from '../../plugins/operator';
import { idParamsSchema } from '../shared-schemas';
import type { JackpotService } from './service';

const tags = ['jackpots'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The jackpot calls of spec promotions §7 under /sportsbook/v1: public reads, the player's hits. */
export const jackpotRoutes: FastifyPluginAsyncZod<{ jackpots: JackpotService }> = async (app, { jackpots }) => {
  app.get('/jackpots', {
    schema: { tags, summary: 'Jackpots (default status active): each with what can be won now (amount), what it took in, what its hits paid, and its levels', querystring: jackpotListQuerySchema, response: { 200: jackpotListResponseSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return jackpots.list(request.query);
  });

  app.get('/jackpots/:id', {
    schema: { tags, summary: 'One jackpot (the web app reads it again every 15 s)', params: idParamsSchema, response: { 200: jackpotResponseSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { data: await jackpots.get(request.params.id) };
  });

  app.get('/jackpot-hits', {
    preHandler: app.optionalBearer,
    schema: { tags, summary: 'Latest hits, newest first (limit default 10); for_user and unseen: the caller\'s own (bearer)', querystring: jackpotHitsQuerySchema, response: { 200: jackpotHitsResponseSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return jackpots.hits(request.userId, request.query);
  });

  app.post('/jackpot-hits/mark-as-seen', {
    preHandler: app.requireBearer,
    schema: { tags, summary: 'Marks the caller\'s hits seen (the hit modal showed them)', body: jackpotHitsSeenBodySchema, response: { 200: z.object({ data: z.object({ marked: z.number().int() }) }), ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return jackpots.markSeen(request.userId ?? 0, request.body.ids);
  });
};

/** The operator's jackpots under /sportsbook/v1/operator/jackpots (X-Operator-Key). */
export const jackpotOperatorRoutes: FastifyPluginAsyncZod<{ jackpots: JackpotService }> = async (app, { jackpots }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const operatorErrors = { ...errors, 409: errorBodySchema };

  app.post('/operator/jackpots', {
    schema: { tags: ['operator'], summary: 'Create a jackpot: currency, min_stake, min_odds and its levels (contribution_bp of each qualifying stake, hit_one_in). 400 names the field', headers, body: jackpotBodySchema, response: { 201: operatorJackpotResponseSchema, ...operatorErrors } },
  }, async (request, reply) => reply.code(201).send({ data: await jackpots.create(request.body) }));

  app.get('/operator/jackpots', {
    schema: { tags: ['operator'], summary: 'Every jackpot with its levels\' terms and totals', headers, response: { 200: operatorJackpotListSchema, ...operatorErrors } },
  }, () => jackpots.operatorList());

  for (const action of ['pause', 'resume', 'end'] as const) {
    app.post(`/operator/jackpots/:id/${action}`, {
      schema: {
        tags: ['operator'],
        summary: { pause: 'Pause: bets neither feed nor draw until resumed', resume: 'Resume a paused jackpot', end: 'End for good (409 JACKPOT_ENDED after): no more contributions or draws' }[action],
        headers,
        params: idParamsSchema,
        response: { 200: operatorJackpotResponseSchema, ...operatorErrors },
      },
    }, async (request) => ({ data: await jackpots.setStatus(request.params.id, action) }));
  }
};

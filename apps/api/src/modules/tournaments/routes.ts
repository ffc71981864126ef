import {
  errorBodySchema,
  operatorTournamentListSchema,
  operatorTournamentResponseSchema,
  payoutParamsSchema,
  promoTournamentListQuerySchema,
  promoTournamentListResponseSchema,
  promoTournamentResponseSchema,
  tournamentBodySchema,
  tournamentPayoutListSchema,
  tournamentPayoutResponseSchema,
  tournamentRatingQuerySchema,
  tournamentRatingResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorHeadersSchema as headers } from '../../plugins/operator';
import { idParamsSchema } from '../shared-schemas';
import type { TournamentService } from './service';

const tags = ['tournaments'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * The tournament calls of spec promotions §7 under /sportsbook/v1/bonuses/tournaments (the list, one,
 * the rating; no sign-in needed). /sportsbook/v1/tournaments is the catalogue's (leagues).
 */
export const tournamentRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentService }> = async (app, { tournaments }) => {
  app.get('/bonuses/tournaments', {
    schema: { tags, summary: 'Tournaments (default the running ones: active, paused), each currency with its prizes, participants and farmed total', querystring: promoTournamentListQuerySchema, response: { 200: promoTournamentListResponseSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return tournaments.list(request.query);
  });

  app.get('/bonuses/tournaments/:id', {
    schema: { tags, summary: 'One tournament', params: idParamsSchema, response: { 200: promoTournamentResponseSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { data: await tournaments.get(request.params.id) };
  });

  app.get('/bonuses/tournaments/:id/rating', {
    preHandler: app.optionalBearer,
    schema: { tags, summary: 'The leaderboard of one currency: the top rows (limit, default 20) and the caller\'s own row (current_user; bearer)', params: idParamsSchema, querystring: tournamentRatingQuerySchema, response: { 200: tournamentRatingResponseSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await tournaments.rating(request.params.id, request.userId, request.query) };
  });
};

/** The operator's tournaments under /sportsbook/v1/operator/tournaments (X-Operator-Key). */
export const tournamentOperatorRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentService }> = async (app, { tournaments }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const operatorErrors = { ...errors, 409: errorBodySchema };
  const operatorTags = ['operator'];

  app.post('/operator/tournaments', {
    schema: { tags: operatorTags, summary: 'Create a tournament: period, min_stake per currency, min_odds, event_conditions, prizes per currency (bands of positions). 400 names the field', headers, body: tournamentBodySchema, response: { 201: operatorTournamentResponseSchema, ...operatorErrors } },
  }, async (request, reply) => reply.code(201).send({ data: await tournaments.create(request.body) }));

  app.get('/operator/tournaments', {
    schema: { tags: operatorTags, summary: 'Every tournament', headers, response: { 200: operatorTournamentListSchema, ...operatorErrors } },
  }, () => tournaments.operatorList());

  app.get('/operator/tournaments/:id', {
    schema: { tags: operatorTags, summary: 'One tournament', headers, params: idParamsSchema, response: { 200: operatorTournamentResponseSchema, ...operatorErrors } },
  }, async (request) => ({ data: await tournaments.operatorGet(request.params.id) }));

  for (const action of ['pause', 'resume'] as const) {
    app.post(`/operator/tournaments/:id/${action}`, {
      schema: { tags: operatorTags, summary: action === 'pause' ? 'Pause: bets settled meanwhile are not counted' : 'Resume a paused tournament', headers, params: idParamsSchema, response: { 200: operatorTournamentResponseSchema, ...operatorErrors } },
    }, async (request) => ({ data: await tournaments.setStatus(request.params.id, action) }));
  }

  app.post('/operator/tournaments/:id/finish', {
    schema: { tags: operatorTags, summary: 'Finish after ends_at (409 TOURNAMENT_NOT_OVER before, TOURNAMENT_FINISHED twice): the leaderboards freeze, each paid position gets a payout initial', headers, params: idParamsSchema, response: { 200: operatorTournamentResponseSchema, ...operatorErrors } },
  }, async (request) => ({ data: await tournaments.finish(request.params.id) }));

  app.get('/operator/tournaments/:id/payouts', {
    schema: { tags: operatorTags, summary: 'The payouts by currency and position', headers, params: idParamsSchema, response: { 200: tournamentPayoutListSchema, ...operatorErrors } },
  }, async (request) => tournaments.payouts(request.params.id));

  for (const action of ['approve', 'decline', 'pay'] as const) {
    app.post(`/operator/tournaments/:id/payouts/:payoutId/${action}`, {
      schema: {
        tags: operatorTags,
        summary: { approve: 'initial → approved', decline: 'initial → declined (final)', pay: 'approved → paid: a ledger credit (tournament_prize, reference tournament_payout:<id>) in the same transaction' }[action],
        headers,
        params: payoutParamsSchema,
        response: { 200: tournamentPayoutResponseSchema, ...operatorErrors },
      },
    }, async (request) => ({ data: await tournaments.payout(request.params.id, request.params.payoutId, action) }));
  }
};

import { errorBodySchema, predictionQuerySchema, predictionSchema, voteBodySchema } from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PredictionsService } from './service';

export interface PredictionRoutesOptions {
  predictions: PredictionsService;
  /** The signed-in player of a request (bearer), or null for a visitor. */
  resolveUserId: (request: FastifyRequest) => Promise<number | null>;
}

/**
 * GET and POST /sportsbook/v1/vote (spec promotions §7): anyone reads a prediction's tally (with
 * their own vote when signed in); a signed-in player votes once.
 */
export const predictionRoutes: FastifyPluginAsyncZod<PredictionRoutesOptions> = async (app, { predictions, resolveUserId }) => {
  const tags = ['predictions'];

  app.get('/vote', {
    schema: { tags, summary: "A prediction's answers and their shares, whether it is open, and the caller's vote", querystring: predictionQuerySchema, response: { 200: predictionSchema, 400: errorBodySchema, 404: errorBodySchema } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return predictions.get(request.query.prediction_id, await resolveUserId(request));
  });

  app.post('/vote', {
    preHandler: app.requireBearer,
    schema: { tags, summary: 'Vote on a prediction (once per player; open until the match starts)', body: voteBodySchema, response: { 201: predictionSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema } },
  }, async (request, reply) => reply.code(201).send(await predictions.vote(request.userId ?? 0, request.body)));
};

import {
  marketsQuerySchema,
  marketsResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  matchResponseSchema,
  type MatchesQuery,
  statisticsResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors';
import { errorResponses, idParamsSchema } from '../shared-schemas';
import { cachedBy, listTags, marketsTag, matchIdOf, matchTag, OPEN_STATUSES } from './cache-tags';
import { MatchesService } from './service';

const streamsResponseSchema = z.object({
  data: z.array(z.object({ link: z.string(), provider: z.string(), language_code: z.string() })),
});

/** GET /matches and a match's markets, statistics, video and streams (spec core §7). */
export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new MatchesService(app.repositories.matches, (userId) => app.repositories.favourites.ids(userId, 'match'));
  const tags = ['matches'];

  const listing = cachedBy((request) => {
    const query = request.query as MatchesQuery;
    // Favourites are the caller's own: never shared.
    if (query.favourite === true) return null;
    return listTags(query.match_status ?? (query.id ? undefined : OPEN_STATUSES));
  });
  const ofMatch = cachedBy((request) => [matchTag(matchIdOf(request))]);

  // favourite=true lists the bearer's favourite matches (a visitor's list is empty).
  app.get('/matches', { config: listing, schema: { tags, querystring: matchesQuerySchema, response: { 200: matchesResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      if (request.query.favourite !== true) return service.list(request.query);
      await app.optionalBearer(request, reply);
      reply.header('cache-control', 'private, no-store');
      return service.listFor(request.query, request.userId);
    });

  app.get('/matches/:id', { config: ofMatch, schema: { tags, params: idParamsSchema, response: { 200: matchResponseSchema, ...errorResponses } } },
    async (request) => {
      const data = await service.byId(request.params.id);
      if (!data) throw notFound('Match', request.params.id);
      return { data };
    });

  app.get('/matches/:id/markets', {
    config: cachedBy((request) => [marketsTag(matchIdOf(request))]),
    schema: { tags, params: idParamsSchema, querystring: marketsQuerySchema, response: { 200: marketsResponseSchema, ...errorResponses } },
  }, async (request) => {
    const page = await service.markets(request.params.id, request.query);
    if (!page) throw notFound('Match', request.params.id);
    return page;
  });

  app.get('/matches/:id/statistics', { config: ofMatch, schema: { tags, params: idParamsSchema, response: { 200: statisticsResponseSchema, ...errorResponses } } },
    async (request) => {
      const statistics = await service.statistics(request.params.id);
      if (!statistics) throw notFound('Match', request.params.id);
      return statistics;
    });

  // The simulator has no broadcasts: a video is never available and the stream list is empty.
  app.get('/matches/:id/video', { config: ofMatch, schema: { tags, params: idParamsSchema, response: { ...errorResponses } } },
    async (request) => {
      if (!(await service.exists(request.params.id))) throw notFound('Match', request.params.id);
      throw notFound('Video of match', request.params.id);
    });

  app.get('/matches/:id/streams', { config: ofMatch, schema: { tags, params: idParamsSchema, response: { 200: streamsResponseSchema, ...errorResponses } } },
    async (request) => {
      if (!(await service.exists(request.params.id))) throw notFound('Match', request.params.id);
      return { data: [] };
    });
};

import {
  ERROR_CODES,
  marketsQuerySchema,
  marketsResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  matchResponseSchema,
  matchTrackerResponseSchema,
  type MatchesQuery,
  statisticsResponseSchema,
  streamsResponseSchema,
  videoResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../plugins/errors';
import { localiseList, localiseMarket, localiseMatch } from '../catalogue/names/localise';
import { requestNames } from '../catalogue/names/request-names';
import { broadcastOf } from '../streams/broadcast';
import { errorResponses, idParamsSchema } from '../shared-schemas';
import { cachedBy, listTags, marketsTag, matchIdOf, matchTag, OPEN_STATUSES } from './cache-tags';
import { MatchesService } from './service';

export interface MatchesRoutesOptions {
  /** Whether the site shows broadcasts (site config features.video). */
  videoEnabled: () => Promise<boolean>;
}

/** GET /matches and a match's markets, statistics, video and streams (spec core §7). */
export const matchesRoutes: FastifyPluginAsyncZod<MatchesRoutesOptions> = async (app, options) => {
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
      const names = requestNames(request);
      if (request.query.favourite !== true) return localiseList(await service.list(request.query), localiseMatch, names);
      await app.optionalBearer(request, reply);
      reply.header('cache-control', 'private, no-store');
      return localiseList(await service.listFor(request.query, request.userId), localiseMatch, names);
    });

  app.get('/matches/:id', { config: ofMatch, schema: { tags, params: idParamsSchema, response: { 200: matchResponseSchema, ...errorResponses } } },
    async (request) => {
      const data = await service.byId(request.params.id);
      if (!data) throw notFound('Match', request.params.id);
      return { data: localiseMatch(data, requestNames(request)) };
    });

  app.get('/matches/:id/markets', {
    config: cachedBy((request) => [marketsTag(matchIdOf(request))]),
    schema: { tags, params: idParamsSchema, querystring: marketsQuerySchema, response: { 200: marketsResponseSchema, ...errorResponses } },
  }, async (request) => {
    const page = await service.markets(request.params.id, request.query);
    if (!page) throw notFound('Match', request.params.id);
    return localiseList(page, localiseMarket, requestNames(request));
  });

  app.get('/matches/:id/statistics', { config: ofMatch, schema: { tags, params: idParamsSchema, response: { 200: statisticsResponseSchema, ...errorResponses } } },
    async (request) => {
      const statistics = await service.statistics(request.params.id);
      if (!statistics) throw notFound('Match', request.params.id);
      return statistics;
    });

  // The live tracker (docs/match-centre.md): the first paint of the STATISTICS tab; match_tracker on the match channel keeps it current.
  app.get('/matches/:id/tracker', {
    config: ofMatch,
    schema: { tags, summary: "The match's live tracker: recent events and running statistics (data null when not in play)", params: idParamsSchema, response: { 200: matchTrackerResponseSchema, ...errorResponses } },
  }, async (request) => {
    const tracker = await service.tracker(request.params.id);
    if (!tracker) throw notFound('Match', request.params.id);
    return tracker;
  });

  /** The match's broadcast (modules/streams/broadcast.ts); 404 for an unknown match. */
  const broadcast = async (id: number) => {
    const state = await service.broadcastState(id);
    if (!state) throw notFound('Match', id);
    return broadcastOf(id, state, await options.videoEnabled());
  };

  // The response cache keeps these at most its TTL (1 s) after a change of features.video.
  app.get('/matches/:id/video', {
    config: ofMatch,
    schema: { tags, summary: "The match's video (404 saying why when it has none now)", params: idParamsSchema, response: { 200: videoResponseSchema, ...errorResponses } },
  }, async (request) => {
    const found = await broadcast(request.params.id);
    if (!found.onAir) throw new HttpError(404, ERROR_CODES.notFound, found.reason);
    return { data: found.video };
  });

  app.get('/matches/:id/streams', {
    config: ofMatch,
    schema: { tags, summary: "The match's streams (empty when it has none now)", params: idParamsSchema, response: { 200: streamsResponseSchema, ...errorResponses } },
  }, async (request) => {
    const found = await broadcast(request.params.id);
    return { data: found.onAir ? found.streams : [] };
  });
};

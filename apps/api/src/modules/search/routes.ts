import { errorBodySchema, searchQuerySchema, searchResultSchema, type SearchQuery } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestNames } from '../catalogue/names/request-names';
import { CATALOGUE_TAG, cachedBy, listTags, OPEN_STATUSES } from '../matches/cache-tags';
import { MatchesService } from '../matches/service';
import { SearchService } from './service';

/** GET /search: q of 3–50 characters (spec core §5, §9), else 400 naming "q". */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search, matches } = app.repositories;
  const service = new SearchService(search, matches, new MatchesService(matches));
  app.get('/search', {
    config: cachedBy((request) => {
      const status = (request.query as SearchQuery).match_status;
      return [CATALOGUE_TAG, ...listTags(status !== undefined ? [status] : OPEN_STATUSES)];
    }),
    schema: { tags: ['catalogue'], querystring: searchQuerySchema, response: { 200: searchResultSchema, 400: errorBodySchema } } },
    (request) => service.find(request.query, requestNames(request)));
};

import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  categoryResponseSchema,
  sportsResponseSchema,
  tournamentResponseSchema,
  tournamentsQuerySchema,
  tournamentsResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/errors';
import { errorResponses, idParamsSchema } from '../shared-schemas';
import { CATALOGUE_TAG, cachedBy } from '../matches/cache-tags';
import { localiseCategory, localiseList, localiseSport, localiseTournament } from './names/localise';
import { requestNames } from './names/request-names';
import { CatalogueService } from './service';

/**
 * GET /sports, /categories, /categories/{id}, /tournaments, /tournaments/{id} (spec core §7), with
 * their names in the request's Accept-Language (names/).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CatalogueService(app.repositories.catalogue);
  const tags = ['catalogue'];
  const config = cachedBy(() => [CATALOGUE_TAG]);

  app.get('/sports', { config, schema: { tags, response: { 200: sportsResponseSchema } } }, async (request) => localiseList(await service.sports(), localiseSport, requestNames(request)));

  app.get('/categories', { config, schema: { tags, querystring: categoriesQuerySchema, response: { 200: categoriesResponseSchema, ...errorResponses } } },
    async (request) => localiseList(await service.categories(request.query), localiseCategory, requestNames(request)));

  app.get('/categories/:id', { config, schema: { tags, params: idParamsSchema, response: { 200: categoryResponseSchema, ...errorResponses } } },
    async (request) => {
      const data = await service.category(request.params.id);
      if (!data) throw notFound('Category', request.params.id);
      return { data: localiseCategory(data, requestNames(request)) };
    });

  app.get('/tournaments', { config, schema: { tags, querystring: tournamentsQuerySchema, response: { 200: tournamentsResponseSchema, ...errorResponses } } },
    async (request) => localiseList(await service.tournaments(request.query), localiseTournament, requestNames(request)));

  app.get('/tournaments/:id', { config, schema: { tags, params: idParamsSchema, response: { 200: tournamentResponseSchema, ...errorResponses } } },
    async (request) => {
      const data = await service.tournament(request.params.id);
      if (!data) throw notFound('Tournament', request.params.id);
      return { data: localiseTournament(data, requestNames(request)) };
    });
};

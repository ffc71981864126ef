import {
  errorBodySchema,
  favouriteItemParamsSchema,
  favouritesQuerySchema,
  favouriteTypeParamsSchema,
  matchesResponseSchema,
  tournamentsResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestNames } from '../catalogue/names/request-names';
import type { FavouritesService } from './service';

/**
 * /sportsbook/v1/favourites/{type}[/{id}] (spec promotions §7), bearer only: a visitor has no
 * favourites (401). Answers are the player's own: never cached.
 */
export const favouriteRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (app, { favourites }) => {
  const tags = ['favourites'];
  const refusals = { 400: errorBodySchema, 401: errorBodySchema };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/favourites/:type', {
    preHandler: app.requireBearer,
    schema: {
      tags,
      summary: "The player's favourite matches (catalogue match bodies) or tournaments",
      params: favouriteTypeParamsSchema,
      querystring: favouritesQuerySchema,
      response: { 200: z.union([matchesResponseSchema, tournamentsResponseSchema]), ...refusals },
    },
  }, (request) => favourites.list(request.userId ?? 0, request.params.type, request.query, requestNames(request)));

  app.post('/favourites/:type/:id', {
    preHandler: app.requireBearer,
    schema: { tags, summary: 'Mark a match or tournament (idempotent)', params: favouriteItemParamsSchema, response: { 204: z.null(), ...refusals, 404: errorBodySchema, 422: errorBodySchema } },
  }, async (request, reply) => {
    await favourites.add(request.userId ?? 0, request.params.type, request.params.id);
    return reply.code(204).send(null);
  });

  app.delete('/favourites/:type/:id', {
    preHandler: app.requireBearer,
    schema: { tags, summary: 'Unmark a match or tournament (idempotent)', params: favouriteItemParamsSchema, response: { 204: z.null(), ...refusals } },
  }, async (request, reply) => {
    await favourites.remove(request.userId ?? 0, request.params.type, request.params.id);
    return reply.code(204).send(null);
  });
};

import { countersRequestSchema, countersSchema, errorBodySchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CountersService } from './service';

/** POST /counters with sanitised filters (spec core §7); an empty body counts everything. */
export const countersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CountersService(app.repositories.counters);
  app.post('/counters', {
    schema: {
      tags: ['catalogue'],
      body: countersRequestSchema.nullish(),
      response: { 200: z.object({ data: countersSchema }), 400: errorBodySchema },
    },
  }, async (request) => ({ data: await service.counters(request.body ?? {}) }));
};

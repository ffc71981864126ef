import { errorBodySchema, userLimitChangeBodySchema, userLimitCreateBodySchema, userLimitSchema, userLimitsQuerySchema, userLimitsResponseSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../shared-schemas';
import type { LimitsService } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const uid = (request: { userId: number | null }) => request.userId ?? 0;

/** Responsible-gambling limits under /platform (spec promotions §7 GET /user_limits; issue 21), by session cookie. */
export const limitRoutes: FastifyPluginAsyncZod<{ limits: LimitsService }> = async (app, options) => {
  const { limits } = options;
  const tags = ['platform: limits'];
  const auth = { preHandler: app.requireSession };

  app.get('/user_limits', { ...auth, schema: { tags, summary: "The player's responsible-gambling limits (type and status filters, comma-separated)", querystring: userLimitsQuerySchema, response: { 200: userLimitsResponseSchema, ...errors } } },
    async (request) => ({ data: await limits.list(uid(request), request.query) }));

  app.post('/user_limits', { ...auth, schema: { tags, summary: 'Set a limit (binds at once)', body: userLimitCreateBodySchema, response: { 201: userLimitSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await limits.create(uid(request), request.body)));

  app.patch('/user_limits/:id', { ...auth, schema: { tags, summary: 'Change the amount: lower at once, higher after the cooling-off and a confirmation', params: idParamsSchema, body: userLimitChangeBodySchema, response: { 200: userLimitSchema, ...errors } } },
    (request) => limits.change(uid(request), request.params.id, request.body.amount));

  app.delete('/user_limits/:id', { ...auth, schema: { tags, summary: 'Ask to remove a limit: it binds through the cooling-off and until confirmed', params: idParamsSchema, response: { 200: userLimitSchema, ...errors } } },
    (request) => limits.remove(uid(request), request.params.id));

  app.post('/user_limits/:id/confirm', { ...auth, schema: { tags, summary: 'Confirm a raise or removal after its cooling-off, before confirm_until', params: idParamsSchema, response: { 200: userLimitSchema, ...errors } } },
    (request) => limits.confirm(uid(request), request.params.id));
};

import { betSchema, errorBodySchema, vipDecisionBodySchema, vipQueueResponseSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorHeadersSchema as headers } from '../../plugins/operator';
import { idParamsSchema } from '../shared-schemas';
import type { VipService } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['operator'];

/**
 * The operator's VIP routes, in the operator scope (plugins/operator.ts: X-Operator-Key, only when
 * OPERATOR_API_KEY is set) under /sportsbook/v1.
 */
export const vipOperatorRoutes: FastifyPluginAsyncZod<{ vip: VipService }> = async (app, { vip }) => {
  app.get('/operator/bets/vip', {
    schema: { tags, summary: 'VIP bets waiting for a decision, oldest first (at most 500), with their player', headers, response: { 200: vipQueueResponseSchema, ...errors } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await vip.pending() };
  });

  app.post('/operator/bets/:id/vip', {
    schema: {
      tags,
      summary: "Decide a VIP bet: accept → waiting_results; reject → rejected, stake refunded. 409 VIP_DECISION_CLOSED once decided, or once a selection has a result (settlement then rejects and refunds it)",
      headers,
      params: idParamsSchema,
      body: vipDecisionBodySchema,
      response: { 200: z.object({ data: betSchema }), ...errors },
    },
  }, async (request) => ({ data: await vip.decide(request.params.id, request.body.decision) }));
};

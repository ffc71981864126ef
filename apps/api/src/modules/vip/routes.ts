import { createHash, timingSafeEqual } from 'node:crypto';
import { betSchema, ERROR_CODES, errorBodySchema, vipDecisionBodySchema, vipQueueResponseSchema } from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { idParamsSchema } from '../shared-schemas';
import type { VipService } from './service';

/** The header carrying the operator API key (OPERATOR_API_KEY). */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['operator'];
const headers = z.object({ [OPERATOR_KEY_HEADER]: z.string().optional().describe('The operator API key (OPERATOR_API_KEY)') });

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A check of the operator key in constant time: both sides are hashed to 32 bytes first, so neither
 * the key's content nor its length leaks through the comparison's timing.
 */
export function operatorKeyCheck(apiKey: string): (given: string | undefined) => boolean {
  const expected = digest(apiKey);
  return (given) => timingSafeEqual(digest(given ?? ''), expected) && given !== undefined;
}

/**
 * The operator's VIP routes (registered with prefix /sportsbook/v1, only when OPERATOR_API_KEY is
 * set): every request must carry the key in X-Operator-Key, checked before anything else is read
 * (401 otherwise). Players' sessions and bearers grant nothing here.
 */
export const vipOperatorRoutes: FastifyPluginAsyncZod<{ vip: VipService; apiKey: string }> = async (app, { vip, apiKey }) => {
  const matches = operatorKeyCheck(apiKey);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const given = request.headers[OPERATOR_KEY_HEADER];
    if (!matches(typeof given === 'string' ? given : undefined)) throw new HttpError(401, ERROR_CODES.unauthorized, 'A valid operator key (X-Operator-Key) is required.');
  });

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

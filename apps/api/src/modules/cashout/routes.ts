import { cashoutBodySchema, cashoutResponseSchema, errorBodySchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CashoutService } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** Registered with prefix /sportsbook/v1 (spec core §7 POST /bets/cashout). */
export const cashoutRoutes: FastifyPluginAsyncZod<{ cashout: CashoutService }> = async (app, { cashout }) => {
  app.post('/bets/cashout', {
    preHandler: app.requireBearer,
    schema: {
      tags: ['bets'],
      summary: 'Cash a bet out for the offer shown; 409 CASHOUT_CHANGED with details.to_cashout (current offer or null) when it no longer holds',
      body: cashoutBodySchema,
      response: { 200: cashoutResponseSchema, ...errors },
    },
  }, async (request) => ({ data: await cashout.cashout(request.userId ?? 0, request.body.bet_id, request.body.to_cashout) }));
};

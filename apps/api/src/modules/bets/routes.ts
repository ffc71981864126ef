import {
  betListQuerySchema,
  betSchema,
  errorBodySchema,
  maxStakeBodySchema,
  maxStakeResponseSchema,
  pagedSchema,
  placeBetsBodySchema,
  placeBetsResponseSchema,
} from '@sportsbook/contracts';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BetService } from './service';
import { HttpError } from '../../plugins/errors';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ['bets'];
const uid = (request: { userId: number | null }) => request.userId ?? 0;

/** Idempotency-Key: optional, 1–200 printable characters; a retry with the same key places nothing twice. */
const placeHeadersSchema = z.object({ 'idempotency-key': z.string().min(1).max(200).regex(/^[\x21-\x7e]+$/).optional() });

/**
 * The placement's 201 body is written with plain JSON.stringify: it is built by toBetDto, typed as
 * the contract's BetDto (the schema still documents it), and re-checking it with zod on every
 * placement was a tenth of the route's CPU. Error bodies keep the zod serializer.
 */
function placedSerializer<Schema>(route: Parameters<FastifySerializerCompiler<Schema>>[0]): (data: unknown) => string {
  return route.httpStatus === '201' ? (data) => JSON.stringify(data) : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
}

/** Registered with prefix /sportsbook/v3 (spec core §7 "version 3 base"): place and list bets. */
export const betsV3Routes: FastifyPluginAsyncZod<{ bets: BetService }> = async (app, { bets }) => {
  app.post('/bets', {
    // The session is checked by bets.place, in the same statement as the player and the book.
    preHandler: app.requireBearerClaims,
    serializerCompiler: placedSerializer,
    schema: {
      tags,
      summary: 'Place bets (re-validated against the current book, one transaction, Idempotency-Key honoured)',
      headers: placeHeadersSchema,
      body: placeBetsBodySchema,
      response: { 201: placeBetsResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    const sessionHash = request.sessionHash ?? '';
    const placed = await bets.place({ userId: uid(request), sessionHash }, request.body, request.headers['idempotency-key'] ?? null).catch(async (error: unknown) => {
      // A session its session-time limit ended is refused as such (issue 21), not as signed out.
      throw (error instanceof HttpError && error.statusCode === 401 && app.hasDecorator('sessionLimitRefusal') ? await app.sessionLimitRefusal(sessionHash) : null) ?? error;
    });
    return reply.code(201).send(placed);
  });

  app.get('/bets', {
    preHandler: app.requireBearer,
    schema: { tags, summary: "The player's bets, newest first (status all/open/settled, result all/win/lose/refund)", querystring: betListQuerySchema, response: { 200: pagedSchema(betSchema), ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return bets.list(uid(request), request.query);
  });
};

export interface BetsV1RoutesOptions {
  bets: BetService;
}

/**
 * Registered with prefix /sportsbook/v1: max stake. (VIP decisions are the operator's routes,
 * modules/vip/routes.ts, behind OPERATOR_API_KEY; there is no unauthenticated decision route.)
 */
export const betsV1Routes: FastifyPluginAsyncZod<BetsV1RoutesOptions> = async (app, { bets }) => {
  app.post('/bets/max-stake', {
    preHandler: app.optionalBearer,
    schema: { tags, summary: 'The largest stake the bet limits (and, signed in, the balance) allow per bet; null when not supported', body: maxStakeBodySchema, response: { 200: maxStakeResponseSchema, ...errors } },
  }, async (request) => bets.maxStake(request.userId, request.body));
};

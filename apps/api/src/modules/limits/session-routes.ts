import { errorBodySchema, realityCheckBodySchema, sportsbookSessionSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionService } from './session-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };
const who = (request: { userId: number | null; sessionHash: string | null }) => ({ userId: request.userId ?? 0, sessionHash: request.sessionHash ?? '' });
const noStore = { 'cache-control': 'no-store' };

/** The reality-check session under /platform (spec promotions §7 POST /sportsbook_sessions, /continue; issue 21), by session cookie. */
export const sessionRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (app, options) => {
  const { sessions } = options;
  const tags = ['platform: limits'];
  const auth = { preHandler: app.requireSession };

  app.post('/sportsbook_sessions', { ...auth, schema: { tags, summary: 'The session: time played, bets and wins, when the next reality check is due (400: no reality check here)', response: { 200: sportsbookSessionSchema, ...errors } } },
    async (request, reply) => {
      const { userId, sessionHash } = who(request);
      return reply.headers(noStore).send(await sessions.info(userId, sessionHash));
    });

  app.post('/sportsbook_sessions/continue', { ...auth, schema: { tags, summary: 'Continue after a reality check: the next one is due an interval from now', response: { 200: sportsbookSessionSchema, ...errors } } },
    async (request, reply) => {
      const { userId, sessionHash } = who(request);
      return reply.headers(noStore).send(await sessions.continue(userId, sessionHash));
    });

  app.put('/sportsbook_sessions/reality_check', { ...auth, schema: { tags, summary: "The player's reality-check interval (seconds, at least the site's minimum)", body: realityCheckBodySchema, response: { 200: sportsbookSessionSchema, ...errors } } },
    async (request, reply) => {
      const { userId, sessionHash } = who(request);
      return reply.headers(noStore).send(await sessions.setInterval(userId, sessionHash, request.body.interval_seconds));
    });
};

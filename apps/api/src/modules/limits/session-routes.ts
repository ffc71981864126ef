import { activityTrackSchema, errorBodySchema, realityCheckBodySchema, sportsbookSessionSchema } from '@sportsbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../auth/secret-token';
import { SESSION_COOKIE } from '../../plugins/cookie';
import type { SessionService } from './session-service';
import type { TimeLimitsService } from './time-limits-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };
const who = (request: { userId: number | null; sessionHash: string | null }) => ({ userId: request.userId ?? 0, sessionHash: request.sessionHash ?? '' });
const noStore = { 'cache-control': 'no-store' };

/**
 * The reality-check session and the activity pings under /platform (spec promotions §7 POST
 * /sportsbook_sessions, /continue, /player/activity_limit_track; issue 21), by session cookie. A
 * session its session-time limit ended answers 403 SESSION_LIMIT_REACHED here (the out-of-session
 * modal), not 401.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ sessions: SessionService; timeLimits: TimeLimitsService }> = async (app, options) => {
  const { sessions, timeLimits } = options;
  const tags = ['platform: limits'];
  const requireLiveSession = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.requireSession(request, reply);
    } catch (error) {
      const cookie = request.cookies[SESSION_COOKIE];
      throw (cookie && cookie.length <= 100 ? await timeLimits.sessionLimitRefusal(hashToken(cookie)) : null) ?? error;
    }
  };
  const auth = { preHandler: requireLiveSession };

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

  app.post('/player/activity_limit_track', { preHandler: app.requireSession, schema: { tags, summary: 'An activity ping (every interval_seconds while the player is active): 401 ACTIVITY_LIMIT_REACHED once an activity limit is used up (every session ends)', response: { 200: activityTrackSchema, ...errors } } },
    async (request, reply) => {
      const { userId, sessionHash } = who(request);
      return reply.headers(noStore).send(await timeLimits.track(userId, sessionHash));
    });

  app.put('/sportsbook_sessions/reality_check', { ...auth, schema: { tags, summary: "The player's reality-check interval (seconds, at least the site's minimum)", body: realityCheckBodySchema, response: { 200: sportsbookSessionSchema, ...errors } } },
    async (request, reply) => {
      const { userId, sessionHash } = who(request);
      return reply.headers(noStore).send(await sessions.setInterval(userId, sessionHash, request.body.interval_seconds));
    });
};

import { errorBodySchema, feedAdvanceBodySchema, feedControlResponseSchema, feedFinishBodySchema, feedOddsBodySchema, feedSuspendBodySchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedSimulator } from '../../feed/simulator';
import { HttpError, notFound } from '../../plugins/errors';
import { idParamsSchema } from '../shared-schemas';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['dev: feed control'];

/**
 * Feed control for end-to-end tests (FEED_CONTROL_ENABLED, never in production by default),
 * registered with prefix /sportsbook/dev. Every call goes through the simulator, so caches,
 * settlement and realtime publications behave as they do for the simulator's own steps.
 */
export const feedControlRoutes: FastifyPluginAsyncZod<{ simulator: () => FeedSimulator | null }> = async (app, options) => {
  const simulator = () => {
    const current = options.simulator();
    if (!current) throw new HttpError(409, 'SIMULATOR_NOT_RUNNING', 'No feed simulator runs in this process.');
    return current;
  };

  app.post('/feed/matches/:id/finish', {
    schema: { tags, summary: 'Finish the match now and settle it (goal sports: optional final score)', params: idParamsSchema, body: feedFinishBodySchema, response: { 200: feedControlResponseSchema, ...errors } },
  }, async (request) => {
    const { id } = request.params;
    if (!(await simulator().finishNow(id, request.body?.score))) throw notFound('Match in play', id);
    return { data: { match_id: id, action: 'finished' as const } };
  });

  app.post('/feed/matches/:id/odds', {
    schema: { tags, summary: "Set an outcome's odds (kept at every re-price); publishes markets_changed", params: idParamsSchema, body: feedOddsBodySchema, response: { 200: feedControlResponseSchema, ...errors } },
  }, async (request) => {
    const { id } = request.params;
    const { market_id: typeId, specifier, outcome_id: outcomeKey, odds } = request.body;
    const result = await simulator().setOdds(id, { typeId, specifier, outcomeKey, odds: Math.round(odds * 1000) });
    if (result === 'no_match') throw notFound('Match in play', id);
    if (result === 'no_outcome') throw notFound('Outcome', `${typeId}/${specifier}/${outcomeKey}`);
    return { data: { match_id: id, action: 'odds_set' as const } };
  });

  app.post('/feed/matches/:id/suspend', {
    schema: { tags, summary: "Suspend the match's open markets (a live match re-opens at its first step after `seconds`)", params: idParamsSchema, body: feedSuspendBodySchema, response: { 200: feedControlResponseSchema, ...errors } },
  }, async (request) => {
    const { id } = request.params;
    if (!(await simulator().suspend(id, (request.body?.seconds ?? 60) * 1000))) throw notFound('Match in play', id);
    return { data: { match_id: id, action: 'suspended' as const } };
  });

  app.post('/feed/matches/:id/advance', {
    schema: { tags, summary: 'Play `seconds` of match time at once (a match not started kicks off first); publishes match_changed as the steps do', params: idParamsSchema, body: feedAdvanceBodySchema, response: { 200: feedControlResponseSchema, ...errors } },
  }, async (request) => {
    const { id } = request.params;
    if (!(await simulator().advance(id, request.body.seconds * 1000))) throw notFound('Match in play', id);
    return { data: { match_id: id, action: 'advanced' as const } };
  });
};

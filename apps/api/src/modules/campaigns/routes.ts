import {
  campaignBodySchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignPatchSchema,
  campaignResponseSchema,
  errorBodySchema,
  issueBodySchema,
  issueResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorHeadersSchema as headers } from '../../plugins/operator';
import { idParamsSchema } from '../shared-schemas';
import type { CampaignService } from './service';

const tags = ['operator'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The operator's campaigns (issue 20), in the operator scope (plugins/operator.ts, X-Operator-Key)
 * under /sportsbook/v1/operator/campaigns: combo boosts and free bets of four kinds.
 */
export const campaignOperatorRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignService }> = async (app, { campaigns }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post('/operator/campaigns', {
    schema: {
      tags,
      summary: 'Create a campaign: a combo boost (ranges, min_odds …) or a free bet (freebet, freebet_no_risk, freebet_all_win, freebet_only_win: amounts per currency …). 400 names the field: overlapping ranges, crossing odds limits, an expiry in the past',
      headers,
      body: campaignBodySchema,
      response: { 201: campaignResponseSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send({ data: await campaigns.create(request.body) }));

  app.get('/operator/campaigns', {
    schema: { tags, summary: 'Campaigns, newest first, with how many bonuses each issued', headers, querystring: campaignListQuerySchema, response: { 200: campaignListSchema, ...errors } },
  }, (request) => campaigns.list(request.query));

  app.get('/operator/campaigns/:id', {
    schema: { tags, summary: 'One campaign', headers, params: idParamsSchema, response: { 200: campaignResponseSchema, ...errors } },
  }, async (request) => ({ data: await campaigns.get(request.params.id) }));

  app.patch('/operator/campaigns/:id', {
    schema: { tags, summary: 'Change a campaign (any field but type and status); checked as a whole, version bumped. 409 CAMPAIGN_ENDED once ended', headers, params: idParamsSchema, body: campaignPatchSchema, response: { 200: campaignResponseSchema, ...errors } },
  }, async (request) => ({ data: await campaigns.update(request.params.id, request.body) }));

  for (const action of ['pause', 'resume', 'end'] as const) {
    app.post(`/operator/campaigns/:id/${action}`, {
      schema: {
        tags,
        summary: { pause: 'Pause: its bonuses are not_available until resumed', resume: 'Resume a paused campaign', end: 'End for good: its bonuses are deactivated and unused free bets leave the bonus money' }[action],
        headers,
        params: idParamsSchema,
        response: { 200: campaignResponseSchema, ...errors },
      },
    }, async (request) => ({ data: await campaigns.setStatus(request.params.id, action) }));
  }

  app.post('/operator/campaigns/:id/issue', {
    schema: { tags, summary: 'Issue to players (user_ids) or to a player group (group); idempotent per campaign, player and trigger', headers, params: idParamsSchema, body: issueBodySchema, response: { 200: issueResponseSchema, ...errors } },
  }, async (request) => ({ data: await campaigns.issue(request.params.id, request.body) }));
};

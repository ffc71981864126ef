import {
  activateParamsSchema,
  bonusesQuerySchema,
  bonusesResponseSchema,
  bonusListQuerySchema,
  bonusParamsSchema,
  bonusResponseSchema,
  bonusSchema,
  huntingSchema,
  type HuntingDto,
  bonusTermsResponseSchema,
  comboBoostListSchema,
  errorBodySchema,
  freebetListSchema,
  markAsSeenBodySchema,
  markAsSeenResponseSchema,
  promoCodeBodySchema,
  promoCodeResponseSchema,
  slipOffersBodySchema,
  slipOffersResponseSchema,
  termsQuerySchema,
} from '@sportsbook/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors';
import { serverLanguage } from '../custom-bets/messages';
import type { BonusService } from './service';
import type { SlipOfferService } from './slip-offers';

const tags = ['bonuses'];
/** The activation's answer: the bonus, or the hunting, as it now is. */
const activatedResponseSchema = z.object({ data: z.union([bonusSchema, huntingSchema]) });

/** Activation of a hunting (modules/hunting), handed in by the app. */
export interface HuntingActivation {
  activate(userId: number, campaignId: number): Promise<HuntingDto>;
}
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const userOf = (request: { userId: number | null }) => request.userId ?? 0;
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The bonus calls of spec promotions §7 under /sportsbook/v1/bonuses. Lists and details take an
 * optional bearer: a player sees their bonuses with the server's user status, a visitor the public
 * campaigns. Writes need the bearer.
 */
export const bonusRoutes: FastifyPluginAsyncZod<{ bonuses: BonusService; offers: SlipOfferService; hunting?: HuntingActivation }> = async (app, { bonuses, offers, hunting }) => {
  app.get('/bonuses', {
    preHandler: app.optionalBearer,
    schema: { tags, summary: "The player's bonuses of every type (default status: available and active); a visitor's: the public campaigns", querystring: bonusesQuerySchema, response: { 200: bonusesResponseSchema, ...errors } },
  }, async (request, reply) => {
    privately(reply);
    return bonuses.list(request.userId, request.query);
  });

  const lists = [
    { kind: 'comboboosts', schema: comboBoostListSchema, summary: 'Combo boosts, one page (limit default 4)' },
    { kind: 'freebets', schema: freebetListSchema, summary: 'Free bets of the four kinds, one page (limit default 4)' },
  ] as const;
  for (const { kind, schema, summary } of lists) {
    app.get(`/bonuses/${kind}`, {
      preHandler: app.optionalBearer,
      schema: { tags, summary, querystring: bonusListQuerySchema, response: { 200: schema, ...errors } },
    }, async (request, reply) => {
      privately(reply);
      // The service lists only this kind's bonuses, which is what `schema` describes.
      return bonuses.listKind(request.userId, kind, request.query) as Promise<z.infer<typeof schema>>;
    });
  }

  app.get('/bonuses/:kind/:id', {
    preHandler: app.optionalBearer,
    schema: { tags, summary: 'One bonus: the player\'s (id) or a public campaign (c<id>)', params: bonusParamsSchema, response: { 200: bonusResponseSchema, ...errors } },
  }, async (request, reply) => {
    privately(reply);
    return { data: await bonuses.detail(request.userId, request.params.kind, request.params.id) };
  });

  app.get('/bonuses/:kind/:id/terms', {
    preHandler: app.optionalBearer,
    schema: { tags, summary: "A bonus's terms (and those of `ids`): the operator's text in the locale and the conditions", params: bonusParamsSchema, querystring: termsQuerySchema, response: { 200: bonusTermsResponseSchema, ...errors } },
  }, async (request, reply) => {
    privately(reply);
    const ids = [...new Set([request.params.id, ...(request.query.ids ?? [])])];
    const locale = request.query.locale ?? serverLanguage(request.headers['accept-language']);
    return { data: await bonuses.terms(request.userId, request.params.kind, ids, locale) };
  });

  app.post('/bonuses/mark-as-seen', {
    preHandler: app.requireBearer,
    schema: { tags, summary: 'Mark these of the player\'s bonuses seen (the client sends only the unseen)', body: markAsSeenBodySchema, response: { 200: markAsSeenResponseSchema, ...errors } },
  }, async (request) => ({ data: await bonuses.markSeen(userOf(request), request.body) }));

  app.post('/bonuses/:id/activate', {
    preHandler: app.requireBearer,
    schema: { tags, summary: 'Activate a bonus, or a hunting (h<id>: its farming starts) (422 BONUS_NOT_ACTIVATABLE when expired, spent, unavailable or deactivated)', params: activateParamsSchema, response: { 200: activatedResponseSchema, ...errors } },
  }, async (request) => {
    const { id } = request.params;
    if (id.startsWith('h')) {
      if (!hunting) throw notFound('Bonus', id);
      return { data: await hunting.activate(userOf(request), Number(id.slice(1))) };
    }
    return { data: await bonuses.activate(userOf(request), id) };
  });

  app.post('/bonuses/promo-code', {
    preHandler: app.requireBearer,
    schema: { tags, summary: 'Redeem a promo code: its campaign is issued to the player (again: the same bonus)', body: promoCodeBodySchema, response: { 200: promoCodeResponseSchema, ...errors } },
  }, async (request) => ({ data: await bonuses.promoCode(userOf(request), request.body.code) }));

  app.post('/bonuses/bet-slip', {
    preHandler: app.requireBearer,
    schema: { tags, summary: "The player's bonuses that suit each bet of the slip (generic bonus shape)", body: slipOffersBodySchema, response: { 200: slipOffersResponseSchema, ...errors } },
  }, async (request, reply) => {
    privately(reply);
    return offers.offers(userOf(request), request.body);
  });
};

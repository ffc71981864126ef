import {
  accountsQuerySchema,
  accountsResponseSchema,
  changeAccountBodySchema,
  changeAccountResponseSchema,
  compPointsSchema,
  errorBodySchema,
  phoneCodeRequestBodySchema,
  phoneVerificationSchema,
  phoneVerifyBodySchema,
  playerSchema,
  playerUpdateBodySchema,
  statusGroupsResponseSchema,
  updateLocaleBodySchema,
  updateLocaleResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../auth/config';
import { rateLimited } from '../auth/routes';
import { countryOf, type CountryRules } from '../geo/country';
import type { PlayerService } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };
const uid = (request: { userId: number | null }) => request.userId ?? 0;

/** The player endpoints of spec core §7 (platform table), under /platform, by session cookie. */
export const playerRoutes: FastifyPluginAsyncZod<{ players: PlayerService; countryRules: CountryRules; smsRateLimit: RateLimitRule }> = async (app, options) => {
  const { players } = options;
  const tags = ['platform: player'];
  const auth = { preHandler: app.requireSession };

  app.get('/player', { ...auth, schema: { tags, summary: 'The signed-in player (spec core §3)', querystring: z.object({}).catchall(z.string()), response: { 200: playerSchema, ...errors } } },
    (request) => players.profile(uid(request), countryOf(request, options.countryRules)));

  app.patch('/player', { ...auth, schema: { tags, summary: 'Fill missing profile fields', body: playerUpdateBodySchema, response: { 200: playerSchema, ...errors } } }, async (request) => {
    await players.updateProfile(uid(request), request.body);
    return players.profile(uid(request), countryOf(request, options.countryRules));
  });

  app.get('/player/accounts', { ...auth, schema: { tags, summary: "The player's accounts, one per currency", querystring: accountsQuerySchema, response: { 200: accountsResponseSchema, ...errors } } },
    async (request) => ({ data: await players.accounts(uid(request)) }));

  app.post('/player/accounts', { ...auth, schema: { tags, summary: 'Change the active account', body: changeAccountBodySchema, response: { 200: changeAccountResponseSchema, ...errors } } },
    async (request) => ({ currency: await players.changeAccount(uid(request), request.body.currency) }));

  app.patch('/player/update_locale', { ...auth, schema: { tags, summary: "Change the player's language", body: updateLocaleBodySchema, response: { 200: updateLocaleResponseSchema, ...errors } } },
    async (request) => ({ language: await players.updateLocale(uid(request), request.body.locale) }));

  app.get('/player/phone', { ...auth, schema: { tags, summary: 'Phone verification state', response: { 200: phoneVerificationSchema, ...errors } } },
    (request) => players.phone(uid(request)));

  app.post('/player/phone', {
    ...auth,
    config: rateLimited(options.smsRateLimit),
    schema: { tags, summary: 'Send a verification code by SMS', body: phoneCodeRequestBodySchema, response: { 200: phoneVerificationSchema, ...errors } },
  }, (request) => players.sendPhoneCode(uid(request), request.body.phone_number, request.body.phone_country));

  app.post('/player/phone/verify', {
    ...auth,
    config: rateLimited(options.smsRateLimit),
    schema: { tags, summary: 'Verify the phone with the SMS code', body: phoneVerifyBodySchema, response: { 200: phoneVerificationSchema, ...errors } },
  }, (request) => players.verifyPhone(uid(request), request.body.code));

  app.get('/player/comp_points', { ...auth, schema: { tags, summary: 'Comp points (401 for visitors: the client shows 0)', response: { 200: compPointsSchema, ...errors } } },
    async (request) => ({ persistent: { points: await players.compPoints(uid(request)) } }));

  app.get('/player/status_groups', { schema: { tags, summary: 'Loyalty status groups', response: { 200: statusGroupsResponseSchema } } },
    async () => ({ data: await players.statusGroups() }));
};

import { errorBodySchema, siteConfigPatchSchema, siteConfigSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorHeadersSchema as headers } from '../../plugins/operator';
import type { SiteConfigService } from './service';

const responseSchema = z.object({ data: siteConfigSchema });
const fieldNames = Object.keys(siteConfigPatchSchema.shape) as [keyof typeof siteConfigPatchSchema.shape, ...(keyof typeof siteConfigPatchSchema.shape)[]];

/** GET /site_config: the site configuration and feature flags in force, for every page (issue 22). */
export const siteConfigRoutes: FastifyPluginAsyncZod<{ siteConfig: SiteConfigService }> = async (app, { siteConfig }) => {
  app.get('/site_config', {
    schema: {
      tags: ['settings'],
      summary: 'Site configuration and feature flags (spec core §3, §6; promotions §3, §6). Changes are also pushed as site_config_changed on the public channels',
      response: { 200: responseSchema },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { data: await siteConfig.current() };
  });
};

const errors = { 400: errorBodySchema, 401: errorBodySchema };
const tags = ['operator'];

/** The operator's site configuration, in the operator scope (plugins/operator.ts, X-Operator-Key). */
export const siteConfigOperatorRoutes: FastifyPluginAsyncZod<{ siteConfig: SiteConfigService }> = async (app, { siteConfig }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/operator/settings', {
    schema: {
      tags,
      summary: 'The site configuration in force, the fields the operator set (overrides) and the defaults (built-in and environment: SITE_SETTINGS, MY_BETS_VISIBLE, FEATURE_SHARED_BETS)',
      headers,
      response: { 200: responseSchema.extend({ overrides: siteConfigPatchSchema, defaults: siteConfigSchema.omit({ updated_at: true }) }), ...errors },
    },
  }, async () => siteConfig.operatorView());

  app.patch('/operator/settings', {
    schema: {
      tags,
      summary: 'Change the site configuration: any field; features, deposit_reminder, chat, push, tag_manager and cms may be given in part. Stored, then pushed to every open page (site_config_changed). 400 names the field: an unknown one, a bad value, or a rule across fields (a chat type without its account id, OneSignal without its app id, a deposit reminder without its player group, a path listed twice, a relative cms.icons_url without cms.base_url)',
      headers,
      body: siteConfigPatchSchema,
      response: { 200: responseSchema, ...errors },
    },
  }, async (request) => ({ data: await siteConfig.change(request.body) }));

  app.delete('/operator/settings/:field', {
    schema: {
      tags,
      summary: "Forget the operator's value of one field: its default applies again (pushed like a change)",
      headers,
      params: z.object({ field: z.enum(fieldNames) }),
      response: { 200: responseSchema, ...errors },
    },
  }, async (request) => ({ data: await siteConfig.reset([request.params.field]) }));
};

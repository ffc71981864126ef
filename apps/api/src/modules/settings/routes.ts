import { systemSettingsSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SettingsService, type SettingsSources } from './service';

/** GET /settings: system settings of spec core §3 from configuration. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsSources> = async (app, options) => {
  const service = new SettingsService(options);
  app.get('/settings', { schema: { tags: ['settings'], response: { 200: z.object({ data: systemSettingsSchema }) } } },
    async () => ({ data: await service.settings() }));
};

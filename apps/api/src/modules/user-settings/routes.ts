import { errorBodySchema, systemSettingsSchema, userSettingsBodySchema, type SystemSettingsDto } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SYSTEM_SETTINGS } from '../settings/system-settings';
import type { UserSettingsService } from './service';

const systemSettings = (): SystemSettingsDto => ({ ...SYSTEM_SETTINGS, updated_at: new Date().toISOString() });

/** POST /sportsbook/v1/settings (bearer): saves the player's choices, answers the merged settings. */
export const userSettingsRoutes: FastifyPluginAsyncZod<{ userSettings: UserSettingsService }> = async (app, { userSettings }) => {
  app.post('/settings', {
    preHandler: app.requireBearer,
    schema: {
      tags: ['settings'],
      summary: "Save the player's odds type, stakes, odds-change mode and push subscription",
      body: userSettingsBodySchema,
      response: { 200: z.object({ data: systemSettingsSchema }), 400: errorBodySchema, 401: errorBodySchema, 422: errorBodySchema },
    },
  }, async (request) => {
    const userId = request.userId ?? 0;
    await userSettings.update(systemSettings(), userId, request.body);
    return { data: await userSettings.merged(systemSettings(), userId) };
  });
};

/**
 * GET /sportsbook/v1/settings belongs to the settings module; for a caller with a valid bearer
 * this hook merges the player's choices into its answer (and marks it private) instead of
 * editing that module. Must be registered before the settings route.
 */
export const userSettingsMergeHook = fp(async (app: FastifyInstance, options: { userSettings: UserSettingsService; url: string }) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (request.method !== 'GET' || request.routeOptions.url !== options.url || reply.statusCode !== 200 || !request.headers.authorization) return payload;
    await app.optionalBearer(request, reply);
    reply.header('cache-control', 'private, no-store').header('vary', 'authorization');
    if (request.userId === null || !isSettingsBody(payload)) return payload;
    return { ...payload, data: await options.userSettings.merged(payload.data, request.userId) };
  });
}, { name: 'user-settings-merge', dependencies: ['auth'] });

function isSettingsBody(payload: unknown): payload is { data: SystemSettingsDto } {
  return typeof payload === 'object' && payload !== null && 'data' in payload;
}

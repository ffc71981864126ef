import { systemSettingsSchema, toSystemSettings, type SystemSettings } from '@sportsbook/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { sportsbookRequest } from '@/lib/api/api-client';
import { serverReader } from '@/lib/api/server-reader';

const settingsResponseSchema = z.object({ data: systemSettingsSchema });

/**
 * Server only (RSC): the response is validated with its contract schema. Memoised per request:
 * the header, the realtime mount and the special pages all read it while rendering one page.
 */
export const getSettings = cache(async (locale: string): Promise<SystemSettings> => {
  const body = await sportsbookRequest('/settings', serverReader(settingsResponseSchema), { locale });
  return toSystemSettings(body.data);
});

import { systemSettingsSchema, toSystemSettings, type SystemSettings } from '@sportsbook/contracts';
import { z } from 'zod';
import { sportsbookRequest } from '@/lib/api/api-client';
import { serverReader } from '@/lib/api/server-reader';

const settingsResponseSchema = z.union([z.object({ data: systemSettingsSchema }), systemSettingsSchema]);

/** Server only (RSC): the response is validated with its contract schema. */
export async function getSettings(locale: string, signal?: AbortSignal): Promise<SystemSettings> {
  const body = await sportsbookRequest('/settings', serverReader(settingsResponseSchema), { locale, signal });
  return toSystemSettings('data' in body ? body.data : body);
}

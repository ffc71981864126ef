import { sportsResponseSchema, toSport, type Sport } from '@sportsbook/contracts';
import { sportsbookRequest } from '@/lib/api/api-client';
import { serverReader } from '@/lib/api/server-reader';

/** Server only (RSC): the response is validated with its contract schema. */
export async function getSports(locale: string, signal?: AbortSignal): Promise<Sport[]> {
  const body = await sportsbookRequest('/sports', serverReader(sportsResponseSchema), { locale, signal, query: { limit: 500 } });
  return body.data.map(toSport).sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
}

import { sportsResponseSchema, toSport, type Sport } from '@sportsbook/contracts';
import { sportsbookRequest } from '@/lib/api/api-client';
import { serverReader } from '@/lib/api/server-reader';
import { byPriority } from '@/lib/sorting/priority';

/** Server only (RSC): the response is validated with its contract schema. Most important sport first. */
export async function getSports(locale: string, signal?: AbortSignal): Promise<Sport[]> {
  const body = await sportsbookRequest('/sports', serverReader(sportsResponseSchema), { locale, signal, query: { limit: 500 } });
  return body.data.map(toSport).sort((a, b) => byPriority(a, b) || a.name.localeCompare(b.name));
}

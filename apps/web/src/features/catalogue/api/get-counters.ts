import { countersSchema, toCounters, type Counters, type CountersRequest } from '@sportsbook/contracts';
import { z } from 'zod';
import { sportsbookRequest } from '@/lib/api/api-client';
import { serverReader } from '@/lib/api/server-reader';

const countersResponseSchema = z.union([z.object({ data: countersSchema }), countersSchema]);

/** Server only (RSC): the response is validated with its contract schema. */
export async function getCounters(filter: CountersRequest, locale: string, signal?: AbortSignal): Promise<Counters> {
  const body = await sportsbookRequest('/counters', serverReader(countersResponseSchema), { locale, signal, method: 'POST', body: filter });
  return toCounters('data' in body ? body.data : body);
}

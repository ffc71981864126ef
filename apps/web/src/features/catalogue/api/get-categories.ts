import { categoriesResponseSchema, toCategory, type Category } from '@sportsbook/contracts';
import { sportsbookRequest } from '@/lib/api/api-client';
import { serverReader } from '@/lib/api/server-reader';

/** Server only (RSC): the response is validated with its contract schema. */
export async function getCategories(sportKey: string, locale: string, signal?: AbortSignal): Promise<Category[]> {
  const body = await sportsbookRequest('/categories', serverReader(categoriesResponseSchema), {
    locale,
    signal,
    query: { sport_key: sportKey, limit: 500 },
  });
  return body.data.map(toCategory);
}

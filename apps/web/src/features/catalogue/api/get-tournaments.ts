import { toTournament, tournamentsResponseSchema, type Tournament } from '@sportsbook/contracts';
import { sportsbookRequest } from '@/lib/api/api-client';
import { serverReader } from '@/lib/api/server-reader';

export interface TournamentsFilter {
  /** Unset: every sport's tournaments. */
  sportKey?: string;
  categoryId?: number;
}

/** Server only (RSC): the response is validated with its contract schema. */
export async function getTournaments({ sportKey, categoryId }: TournamentsFilter, locale: string, signal?: AbortSignal): Promise<Tournament[]> {
  const body = await sportsbookRequest('/tournaments', serverReader(tournamentsResponseSchema), {
    locale,
    signal,
    query: { sport_key: sportKey, category_id: categoryId, limit: 500 },
  });
  return body.data.map(toTournament);
}

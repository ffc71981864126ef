import { toStatistics, type Statistics, type StatisticsDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';

/**
 * GET /matches/{id}/statistics and its mapping. Server code imports it directly; the browser's
 * query (./get-match-statistics) loads it on its first refetch, outside first-load JavaScript.
 */
export interface StatisticsBody {
  data: StatisticsDto | null;
}

export async function getMatchStatistics(
  matchId: number,
  locale: string,
  { signal, reader = browserReader<StatisticsBody>() }: { signal?: AbortSignal; reader?: ResponseReader<StatisticsBody> } = {},
): Promise<Statistics | null> {
  const body = await sportsbookRequest(`/matches/${matchId}/statistics`, reader, { locale, signal });
  return body.data && toStatistics(body.data);
}

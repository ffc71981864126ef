import { toMatch, type Match, type MatchDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';

/**
 * GET /matches/{id} and its mapping. Server code imports it directly; the browser's query
 * (./get-match) loads it on its first refetch, outside first-load JavaScript.
 */
export interface MatchBody {
  data: MatchDto;
}

export async function getMatch(
  matchId: number,
  locale: string,
  { signal, reader = browserReader<MatchBody>() }: { signal?: AbortSignal; reader?: ResponseReader<MatchBody> } = {},
): Promise<Match> {
  const body = await sportsbookRequest(`/matches/${matchId}`, reader, { locale, signal });
  return toMatch(body.data);
}

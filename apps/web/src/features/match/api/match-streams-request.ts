import { toMatchStream, type MatchStream, type StreamDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest, type ResponseReader } from '@/lib/api/api-client';

/** GET /matches/{id}/streams and its mapping (spec core §7): empty when the match has no stream now. */
export interface StreamsBody {
  data: StreamDto[];
}

export async function getMatchStreams(
  matchId: number,
  locale: string,
  { signal, reader = browserReader<StreamsBody>() }: { signal?: AbortSignal; reader?: ResponseReader<StreamsBody> } = {},
): Promise<MatchStream[]> {
  const body = await sportsbookRequest(`/matches/${matchId}/streams`, reader, { locale, signal });
  return body.data.map(toMatchStream);
}

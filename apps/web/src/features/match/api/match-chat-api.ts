import { CHAT_ERROR_CODES, type ChatMessageDto } from '@sportsbook/contracts/models';
import { ApiError } from '@/lib/api/api-error';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/** GET /matches/{id}/chat: the most recent messages, oldest first (anyone). */
export async function fetchChat(matchId: number): Promise<readonly ChatMessageDto[]> {
  return (await sportsbookAuthRequest<{ data: ChatMessageDto[] }>(`/matches/${matchId}/chat`, { optional: true })).data;
}

/** POST /matches/{id}/chat: the player's message as stored (the channel brings it to everyone). */
export async function postChat(matchId: number, text: string): Promise<ChatMessageDto> {
  return (await sportsbookAuthRequest<{ data: ChatMessageDto }>(`/matches/${matchId}/chat`, { method: 'POST', body: { text } })).data;
}

/** Why a post failed, for the player. */
export type ChatFailure = { kind: 'muted' } | { kind: 'rateLimited'; seconds: number } | { kind: 'off' } | { kind: 'invalid' } | { kind: 'failed' };

export function chatFailureOf(error: unknown): ChatFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.code === CHAT_ERROR_CODES.muted) return { kind: 'muted' };
  if (error.code === CHAT_ERROR_CODES.off) return { kind: 'off' };
  if (error.status === 429) {
    const seconds = (error.details as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
    return { kind: 'rateLimited', seconds: typeof seconds === 'number' ? seconds : 10 };
  }
  if (error.status === 400) return { kind: 'invalid' };
  return { kind: 'failed' };
}

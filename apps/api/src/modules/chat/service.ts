import { CHANNELS, CHAT_ERROR_CODES, CHAT_LIMITS, type ChatHistoryDto, type ChatMessageDto, type ChatMuteDto, type ChatType } from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound, RetryLater } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import type { ChatMessageRow, ChatRateLimit, ChatRepository } from './repository';

export interface ChatServiceOptions {
  repository: ChatRepository;
  realtime: RealtimePublisher;
  clock: Clock;
  /** The site config's chat type: only `internal` takes posts. */
  chatType: () => Promise<ChatType>;
  rateLimit?: ChatRateLimit;
}

const DEFAULT_RATE_LIMIT: ChatRateLimit = { burst: CHAT_LIMITS.burst, windowMs: CHAT_LIMITS.windowSeconds * 1000 };

const toDto = (row: ChatMessageRow): ChatMessageDto => ({
  id: row.id,
  match_id: row.matchId,
  user_id: row.userId,
  author: row.author,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

/**
 * Match chat (docs/chat.md): players post over HTTP, everyone reads the chat channel of the match
 * (`chat_message`, `chat_message_deleted`); a new reader loads the recent history by REST.
 */
export class ChatService {
  private readonly rateLimit: ChatRateLimit;

  constructor(private readonly options: ChatServiceOptions) {
    this.rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  }

  async history(matchId: number): Promise<ChatHistoryDto> {
    await this.ensureMatch(matchId);
    return { data: (await this.options.repository.recent(matchId, CHAT_LIMITS.history)).map(toDto) };
  }

  async post(matchId: number, userId: number, text: string): Promise<ChatMessageDto> {
    if ((await this.options.chatType()) !== 'internal') throw new HttpError(409, CHAT_ERROR_CODES.off, 'The match chat is off on this site');
    await this.ensureMatch(matchId);
    const now = this.options.clock.now();
    const outcome = await this.options.repository.post(matchId, userId, text, new Date(now), this.rateLimit);
    if ('muted' in outcome) throw new HttpError(403, CHAT_ERROR_CODES.muted, 'You are muted in the chat and cannot post');
    if ('limited' in outcome) {
      const seconds = Math.max(1, Math.ceil((outcome.limited.oldest.getTime() + this.rateLimit.windowMs - now) / 1000));
      throw new RetryLater(seconds, `At most ${this.rateLimit.burst} messages in ${this.rateLimit.windowMs / 1000} s: try again in ${seconds} s`);
    }
    const message = toDto(outcome.stored);
    await this.options.realtime.publish(CHANNELS.chat(matchId), { event_name: 'chat_message', message });
    return message;
  }

  async delete(id: number): Promise<void> {
    const deleted = await this.options.repository.delete(id, new Date(this.options.clock.now()));
    if (!deleted) throw notFound('Chat message', id);
    await this.options.realtime.publish(CHANNELS.chat(deleted.matchId), { event_name: 'chat_message_deleted', message: { id, match_id: deleted.matchId } });
  }

  async mute(userId: number): Promise<ChatMuteDto> {
    await this.ensureUser(userId);
    const mutedAt = await this.options.repository.mute(userId, new Date(this.options.clock.now()));
    return { user_id: userId, muted: true, muted_at: mutedAt.toISOString() };
  }

  async unmute(userId: number): Promise<ChatMuteDto> {
    await this.ensureUser(userId);
    await this.options.repository.unmute(userId);
    return { user_id: userId, muted: false, muted_at: null };
  }

  private async ensureMatch(matchId: number): Promise<void> {
    if (!(await this.options.repository.matchExists(matchId))) throw notFound('Match', matchId);
  }

  private async ensureUser(userId: number): Promise<void> {
    if (!(await this.options.repository.userExists(userId))) throw notFound('Player', userId);
  }
}

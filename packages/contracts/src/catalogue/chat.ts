import { z } from 'zod';
import { CHAT_LIMITS, chatTextLength, normaliseChatText, type ChatMessageDto } from './chat.model';

/** Control and bidirectional-override characters: they could hide or reorder what others read. */
const INVISIBLE_CONTROLS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** The wire shapes of the match chat (chat.model.ts says what they are). */
export const chatTextSchema = z
  .string()
  .transform(normaliseChatText)
  .refine((text) => text.length > 0, 'a message cannot be empty')
  .refine((text) => chatTextLength(text) <= CHAT_LIMITS.maxLength, `at most ${CHAT_LIMITS.maxLength} characters`)
  .refine((text) => !INVISIBLE_CONTROLS.test(text), 'control characters are not allowed');

export const chatPostBodySchema = z.object({ text: chatTextSchema });
export type ChatPostBody = z.infer<typeof chatPostBodySchema>;

export const chatMessageSchema = z.object({
  id: z.number().int().positive(),
  match_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  author: z.string().nullable(),
  text: z.string(),
  created_at: z.iso.datetime(),
}) satisfies z.ZodType<ChatMessageDto>;

export const chatHistorySchema = z.object({ data: z.array(chatMessageSchema) });
export type ChatHistoryDto = z.infer<typeof chatHistorySchema>;

/** `chat_message` on the chat channel of a match. */
export const chatMessageEventSchema = z.object({ event_name: z.literal('chat_message'), message: chatMessageSchema });
/** `chat_message_deleted` on the chat channel: an operator removed the message. */
export const chatMessageDeletedEventSchema = z.object({ event_name: z.literal('chat_message_deleted'), message: z.object({ id: z.number().int().positive(), match_id: z.number().int().positive() }) });

/** Operator: mute or unmute a player in every match chat. */
export const chatMuteSchema = z.object({ user_id: z.number().int().positive(), muted: z.boolean(), muted_at: z.iso.datetime().nullable() });
export type ChatMuteDto = z.infer<typeof chatMuteSchema>;

import { CHAT_LIMITS, type ChatMessageDto } from '@sportsbook/contracts/models';

/** How many messages an open chat keeps on screen (the history, then what arrives live). */
export const CHAT_KEPT = CHAT_LIMITS.history * 2;

/**
 * A chat_message added to the messages on screen (oldest first): once (the history and the channel
 * may both bring it), in id order, the oldest dropped past CHAT_KEPT. Unchanged: the same array.
 */
export function withChatMessage(messages: readonly ChatMessageDto[], message: ChatMessageDto): readonly ChatMessageDto[] {
  if (messages.some((known) => known.id === message.id)) return messages;
  const next = [...messages, message].sort((a, b) => a.id - b.id);
  return next.length > CHAT_KEPT ? next.slice(next.length - CHAT_KEPT) : next;
}

/** A chat_message_deleted applied: the message leaves the screen. Unchanged: the same array. */
export function withoutChatMessage(messages: readonly ChatMessageDto[], id: number): readonly ChatMessageDto[] {
  return messages.some((known) => known.id === id) ? messages.filter((known) => known.id !== id) : messages;
}

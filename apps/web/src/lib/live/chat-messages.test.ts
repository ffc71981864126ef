import type { ChatMessageDto } from '@sportsbook/contracts/models';
import { describe, expect, it } from 'vitest';
import { CHAT_KEPT, withChatMessage, withoutChatMessage } from './chat-messages';

const message = (id: number): ChatMessageDto => ({ id, match_id: 1, user_id: 7, author: null, text: `m${id}`, created_at: '2025-03-01T12:00:00.000Z' });

describe('chat messages on screen', () => {
  it('adds a message once, in id order', () => {
    const shown = [message(1), message(3)];
    expect(withChatMessage(shown, message(2)).map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(withChatMessage(shown, message(3))).toBe(shown);
  });

  it('keeps the most recent CHAT_KEPT', () => {
    const full = Array.from({ length: CHAT_KEPT }, (_, index) => message(index + 1));
    const next = withChatMessage(full, message(CHAT_KEPT + 1));
    expect(next).toHaveLength(CHAT_KEPT);
    expect(next[0]!.id).toBe(2);
    expect(next.at(-1)!.id).toBe(CHAT_KEPT + 1);
  });

  it('removes a deleted message, and leaves the list alone when it is not shown', () => {
    const shown = [message(1), message(2)];
    expect(withoutChatMessage(shown, 1).map((entry) => entry.id)).toEqual([2]);
    expect(withoutChatMessage(shown, 9)).toBe(shown);
  });
});

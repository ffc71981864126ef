/**
 * Match chat (docs/chat.md): the limits and codes the API and the web form share, without zod (the
 * browser imports this through `@sportsbook/contracts/models`). Lengths count code points (an emoji
 * is one), after whitespace runs are folded to one space.
 */
export const CHAT_LIMITS = {
  maxLength: 280,
  /** Messages a newly opened chat receives (the most recent, oldest first). */
  history: 50,
  /** At most `burst` messages per player in any `windowSeconds`. */
  burst: 5,
  windowSeconds: 10,
} as const;

export const CHAT_ERROR_CODES = { muted: 'CHAT_MUTED', off: 'CHAT_OFF' } as const;

/** Folds whitespace runs (new lines included) to one space, NFC, trimmed. */
export const normaliseChatText = (text: string): string => text.normalize('NFC').replace(/\s+/gu, ' ').trim();

/** The length the limit counts: code points of the normalised text. */
export const chatTextLength = (text: string): number => [...normaliseChatText(text)].length;

/** One message as everyone reads it: plain text, shown as text (never markup, never a link). */
export interface ChatMessageDto {
  id: number;
  match_id: number;
  user_id: number;
  /** The player's nickname; null: none set (the reader shows a generic name). */
  author: string | null;
  text: string;
  created_at: string;
}

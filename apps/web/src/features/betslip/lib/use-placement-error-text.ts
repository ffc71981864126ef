'use client';

import { useCallback } from 'react';
import { useLimitDetailsText } from '@/lib/limits/use-limit-refusal';
import { useMessageText } from './use-message-text';

/**
 * The text of a refused placement, the same for the bet slip and the quick bet: a refusal by a
 * deposit, wager, loss, session-time or activity limit in the player's language from its details
 * (which limit, what is left, when it resets: WAGER_LIMIT_EXCEEDED, LOSS_LIMIT_EXCEEDED,
 * SESSION_LIMIT_REACHED, ACTIVITY_LIMIT_REACHED …), else the message key's text (useMessageText).
 */
export function usePlacementErrorText(): (messageKey: string, details?: unknown) => string {
  const text = useMessageText();
  const limitText = useLimitDetailsText();
  return useCallback((messageKey: string, details?: unknown) => limitText(details) ?? text(messageKey), [text, limitText]);
}

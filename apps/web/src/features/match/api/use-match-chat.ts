'use client';

import type { ChatMessageDto } from '@sportsbook/contracts/models';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { whenPlayer } from '@/lib/auth/require-player';
import { withChatMessage } from '@/lib/live/chat-messages';
import { queryKeys } from '@/lib/query/query-keys';
import { watchChat } from '@/lib/realtime/realtime-interest';
import { chatFailureOf, fetchChat, postChat, type ChatFailure } from './match-chat-api';

export type ChatSendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; failure: ChatFailure };

/**
 * A match's chat while its tab is open: the recent history (read once; the chat channel, subscribed
 * meanwhile, patches it: lib/live/apply-event) and the player's post; a visitor is asked to sign in.
 */
export function useMatchChat(matchId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.chat(matchId), queryFn: () => fetchChat(matchId), staleTime: Number.POSITIVE_INFINITY });
  const [state, setState] = useState<ChatSendState>({ kind: 'idle' });

  useEffect(() => watchChat(matchId), [matchId]);

  const send = useCallback(
    (text: string, onSent: () => void) => {
      whenPlayer(() => {
        setState({ kind: 'sending' });
        postChat(matchId, text)
          .then((message) => {
            queryClient.setQueryData<readonly ChatMessageDto[]>(queryKeys.chat(matchId), (previous) => withChatMessage(previous ?? [], message));
            setState({ kind: 'idle' });
            onSent();
          })
          .catch((error: unknown) => setState({ kind: 'failed', failure: chatFailureOf(error) }));
      });
    },
    [matchId, queryClient],
  );

  return { messages: query.data, loadFailed: query.isError, state, send };
}

'use client';

import { matchWinnerPredictionId, type Prediction, type PredictionAnswer } from '@sportsbook/contracts/models';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { whenPlayer } from '@/lib/auth/require-player';
import { useAuthUserId } from '@/lib/auth/use-auth-user-id';
import { queryKeys } from '@/lib/query/query-keys';
import { castVote, fetchPrediction, voteFailureOf, type VoteFailure } from './prediction-api';

export type VoteState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'voted' } | { kind: 'failed'; failure: VoteFailure };

/**
 * A match's "who will win?" prediction: read once (the match channel's vote_changed keeps the
 * tally live, lib/live/apply-event), read again when the player signs in or out (their own vote),
 * and the vote itself: a visitor's press opens sign-in first (whenPlayer).
 */
export function useMatchPrediction(matchId: number) {
  const predictionId = matchWinnerPredictionId(matchId);
  const queryClient = useQueryClient();
  const userId = useAuthUserId();
  const query = useQuery({ queryKey: queryKeys.prediction(predictionId), queryFn: () => fetchPrediction(predictionId), staleTime: Number.POSITIVE_INFINITY });
  const [state, setState] = useState<VoteState>({ kind: 'idle' });

  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    void queryClient.invalidateQueries({ queryKey: queryKeys.prediction(predictionId), exact: true });
  }, [predictionId, queryClient, userId]);

  const vote = useCallback(
    (answer: PredictionAnswer) => {
      whenPlayer(() => {
        setState({ kind: 'sending' });
        castVote(predictionId, answer)
          .then((prediction) => {
            queryClient.setQueryData<Prediction>(queryKeys.prediction(predictionId), prediction);
            setState({ kind: 'voted' });
          })
          .catch((error: unknown) => {
            setState({ kind: 'failed', failure: voteFailureOf(error) });
            void queryClient.invalidateQueries({ queryKey: queryKeys.prediction(predictionId), exact: true });
          });
      });
    },
    [predictionId, queryClient],
  );

  return { prediction: query.data, loadFailed: query.isError, state, vote };
}

import { PREDICTION_ERROR_CODES, toPrediction, type Prediction, type PredictionAnswer, type PredictionDto } from '@sportsbook/contracts/models';
import { ApiError } from '@/lib/api/api-error';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';

/** GET /vote (spec promotions §7): the tally for anyone, with the caller's own vote when signed in. */
export async function fetchPrediction(predictionId: string): Promise<Prediction> {
  return toPrediction(await sportsbookAuthRequest<PredictionDto>('/vote', { query: { prediction_id: predictionId }, optional: true }));
}

/** POST /vote: the player's one vote; answers the prediction as it is after it. */
export async function castVote(predictionId: string, answer: PredictionAnswer): Promise<Prediction> {
  return toPrediction(await sportsbookAuthRequest<PredictionDto>('/vote', { method: 'POST', body: { prediction_id: predictionId, data: answer } }));
}

/** Why a vote failed, for the player: voted already, voting closed, or anything else. */
export type VoteFailure = 'alreadyVoted' | 'closed' | 'failed';

export function voteFailureOf(error: unknown): VoteFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === PREDICTION_ERROR_CODES.alreadyVoted) return 'alreadyVoted';
  if (error.code === PREDICTION_ERROR_CODES.closed) return 'closed';
  return 'failed';
}

/**
 * Predictions and votes (spec promotions §3 "Vote: prediction_id, data, created_at"; §7 GET and
 * POST /vote). The spec names the fields only; the book's decision (docs/predictions.md): each
 * match has one prediction, "who will win?", `match:{id}:winner`, answered `1` (home), `X` (draw,
 * where the match has a 1x2 market) or `2` (away); one vote per player and prediction, open until
 * the match starts; everyone sees the share of each answer, live on the match channel.
 */
export const PREDICTION_ID_PATTERN = /^match:([1-9]\d{0,9}):winner$/;
export const PREDICTION_ANSWERS = ['1', 'X', '2'] as const;
export type PredictionAnswer = (typeof PREDICTION_ANSWERS)[number];
export const PREDICTION_ERROR_CODES = { alreadyVoted: 'ALREADY_VOTED', closed: 'VOTING_CLOSED', badAnswer: 'INVALID_ANSWER' } as const;

/** The id of a match's "who will win?" prediction. */
export function matchWinnerPredictionId(matchId: number): string {
  return `match:${matchId}:winner`;
}

/** The match a prediction id is about (NaN for an id that names none). */
export function predictionMatchId(predictionId: string): number {
  return Number(PREDICTION_ID_PATTERN.exec(predictionId)?.[1] ?? Number.NaN);
}

import type { PredictionDto, PredictionTallyDto } from './prediction';
import type { PredictionAnswer } from './prediction-id.model';

/** Client models of predictions (prediction-id.model.ts says what a prediction is). */
export interface PredictionTally {
  predictionId: string;
  answers: { answer: PredictionAnswer; votes: number; share: number }[];
  total: number;
}

export interface Prediction extends PredictionTally {
  open: boolean;
  /** The caller's own answer (null: none yet, or a visitor). */
  vote: PredictionAnswer | null;
}

export function toPredictionTally(dto: PredictionTallyDto): PredictionTally {
  return { predictionId: dto.prediction_id, answers: dto.answers.map((entry) => ({ answer: entry.data, votes: entry.votes, share: entry.share })), total: dto.total };
}

export function toPrediction(dto: PredictionDto): Prediction {
  return { ...toPredictionTally(dto), open: dto.open, vote: dto.vote?.data ?? null };
}

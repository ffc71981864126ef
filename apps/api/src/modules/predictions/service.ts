import { MATCH_STATUS } from '@sportsbook/domain';
import {
  CHANNELS,
  PREDICTION_ANSWERS,
  PREDICTION_ERROR_CODES,
  predictionMatchId,
  type PredictionAnswer,
  type PredictionDto,
  type PredictionTallyDto,
  type VoteBody,
} from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import type { PredictionsRepository } from './repository';

/**
 * Predictions (docs/predictions.md): "who will win?" per match, answered 1, X (where the match has
 * a 1x2 market) or 2; one vote per player, open until the match starts; the tally is public and
 * each vote publishes it on the match channel (`vote_changed`).
 */
export class PredictionsService {
  constructor(
    private readonly repository: PredictionsRepository,
    private readonly realtime: RealtimePublisher,
    private readonly clock: Clock,
  ) {}

  async get(predictionId: string, userId: number | null): Promise<PredictionDto> {
    const match = await this.match(predictionId);
    const [tally, vote] = await Promise.all([this.tally(predictionId, match.answers), userId === null ? null : this.repository.vote(predictionId, userId)]);
    return { ...tally, open: match.open, vote: vote && { prediction_id: predictionId, data: vote.data, created_at: vote.createdAt.toISOString() } };
  }

  async vote(userId: number, body: VoteBody): Promise<PredictionDto> {
    const match = await this.match(body.prediction_id);
    if (!match.answers.includes(body.data)) {
      throw new HttpError(400, PREDICTION_ERROR_CODES.badAnswer, `This prediction is answered ${match.answers.join(', ')}`, { field: 'data', answers: match.answers });
    }
    if (!match.open) throw new HttpError(409, PREDICTION_ERROR_CODES.closed, 'Voting closed when the match started');
    const createdAt = new Date(this.clock.now());
    if (!(await this.repository.insert(body.prediction_id, userId, body.data, createdAt))) {
      throw new HttpError(409, PREDICTION_ERROR_CODES.alreadyVoted, 'You have voted on this prediction already');
    }
    const tally = await this.tally(body.prediction_id, match.answers);
    await this.realtime.publish(CHANNELS.match(predictionMatchId(body.prediction_id)), { event_name: 'vote_changed', message: tally });
    return { ...tally, open: true, vote: { prediction_id: body.prediction_id, data: body.data, created_at: createdAt.toISOString() } };
  }

  private async match(predictionId: string): Promise<{ answers: PredictionAnswer[]; open: boolean }> {
    const match = await this.repository.match(predictionMatchId(predictionId));
    if (!match) throw notFound('Prediction', predictionId);
    return {
      answers: PREDICTION_ANSWERS.filter((answer) => answer !== 'X' || match.hasDraw),
      open: match.status === MATCH_STATUS.prematch,
    };
  }

  private async tally(predictionId: string, answers: PredictionAnswer[]): Promise<PredictionTallyDto> {
    const counts = await this.repository.tally(predictionId);
    const total = answers.reduce((sum, answer) => sum + (counts.get(answer) ?? 0), 0);
    return {
      prediction_id: predictionId,
      answers: answers.map((answer) => ({ data: answer, votes: counts.get(answer) ?? 0, share: total === 0 ? 0 : (counts.get(answer) ?? 0) / total })),
      total,
    };
  }
}

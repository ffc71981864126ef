import { z } from 'zod';
import { PREDICTION_ANSWERS, PREDICTION_ID_PATTERN } from './prediction-id.model';

/** The wire shapes of predictions and votes (prediction.model.ts says what they are). */
export const predictionIdSchema = z.string().max(40).regex(PREDICTION_ID_PATTERN, 'a prediction id such as match:12:winner');

export const predictionQuerySchema = z.object({ prediction_id: predictionIdSchema });
export const voteBodySchema = z.object({ prediction_id: predictionIdSchema, data: z.enum(PREDICTION_ANSWERS) });
export type VoteBody = z.infer<typeof voteBodySchema>;

export const voteSchema = z.object({ prediction_id: z.string(), data: z.enum(PREDICTION_ANSWERS), created_at: z.iso.datetime() });
export type VoteDto = z.infer<typeof voteSchema>;

/** Each answer's votes and share of all votes (0 to 1; 0 while nobody voted). */
export const predictionTallySchema = z.object({
  prediction_id: z.string(),
  answers: z.array(z.object({ data: z.enum(PREDICTION_ANSWERS), votes: z.number().int().nonnegative(), share: z.number().min(0).max(1) })),
  total: z.number().int().nonnegative(),
});
export type PredictionTallyDto = z.infer<typeof predictionTallySchema>;

/** GET /vote: the tally, whether voting is open, and the caller's own vote (null: none, or a visitor). */
export const predictionSchema = predictionTallySchema.extend({ open: z.boolean(), vote: voteSchema.nullable() });
export type PredictionDto = z.infer<typeof predictionSchema>;

/** `vote_changed` on the match channel: the new tally after a vote. */
export const voteChangedEventSchema = z.object({ event_name: z.literal('vote_changed'), message: predictionTallySchema });

import { z } from 'zod';
import { MATCH_TYPES, SPORT_TYPES, parseMatchSort } from '@sportsbook/domain';
import { listOf, plainTextSchema, positiveIntParamSchema } from '../common/params';
import { matchStatusSchema } from './match';

/** Query of GET /matches: every filter of spec core §7. */
export const matchesQuerySchema = z.object({
  id: listOf(positiveIntParamSchema),
  type: listOf(z.enum(MATCH_TYPES)),
  sport_key: plainTextSchema.min(1).max(64).optional(),
  sport_type: z.enum(SPORT_TYPES).optional(),
  category_id: listOf(positiveIntParamSchema),
  tournament_id: listOf(positiveIntParamSchema),
  match_status: listOf(z.coerce.number().pipe(matchStatusSchema)),
  sort_by: z
    .string()
    .refine((value) => parseMatchSort(value) !== null, { message: 'unknown sort key' })
    .optional(),
  start_from: z.iso.datetime({ offset: true }).optional(),
  start_to: z.iso.datetime({ offset: true }).optional(),
  bettable: z.stringbool().optional(),
  max_per_sport: positiveIntParamSchema.max(500).optional(),
  page: positiveIntParamSchema.default(1),
  limit: positiveIntParamSchema.max(500).default(20),
  favourite: z.stringbool().optional(),
  has_video: z.stringbool().optional(),
});
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;
export type MatchesQueryInput = z.input<typeof matchesQuerySchema>;

/** Query of GET /matches/{id}/markets (spec core §7, limit default 500 per §9). */
export const marketsQuerySchema = z.object({
  page: positiveIntParamSchema.default(1),
  limit: positiveIntParamSchema.max(500).default(500),
  group_key: plainTextSchema.min(1).max(64).optional(),
  market_id: listOf(positiveIntParamSchema),
});
export type MarketsQuery = z.infer<typeof marketsQuerySchema>;

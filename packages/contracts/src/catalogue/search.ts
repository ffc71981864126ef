import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH, SPORT_TYPES } from '@sportsbook/domain';
import { plainTextSchema } from '../common/params';
import { matchSchema, matchStatusSchema } from './match';
import { tournamentSchema } from './tournament';

export const searchQuerySchema = z.object({
  q: plainTextSchema.trim().min(SEARCH_QUERY_MIN_LENGTH).max(SEARCH_QUERY_MAX_LENGTH),
  sport_type: z.enum(SPORT_TYPES).optional(),
  match_status: z.coerce.number().pipe(matchStatusSchema).optional(),
  only_events_name: z.stringbool().optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** With only_events_name the matches carry just what a suggestion list needs. */
export const searchEventNameSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sport_key: z.string(),
  status: matchStatusSchema,
  start_time: z.string(),
});

export const searchResultSchema = z.object({
  data: z.object({
    matches: z.array(z.union([matchSchema, searchEventNameSchema])),
    tournaments: z.array(tournamentSchema),
  }),
});
export type SearchResultDto = z.infer<typeof searchResultSchema>;

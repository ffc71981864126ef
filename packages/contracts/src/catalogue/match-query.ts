import { z } from 'zod';
import { MATCH_TYPES, SPORT_TYPES, parseMatchSort } from '@sportsbook/domain';
import { matchStatusSchema } from './match';

/** A comma-separated list or repeated parameter, as `?id=1,2` or `?id=1&id=2`. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((entry) => String(entry).split(',')).filter((entry) => entry !== '');
  }, z.array(item).optional());
}

const positiveInt = z.coerce.number().int().positive();

/** Query of GET /matches: every filter of spec core §7. */
export const matchesQuerySchema = z.object({
  id: listOf(positiveInt),
  type: listOf(z.enum(MATCH_TYPES)),
  sport_key: z.string().min(1).max(64).optional(),
  sport_type: z.enum(SPORT_TYPES).optional(),
  category_id: listOf(positiveInt),
  tournament_id: listOf(positiveInt),
  match_status: listOf(z.coerce.number().pipe(matchStatusSchema)),
  sort_by: z
    .string()
    .refine((value) => parseMatchSort(value) !== null, { message: 'unknown sort key' })
    .optional(),
  start_from: z.iso.datetime({ offset: true }).optional(),
  start_to: z.iso.datetime({ offset: true }).optional(),
  bettable: z.stringbool().optional(),
  max_per_sport: positiveInt.max(500).optional(),
  page: positiveInt.default(1),
  limit: positiveInt.max(500).default(20),
  favourite: z.stringbool().optional(),
  has_video: z.stringbool().optional(),
});
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;
export type MatchesQueryInput = z.input<typeof matchesQuerySchema>;

/** Query of GET /matches/{id}/markets (spec core §7, limit default 500 per §9). */
export const marketsQuerySchema = z.object({
  page: positiveInt.default(1),
  limit: positiveInt.max(500).default(500),
  group_key: z.string().min(1).max(64).optional(),
  market_id: listOf(positiveInt),
});
export type MarketsQuery = z.infer<typeof marketsQuerySchema>;

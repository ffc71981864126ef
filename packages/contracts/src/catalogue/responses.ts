import { z } from 'zod';
import { pagedSchema } from '../common/pagination';
import { plainTextSchema, positiveIntParamSchema } from '../common/params';
import { categorySchema } from './category';
import { marketSchema } from './market';
import { matchSchema } from './match';
import { sportSchema } from './sport';
import { statisticsSchema } from './statistics';
import { tournamentSchema } from './tournament';

/** Response bodies of the catalogue endpoints, one schema each (spec core §7). */
export const sportsResponseSchema = pagedSchema(sportSchema);
export const categoriesResponseSchema = pagedSchema(categorySchema);
export const categoryResponseSchema = z.object({ data: categorySchema });
export const tournamentsResponseSchema = pagedSchema(tournamentSchema);
export const tournamentResponseSchema = z.object({ data: tournamentSchema });
export const matchesResponseSchema = pagedSchema(matchSchema);
export const matchResponseSchema = z.object({ data: matchSchema });
export const marketsResponseSchema = pagedSchema(marketSchema);
export const statisticsResponseSchema = z.object({ data: statisticsSchema.nullable() });

/** Filters of GET /categories and GET /tournaments. */
export const categoriesQuerySchema = z.object({
  sport_key: plainTextSchema.min(1).max(64).optional(),
  sport_id: positiveIntParamSchema.optional(),
});
export const tournamentsQuerySchema = z.object({
  sport_key: plainTextSchema.min(1).max(64).optional(),
  category_id: positiveIntParamSchema.optional(),
});

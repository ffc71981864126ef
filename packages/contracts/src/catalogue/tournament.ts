import { z } from 'zod';
import { categorySchema } from './category';
import { sportSchema } from './sport';

/**
 * Tournament / league (spec core §3): id, urn_id, slug, name, priority, category, sport,
 * and the outcome counts of its main and secondary markets (how many odds columns to draw).
 */
export const tournamentSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  category: categorySchema.omit({ sport: true }),
  sport: sportSchema,
  main_market_outcome_count: z.number().int().nonnegative(),
  secondary_market_outcome_count: z.number().int().nonnegative(),
});
export type TournamentDto = z.infer<typeof tournamentSchema>;

export const tournamentRefSchema = tournamentSchema.pick({ id: true, urn_id: true, slug: true, name: true });

import { z } from 'zod';
import { MATCH_STATUSES, MATCH_TYPES, PROVIDERS, type MatchStatus } from '@sportsbook/domain';
import { marketSchema } from './market';
import { categorySchema } from './category';
import { sportSchema } from './sport';
import { statisticsSchema } from './statistics';

const competitorSchema = z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() });

export const matchStatusSchema = z.union(MATCH_STATUSES.map((status) => z.literal(status)) as [
  z.ZodLiteral<MatchStatus>,
  ...z.ZodLiteral<MatchStatus>[],
]);

/**
 * Match or outright (spec core §3). Outrights (type season, simple_tournament, stage) carry a
 * name, their parent tournament, competitors and end_date; they have no home/away.
 */
export const matchSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  type: z.enum(MATCH_TYPES),
  name: z.string(),
  tournament: z.object({
    id: z.number().int(),
    urn_id: z.string(),
    slug: z.string(),
    name: z.string(),
    priority: z.number().int(),
    /** Priorities per listing context (home, live …), so each page can order its leagues. */
    priorities: z.record(z.string(), z.number().int()),
    category: categorySchema.omit({ sport: true }),
  }),
  sport: sportSchema,
  competitors: z.object({ home: competitorSchema, away: competitorSchema }).nullable(),
  outright_competitors: z.array(competitorSchema),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  status: matchStatusSchema,
  stage: z.string().nullable(),
  start_time: z.string(),
  end_date: z.string().nullable(),
  statistics: statisticsSchema.nullable(),
  available_markets: z.number().int().nonnegative(),
  main_market: marketSchema.nullable(),
  secondary_market: marketSchema.nullable(),
  top_markets: z.array(marketSchema),
  has_video: z.boolean(),
  bets_count: z.number().int().nonnegative(),
  provider: z.enum(PROVIDERS),
  is_provider_stats_available: z.boolean(),
});
export type MatchDto = z.infer<typeof matchSchema>;

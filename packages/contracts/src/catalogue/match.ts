import { z } from 'zod';
import { MATCH_STATUSES, OUTRIGHT_TYPES, PROVIDERS, type MatchStatus } from '@sportsbook/domain';
import { marketSchema } from './market';
import { categorySchema } from './category';
import { sportSchema } from './sport';
import { statisticsSchema } from './statistics';
import { tournamentRefSchema } from './tournament';

const competitorSchema = z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() });

export const matchStatusSchema = z.union(MATCH_STATUSES.map((status) => z.literal(status)) as [
  z.ZodLiteral<MatchStatus>,
  ...z.ZodLiteral<MatchStatus>[],
]);

/** What a match and an outright both carry. */
const eventFieldsSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
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

/** Match (spec core §3): two competitors, home and away; no parent. */
export const plainMatchSchema = eventFieldsSchema.extend({
  type: z.literal('match'),
  parent: z.null(),
  competitors: z.object({ home: competitorSchema, away: competitorSchema }),
});
export type PlainMatchDto = z.infer<typeof plainMatchSchema>;

/**
 * Outright (spec core §3: id, name, parent, competitors, start_time, end_date, status), type
 * season, simple_tournament or stage: its parent tournament and the list of its competitors.
 */
export const outrightSchema = eventFieldsSchema.extend({
  type: z.enum(OUTRIGHT_TYPES),
  parent: tournamentRefSchema,
  competitors: z.array(competitorSchema),
});
export type OutrightDto = z.infer<typeof outrightSchema>;

/** Match or outright, told apart by `type`; both are served by the match endpoints. */
export const matchSchema = z.discriminatedUnion('type', [plainMatchSchema, outrightSchema]);
export type MatchDto = z.infer<typeof matchSchema>;

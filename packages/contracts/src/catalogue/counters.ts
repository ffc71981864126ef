import { z } from 'zod';

/** Counts per id (spec core §3); outrights = season + simple_tournament + stage. */
export const countsSchema = z.object({
  match_count: z.number().int().nonnegative(),
  season_count: z.number().int().nonnegative(),
  simple_tournament_count: z.number().int().nonnegative(),
  stage_count: z.number().int().nonnegative(),
});
export type CountsDto = z.infer<typeof countsSchema>;

export const countersSchema = z.object({
  live: countsSchema,
  sports: z.record(z.string(), countsSchema),
  categories: z.record(z.string(), countsSchema),
  tournaments: z.record(z.string(), countsSchema),
});
export type CountersDto = z.infer<typeof countersSchema>;

/** Filters the counters call accepts (sanitised: unknown keys are dropped). */
export const countersRequestSchema = z
  .object({
    sport_type: z.enum(['regular', 'cyber', 'premium_cricket']).optional(),
    start_from: z.iso.datetime({ offset: true }).optional(),
    start_to: z.iso.datetime({ offset: true }).optional(),
    bettable: z.boolean().optional(),
  })
  .strip();
export type CountersRequest = z.infer<typeof countersRequestSchema>;

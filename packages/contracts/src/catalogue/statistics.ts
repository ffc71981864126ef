import { z } from 'zod';

const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

/** Match statistics (spec core §3): clock, scores, periods, server, period count. */
export const statisticsSchema = z.object({
  clock: z
    .object({
      match_time: z.string().nullable(),
      stoppage_time: z.string().nullable(),
      remaining_time: z.string().nullable(),
      stopped: z.boolean(),
    })
    .nullable(),
  total_score: scoreSchema.nullable(),
  game_score: scoreSchema.nullable(),
  period_score: z.array(
    z.object({
      period_key: z.string(),
      period_name: z.string(),
      number: z.number().int(),
      type: z.string(),
      home_score: z.number().int(),
      away_score: z.number().int(),
    }),
  ),
  current_server: z.enum(['home', 'away']).nullable(),
  max_period_number: z.number().int().nullable(),
  corners: scoreSchema.nullable().optional(),
  yellow_cards: scoreSchema.nullable().optional(),
  red_cards: scoreSchema.nullable().optional(),
});
export type StatisticsDto = z.infer<typeof statisticsSchema>;

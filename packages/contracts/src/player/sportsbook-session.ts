import { z } from 'zod';
import type { SportsbookSessionDto } from './sportsbook-session.model';

/** Schemas of /platform/sportsbook_sessions (spec promotions §3, §7; issue 21). */
export const sportsbookSessionSchema = z.object({
  bets_sum: z.number().int(),
  wins_sum: z.number().int(),
  currency: z.string(),
  period: z.object({ from: z.iso.datetime(), to: z.iso.datetime() }),
  reality_check_interval_seconds: z.number().int().positive(),
  next_reality_check_at: z.iso.datetime(),
  session_ends_at: z.iso.datetime().nullable(),
}) satisfies z.ZodType<SportsbookSessionDto>;

/** PUT /sportsbook_sessions/reality_check: the player's own interval (at least the site's minimum). */
export const realityCheckBodySchema = z.object({ interval_seconds: z.number().int().positive().max(24 * 60 * 60) }).strict();
export type RealityCheckBody = z.infer<typeof realityCheckBodySchema>;

import { z } from 'zod';
import { MARKET_STATUSES, type MarketStatus } from '@sportsbook/domain';

/** Outcome (spec core §3): id, name, active, odds (decimal, 3 places). */
export const outcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  odds: z.number().positive(),
});
export type OutcomeDto = z.infer<typeof outcomeSchema>;

const marketStatusSchema = z.union(MARKET_STATUSES.map((status) => z.literal(status)) as [
  z.ZodLiteral<MarketStatus>,
  ...z.ZodLiteral<MarketStatus>[],
]);

/**
 * Market (spec core §3). `id` is the market type (1 = 1x2, 18 = total …) and `specifier`
 * tells lines apart ("total=2.5"), as feeds do; id + specifier is unique within a match.
 */
export const marketSchema = z.object({
  match_urn_id: z.string(),
  id: z.number().int(),
  name: z.string(),
  status: marketStatusSchema,
  specifier: z.string(),
  outcomes: z.array(outcomeSchema),
  market_groups: z.array(z.string()),
  priority: z.number().int(),
  most_balanced: z.boolean(),
  next_bet_stop: z.string().nullable(),
  custom_bet_groups: z.array(z.string()),
});
export type MarketDto = z.infer<typeof marketSchema>;

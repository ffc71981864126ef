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

export interface Outcome {
  outcomeId: string;
  name: string;
  active: boolean;
  odds: number;
}

export interface Market {
  matchUrnId: string;
  marketId: number;
  name: string;
  status: MarketStatus;
  specifier: string;
  outcomes: Outcome[];
  marketGroups: string[];
  priority: number;
  mostBalanced: boolean;
  nextBetStop: string | null;
  customBetGroups: string[];
}

export function toOutcome(dto: OutcomeDto): Outcome {
  return { outcomeId: dto.id, name: dto.name, active: dto.active, odds: dto.odds };
}

export function toMarket(dto: MarketDto): Market {
  return {
    matchUrnId: dto.match_urn_id,
    marketId: dto.id,
    name: dto.name,
    status: dto.status,
    specifier: dto.specifier,
    outcomes: dto.outcomes.map(toOutcome),
    marketGroups: dto.market_groups,
    priority: dto.priority,
    mostBalanced: dto.most_balanced,
    nextBetStop: dto.next_bet_stop,
    customBetGroups: dto.custom_bet_groups,
  };
}

/** A market's key inside one match: its type id and its specifier. */
export function marketKey(market: { marketId: number; specifier: string }): string {
  return market.specifier ? `${market.marketId}|${market.specifier}` : String(market.marketId);
}

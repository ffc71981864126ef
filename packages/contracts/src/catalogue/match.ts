import { z } from 'zod';
import {
  MATCH_STATUSES,
  MATCH_TYPES,
  PROVIDERS,
  isLiveStatus,
  type MatchStatus,
  type MatchType,
  type Provider,
} from '@sportsbook/domain';
import { marketSchema, toMarket, type Market } from './market';
import { categorySchema } from './category';
import { sportSchema, toSport, type Sport } from './sport';
import { statisticsSchema, toStatistics, type Statistics } from './statistics';

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

export interface Competitor {
  id: string;
  name: string;
  logo: string | null;
}

export interface Match {
  matchId: number;
  urnId: string;
  slug: string;
  type: MatchType;
  name: string;
  tournament: {
    id: number;
    urnId: string;
    slug: string;
    name: string;
    priority: number;
    priorities: Record<string, number>;
    category: { id: number; slug: string; name: string; priority: number; countryCode: string | null };
  };
  sport: Sport;
  competitors: { home: Competitor; away: Competitor } | null;
  outrightCompetitors: Competitor[];
  stadium: string | null;
  city: string | null;
  status: MatchStatus;
  isLive: boolean;
  stage: string | null;
  startTime: string;
  endDate: string | null;
  statistics: Statistics | null;
  availableMarketsCount: number;
  mainMarket: Market | null;
  secondaryMarket: Market | null;
  topMarkets: Market[];
  hasVideo: boolean;
  betsCount: number;
  provider: Provider;
  isProviderStatsAvailable: boolean;
}

export function toMatch(dto: MatchDto): Match {
  const { category } = dto.tournament;
  return {
    matchId: dto.id,
    urnId: dto.urn_id,
    slug: dto.slug,
    type: dto.type,
    name: dto.name,
    tournament: {
      id: dto.tournament.id,
      urnId: dto.tournament.urn_id,
      slug: dto.tournament.slug,
      name: dto.tournament.name,
      priority: dto.tournament.priority,
      priorities: dto.tournament.priorities,
      category: {
        id: category.id,
        slug: category.slug,
        name: category.name,
        priority: category.priority,
        countryCode: category.country_code,
      },
    },
    sport: toSport(dto.sport),
    competitors: dto.competitors,
    outrightCompetitors: dto.outright_competitors,
    stadium: dto.stadium,
    city: dto.city,
    status: dto.status,
    isLive: isLiveStatus(dto.status),
    stage: dto.stage,
    startTime: dto.start_time,
    endDate: dto.end_date,
    statistics: dto.statistics && toStatistics(dto.statistics),
    availableMarketsCount: dto.available_markets,
    mainMarket: dto.main_market && toMarket(dto.main_market),
    secondaryMarket: dto.secondary_market && toMarket(dto.secondary_market),
    topMarkets: dto.top_markets.map(toMarket),
    hasVideo: dto.has_video,
    betsCount: dto.bets_count,
    provider: dto.provider,
    isProviderStatsAvailable: dto.is_provider_stats_available,
  };
}

import { isLiveStatus, type MatchStatus, type MatchType, type Provider } from '@sportsbook/domain';
import type { MatchDto } from './match';
import { toMarket, type Market } from './market.model';
import { toSport, type Sport } from './sport.model';
import { toStatistics, type Statistics } from './statistics.model';

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

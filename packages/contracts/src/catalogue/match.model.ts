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

/** The tournament an outright belongs to (spec core §3 "parent"). */
export interface ParentTournament {
  id: number;
  urnId: string;
  slug: string;
  name: string;
}

/** What a match and an outright both carry. */
interface EventFields {
  matchId: number;
  urnId: string;
  slug: string;
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

/** A match: home and away, no parent. */
export interface PlainMatch extends EventFields {
  type: 'match';
  parent: null;
  competitors: { home: Competitor; away: Competitor };
}

/** An outright (spec core §3): its parent tournament and the list of its competitors. */
export interface Outright extends EventFields {
  type: Exclude<MatchType, 'match'>;
  parent: ParentTournament;
  competitors: Competitor[];
}

/** Match or outright, told apart by `type` (narrow on `type === 'match'`). */
export type Match = PlainMatch | Outright;

/** Home and away of a match; null for an outright, whose competitors are a list. */
export function homeAndAway(match: Pick<Match, 'competitors'>): { home: Competitor; away: Competitor } | null {
  return Array.isArray(match.competitors) ? null : match.competitors;
}

export function toMatch(dto: MatchDto): Match {
  const fields = toEventFields(dto);
  if (dto.type === 'match') return { ...fields, type: dto.type, parent: null, competitors: dto.competitors };
  const { parent } = dto;
  return {
    ...fields,
    type: dto.type,
    parent: { id: parent.id, urnId: parent.urn_id, slug: parent.slug, name: parent.name },
    competitors: dto.competitors,
  };
}

function toEventFields(dto: MatchDto): EventFields {
  const { category } = dto.tournament;
  return {
    matchId: dto.id,
    urnId: dto.urn_id,
    slug: dto.slug,
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

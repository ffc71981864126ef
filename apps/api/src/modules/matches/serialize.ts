import type { MarketDto, MatchDto } from '@sportsbook/contracts';
import type { MarketStatus, MatchStatus } from '@sportsbook/domain';
import { toCategoryRef, toSportDto } from '../catalogue/serialize';
import type { MarketRow, MatchRow } from './repository';

export function toMarketDto(row: MarketRow, matchUrnId: string): MarketDto {
  return {
    match_urn_id: matchUrnId,
    id: row.typeId,
    name: row.name,
    status: row.status as MarketStatus,
    specifier: row.specifier,
    outcomes: row.outcomes.map((outcome) => ({
      id: outcome.outcomeKey,
      name: outcome.name,
      active: outcome.active,
      // Thousandths to 3 decimals (ARCHITECTURE §5).
      odds: outcome.odds / 1000,
    })),
    market_groups: row.marketGroups,
    priority: row.priority,
    most_balanced: row.mostBalanced,
    next_bet_stop: row.nextBetStop?.toISOString() ?? null,
    custom_bet_groups: row.customBetGroups,
  };
}

/**
 * A match or an outright with its main, secondary and top markets (top_rank 1, 2, 1..n). An
 * outright's parent is its tournament and its competitors the list (spec core §3).
 */
export function toMatchDto(row: MatchRow, topMarkets: MarketRow[]): MatchDto {
  const ranked = topMarkets.map((market) => ({ rank: market.topRank, dto: toMarketDto(market, row.urnId) })).sort((a, b) => a.rank - b.rank);
  const fields = {
    id: row.id,
    urn_id: row.urnId,
    slug: row.slug,
    name: row.name,
    tournament: {
      id: row.tournament.id,
      urn_id: row.tournament.urnId,
      slug: row.tournament.slug,
      name: row.tournament.name,
      priority: row.tournament.priority,
      priorities: row.tournament.priorities,
      category: toCategoryRef(row.category),
    },
    sport: toSportDto(row.sport),
    stadium: row.stadium,
    city: row.city,
    status: row.status as MatchStatus,
    stage: row.stage,
    start_time: row.startTime.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    statistics: row.statistics,
    available_markets: row.availableMarkets,
    main_market: ranked.find((market) => market.rank === 1)?.dto ?? null,
    secondary_market: ranked.find((market) => market.rank === 2)?.dto ?? null,
    top_markets: ranked.map((market) => market.dto),
    has_video: row.hasVideo,
    bets_count: row.betsCount,
    provider: row.provider,
    is_provider_stats_available: row.isProviderStatsAvailable,
  };
  if (row.type !== 'match') {
    const { tournament } = row;
    return {
      ...fields,
      type: row.type,
      parent: { id: tournament.id, urn_id: tournament.urnId, slug: tournament.slug, name: tournament.name },
      competitors: row.outrightCompetitors,
    };
  }
  // A match row without both sides breaks the feed's contract: refuse it rather than serve a half match.
  if (!row.home || !row.away) throw new Error(`match ${row.id} has no home or away competitor`);
  return { ...fields, type: row.type, parent: null, competitors: { home: row.home, away: row.away } };
}

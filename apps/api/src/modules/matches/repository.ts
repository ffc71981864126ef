import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { MatchSort, MatchStatus, MatchType, SportType } from '@sportsbook/domain';
import type { Database } from '../../db/client';
import { categories, feedMatchStates, markets, matches, outcomes, sports, tournaments } from '../../db/schema';

export interface MatchFilter {
  ids?: number[];
  types?: MatchType[];
  sportKey?: string;
  sportType?: SportType;
  categoryIds?: number[];
  tournamentIds?: number[];
  statuses?: MatchStatus[];
  startFrom?: Date;
  startTo?: Date;
  bettable?: boolean;
  hasVideo?: boolean;
  nameLike?: string;
}

export interface MatchPageRequest {
  filter: MatchFilter;
  sort: MatchSort[];
  maxPerSport?: number;
  offset: number;
  limit: number;
}

export type MatchRow = typeof matches.$inferSelect & {
  sport: typeof sports.$inferSelect;
  category: typeof categories.$inferSelect;
  tournament: typeof tournaments.$inferSelect;
};

export type MarketRow = typeof markets.$inferSelect & { outcomes: (typeof outcomes.$inferSelect)[] };

export interface MarketFilter {
  topOnly?: boolean;
  groupKey?: string;
  typeIds?: number[];
}

const SORT_COLUMNS = {
  sport: sports.priority,
  category: categories.priority,
  tournament_id: matches.tournamentId,
  tournament_priority: tournaments.priority,
  start_time: matches.startTime,
  bets_count: matches.betsCount,
} as const;

/** Match listings (spec core §7 GET /matches): one query per page, filters on indexed columns. */
export class MatchesRepository {
  constructor(private readonly db: Database) {}

  async page(request: MatchPageRequest): Promise<{ rows: MatchRow[]; total: number }> {
    const order = [...request.sort.map((sort) => (sort.direction === 'asc' ? asc : desc)(SORT_COLUMNS[sort.field])), asc(matches.id)];
    const conditions = this.conditions(request.filter);
    if (request.maxPerSport !== undefined) {
      const ranked = this.db.select({
        id: matches.id,
        rank: sql<number>`row_number() over (partition by ${matches.sportId} order by ${sql.join(order, sql`, `)})`.as('rank'),
      }).from(matches)
        .innerJoin(sports, eq(sports.id, matches.sportId))
        .innerJoin(categories, eq(categories.id, matches.categoryId))
        .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
        .where(and(...conditions)).as('ranked');
      const kept = this.db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, request.maxPerSport));
      conditions.push(inArray(matches.id, kept));
    }
    const rows = await this.db.select({
      match: matches, sport: sports, category: categories, tournament: tournaments,
      total: sql<number>`count(*) over()`.mapWith(Number),
    }).from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .innerJoin(categories, eq(categories.id, matches.categoryId))
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .where(and(...conditions))
      .orderBy(...order)
      .limit(request.limit)
      .offset(request.offset);
    const first = rows[0];
    const total = first ? first.total : request.offset > 0 ? await this.count(conditions) : 0;
    return { rows: rows.map((row) => ({ ...row.match, sport: row.sport, category: row.category, tournament: row.tournament })), total };
  }

  async byId(id: number): Promise<MatchRow | null> {
    const { rows } = await this.page({ filter: { ids: [id] }, sort: [], offset: 0, limit: 1 });
    return rows[0] ?? null;
  }

  /** What decides whether a match is on air (modules/streams broadcast.ts): its status and its broadcast flag. */
  async broadcastState(id: number): Promise<{ status: number; hasVideo: boolean } | null> {
    const [row] = await this.db.select({ status: matches.status, hasVideo: matches.hasVideo }).from(matches).where(eq(matches.id, id));
    return row ?? null;
  }

  async statistics(id: number): Promise<{ statistics: MatchRow['statistics'] } | null> {
    const [row] = await this.db.select({ statistics: matches.statistics }).from(matches).where(eq(matches.id, id));
    return row ?? null;
  }

  /** The simulator's saved state of the match (its live tracker is in it); null state: not in play, or settled. */
  async feedState(id: number): Promise<{ state: unknown } | null> {
    const [row] = await this.db.select({ state: feedMatchStates.state }).from(matches)
      .leftJoin(feedMatchStates, eq(feedMatchStates.matchId, matches.id)).where(eq(matches.id, id));
    return row ?? null;
  }

  /** Listed markets (status ≠ 0, spec core §3) with outcomes, ordered for display. */
  async markets(matchIds: number[], filter: MarketFilter = {}): Promise<MarketRow[]> {
    if (matchIds.length === 0) return [];
    const conditions: SQL[] = [inArray(markets.matchId, matchIds), ne(markets.status, 0)];
    if (filter.topOnly) conditions.push(sql`${markets.topRank} > 0`);
    if (filter.groupKey !== undefined) conditions.push(sql`${markets.marketGroups} @> ${JSON.stringify([filter.groupKey])}::jsonb`);
    if (filter.typeIds !== undefined) conditions.push(inArray(markets.typeId, filter.typeIds));
    const rows = await this.db.select({ market: markets, outcome: outcomes }).from(markets)
      .innerJoin(outcomes, eq(outcomes.marketId, markets.id))
      .where(and(...conditions))
      .orderBy(asc(markets.matchId), asc(markets.priority), asc(markets.typeId), asc(markets.specifier), asc(outcomes.position));
    const byId = new Map<number, MarketRow>();
    for (const { market, outcome } of rows) {
      const entry = byId.get(market.id) ?? { ...market, outcomes: [] };
      entry.outcomes.push(outcome);
      byId.set(market.id, entry);
    }
    return [...byId.values()];
  }

  private async count(conditions: SQL[]): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .innerJoin(categories, eq(categories.id, matches.categoryId))
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .where(and(...conditions));
    return row?.count ?? 0;
  }

  private conditions(filter: MatchFilter): SQL[] {
    const conditions: SQL[] = [];
    if (filter.ids) conditions.push(inArray(matches.id, filter.ids));
    if (filter.types) conditions.push(inArray(matches.type, filter.types));
    if (filter.sportKey !== undefined) conditions.push(eq(sports.key, filter.sportKey));
    if (filter.sportType !== undefined) conditions.push(eq(sports.type, filter.sportType));
    if (filter.categoryIds) conditions.push(inArray(matches.categoryId, filter.categoryIds));
    if (filter.tournamentIds) conditions.push(inArray(matches.tournamentId, filter.tournamentIds));
    if (filter.statuses) conditions.push(inArray(matches.status, filter.statuses));
    if (filter.startFrom) conditions.push(gte(matches.startTime, filter.startFrom));
    if (filter.startTo) conditions.push(lte(matches.startTime, filter.startTo));
    if (filter.bettable !== undefined) {
      const bettable = sql`(${matches.status} in (0, 1) and ${matches.openMarkets} > 0)`;
      conditions.push(filter.bettable ? bettable : sql`not ${bettable}`);
    }
    if (filter.hasVideo !== undefined) conditions.push(eq(matches.hasVideo, filter.hasVideo));
    if (filter.nameLike !== undefined) conditions.push(sql`lower(${matches.name}) like ${filter.nameLike}`);
    return conditions;
  }
}

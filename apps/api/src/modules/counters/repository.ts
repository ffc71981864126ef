import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { MatchType, SportType } from '@sportsbook/domain';
import type { Database } from '../../db/client';
import { matches, sports } from '../../db/schema';

export interface CountRow {
  sportId: number;
  categoryId: number;
  tournamentId: number;
  type: MatchType;
  status: number;
  count: number;
}

export interface CountFilter {
  sportType?: SportType;
  startFrom?: Date;
  startTo?: Date;
  bettable?: boolean;
}

/** Grouped counts of open matches; the service folds them into the counters shape. */
export class CountersRepository {
  constructor(private readonly db: Database) {}

  async grouped(filter: CountFilter): Promise<CountRow[]> {
    const conditions: SQL[] = [inArray(matches.status, [0, 1, 2])];
    if (filter.sportType !== undefined) conditions.push(eq(sports.type, filter.sportType));
    if (filter.startFrom) conditions.push(gte(matches.startTime, filter.startFrom));
    if (filter.startTo) conditions.push(lte(matches.startTime, filter.startTo));
    if (filter.bettable) conditions.push(sql`(${matches.status} in (0, 1) and ${matches.openMarkets} > 0)`);
    return this.db.select({
      sportId: matches.sportId,
      categoryId: matches.categoryId,
      tournamentId: matches.tournamentId,
      type: matches.type,
      status: matches.status,
      count: sql<number>`count(*)`.mapWith(Number),
    }).from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .where(and(...conditions))
      .groupBy(matches.sportId, matches.categoryId, matches.tournamentId, matches.type, matches.status);
  }
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, sports, tournaments } from '../../db/schema';
import type { TournamentRow } from '../catalogue/repository';

/** Tournament name search; matches are searched through the matches repository's filter. */
export class SearchRepository {
  constructor(private readonly db: Database) {}

  async tournaments(pattern: string, sportType: string | undefined, limit: number): Promise<TournamentRow[]> {
    const rows = await this.db.select({ tournament: tournaments, sport: sports, category: categories }).from(tournaments)
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .innerJoin(categories, eq(categories.id, tournaments.categoryId))
      .where(sportType === undefined
        ? sql`lower(${tournaments.name}) like ${pattern}`
        : sql`lower(${tournaments.name}) like ${pattern} and ${sports.type} = ${sportType}`)
      .orderBy(asc(tournaments.priority), asc(tournaments.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.tournament, sport: row.sport, category: row.category }));
  }
}

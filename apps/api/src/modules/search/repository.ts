import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, sports, tournaments } from '../../db/schema';
import type { TournamentRow } from '../catalogue/repository';

/** Tournament name search; matches are searched through the matches repository's filter. */
export class SearchRepository {
  constructor(private readonly db: Database) {}

  /** Tournaments whose seeded name is like `pattern`, or is one of `alsoNamed` (found by a translation of it). */
  async tournaments(pattern: string, sportType: string | undefined, limit: number, alsoNamed: readonly string[] = []): Promise<TournamentRow[]> {
    const byName = alsoNamed.length > 0 ? or(sql`lower(${tournaments.name}) like ${pattern}`, inArray(tournaments.name, [...alsoNamed])) : sql`lower(${tournaments.name}) like ${pattern}`;
    const rows = await this.db.select({ tournament: tournaments, sport: sports, category: categories }).from(tournaments)
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .innerJoin(categories, eq(categories.id, tournaments.categoryId))
      .where(sportType === undefined ? byName : sql`(${byName}) and ${sports.type} = ${sportType}`)
      .orderBy(asc(tournaments.priority), asc(tournaments.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.tournament, sport: row.sport, category: row.category }));
  }
}

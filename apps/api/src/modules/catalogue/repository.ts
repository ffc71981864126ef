import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, sports, tournaments } from '../../db/schema';

export type SportRow = typeof sports.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect & { sport: SportRow };
export type TournamentRow = typeof tournaments.$inferSelect & { sport: SportRow; category: typeof categories.$inferSelect };

export interface CategoryFilter {
  sportKey?: string;
  sportId?: number;
  id?: number;
}

export interface TournamentFilter {
  sportKey?: string;
  categoryId?: number;
  ids?: number[];
}

/** Sports, categories and tournaments (spec core §3), each list ordered by priority. */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  listSports(): Promise<SportRow[]> {
    return this.db.select().from(sports).orderBy(asc(sports.priority), asc(sports.id));
  }

  async listCategories(filter: CategoryFilter): Promise<CategoryRow[]> {
    const conditions: SQL[] = [];
    if (filter.sportKey !== undefined) conditions.push(eq(sports.key, filter.sportKey));
    if (filter.sportId !== undefined) conditions.push(eq(sports.id, filter.sportId));
    if (filter.id !== undefined) conditions.push(eq(categories.id, filter.id));
    const rows = await this.db.select({ category: categories, sport: sports }).from(categories)
      .innerJoin(sports, eq(sports.id, categories.sportId))
      .where(and(...conditions))
      .orderBy(asc(sports.priority), asc(categories.priority), asc(categories.id));
    return rows.map((row) => ({ ...row.category, sport: row.sport }));
  }

  async listTournaments(filter: TournamentFilter): Promise<TournamentRow[]> {
    const conditions: SQL[] = [];
    if (filter.sportKey !== undefined) conditions.push(eq(sports.key, filter.sportKey));
    if (filter.categoryId !== undefined) conditions.push(eq(tournaments.categoryId, filter.categoryId));
    if (filter.ids !== undefined) conditions.push(inArray(tournaments.id, filter.ids));
    const rows = await this.db.select({ tournament: tournaments, sport: sports, category: categories }).from(tournaments)
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .innerJoin(categories, eq(categories.id, tournaments.categoryId))
      .where(and(...conditions))
      .orderBy(asc(sports.priority), asc(tournaments.priority), asc(tournaments.id));
    return rows.map((row) => ({ ...row.tournament, sport: row.sport, category: row.category }));
  }
}

import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, matches, tournaments, users, type FavouriteKind } from '../../db/schema';

export type AddOutcome = 'added' | 'already' | 'unknown_item' | 'limit';

/** favourites rows: a player's marked matches and tournaments. */
export class FavouritesRepository {
  constructor(private readonly db: Database) {}

  /** The ids a player marked, oldest first. */
  async ids(userId: number, kind: FavouriteKind): Promise<number[]> {
    const rows = await this.db.select({ itemId: favourites.itemId }).from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.kind, kind)))
      .orderBy(asc(favourites.createdAt), asc(favourites.itemId));
    return rows.map((row) => row.itemId);
  }

  /**
   * Marks an item that exists, unless the player already has `limit` of its kind. The player's
   * row is locked first so that two marks racing past the count cannot both be the last one.
   */
  async add(userId: number, kind: FavouriteKind, itemId: number, limit: number): Promise<AddOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const [marked] = await tx.select({ itemId: favourites.itemId }).from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.kind, kind), eq(favourites.itemId, itemId)));
      if (marked) return 'already';
      const table = kind === 'match' ? matches : tournaments;
      const [item] = await tx.select({ id: table.id }).from(table).where(eq(table.id, itemId));
      if (!item) return 'unknown_item';
      const [held] = await tx.select({ total: count() }).from(favourites).where(and(eq(favourites.userId, userId), eq(favourites.kind, kind)));
      if ((held?.total ?? 0) >= limit) return 'limit';
      await tx.insert(favourites).values({ userId, kind, itemId });
      return 'added';
    });
  }

  async remove(userId: number, kind: FavouriteKind, itemId: number): Promise<void> {
    await this.db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.kind, kind), eq(favourites.itemId, itemId)));
  }
}

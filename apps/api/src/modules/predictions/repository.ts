import { and, eq, sql } from 'drizzle-orm';
import type { PredictionAnswer } from '@sportsbook/contracts';
import type { Database } from '../../db/client';
import { markets, matches, votes } from '../../db/schema';

/** The Betradar-style type id of the 1x2 market: a match with one can end in a draw. */
const THREE_WAY_MARKET_TYPE = 1;

export interface PredictionMatch {
  status: number;
  hasDraw: boolean;
}

/** votes rows, and what a prediction needs to know of its match. */
export class PredictionsRepository {
  constructor(private readonly db: Database) {}

  async match(matchId: number): Promise<PredictionMatch | null> {
    const [row] = await this.db
      .select({
        status: matches.status,
        hasDraw: sql<boolean>`exists (select 1 from ${markets} where ${markets.matchId} = ${matchId} and ${markets.typeId} = ${THREE_WAY_MARKET_TYPE})`,
      })
      .from(matches)
      .where(eq(matches.id, matchId));
    return row ?? null;
  }

  async tally(predictionId: string): Promise<Map<PredictionAnswer, number>> {
    const rows = await this.db
      .select({ data: votes.data, votes: sql<number>`count(*)::int` })
      .from(votes)
      .where(eq(votes.predictionId, predictionId))
      .groupBy(votes.data);
    return new Map(rows.map((row) => [row.data as PredictionAnswer, row.votes]));
  }

  async vote(predictionId: string, userId: number): Promise<{ data: PredictionAnswer; createdAt: Date } | null> {
    const [row] = await this.db
      .select({ data: votes.data, createdAt: votes.createdAt })
      .from(votes)
      .where(and(eq(votes.predictionId, predictionId), eq(votes.userId, userId)));
    return row ? { data: row.data as PredictionAnswer, createdAt: row.createdAt } : null;
  }

  /** False when the player has voted on this prediction already (the key decides, races included). */
  async insert(predictionId: string, userId: number, data: PredictionAnswer, createdAt: Date): Promise<boolean> {
    const rows = await this.db.insert(votes).values({ predictionId, userId, data, createdAt }).onConflictDoNothing().returning({ userId: votes.userId });
    return rows.length === 1;
  }
}

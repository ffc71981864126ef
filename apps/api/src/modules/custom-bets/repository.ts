import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedMatchStates, matches, sports } from '../../db/schema';
import { MatchesRepository, type MarketRow } from '../matches/repository';

export interface BuilderMatchRow {
  id: number;
  urnId: string;
  status: number;
  sportKey: string;
  /** The simulator's SimMatch JSON (feed_match_states), null when it keeps none for the match. */
  state: unknown;
}

/** Reads of the bet builder: a match with its simulator state, and its listed markets. */
export class CustomBetsRepository {
  private readonly catalogue: MatchesRepository;

  constructor(private readonly db: Database) {
    this.catalogue = new MatchesRepository(db);
  }

  async match(id: number): Promise<BuilderMatchRow | null> {
    const [row] = await this.db.select({
      id: matches.id, urnId: matches.urnId, status: matches.status, sportKey: sports.key, state: feedMatchStates.state,
    }).from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .leftJoin(feedMatchStates, eq(feedMatchStates.matchId, matches.id))
      .where(eq(matches.id, id));
    return row ?? null;
  }

  /** Listed markets (status ≠ 0) with their outcomes, in display order. */
  async markets(matchId: number): Promise<MarketRow[]> {
    return this.catalogue.markets([matchId]);
  }
}

import { eq } from 'drizzle-orm';
import type { ShareBetBody } from '@sportsbook/contracts';
import type { Database } from '../../db/client';
import { shareCodes } from '../../db/schema';
import { MatchesRepository, type MarketRow, type MatchRow } from '../matches/repository';

/** share_codes rows, and the catalogue reads that rebuild a shared slip. */
export class ShareCodesRepository {
  private readonly catalogue: MatchesRepository;

  constructor(private readonly db: Database) {
    this.catalogue = new MatchesRepository(db);
  }

  /** False when the code is taken (the caller draws another). */
  async insert(code: string, userId: number | null, bets: ShareBetBody[]): Promise<boolean> {
    const rows = await this.db.insert(shareCodes).values({ code, userId, bets }).onConflictDoNothing().returning({ code: shareCodes.code });
    return rows.length === 1;
  }

  async find(code: string): Promise<{ bets: unknown } | null> {
    const [row] = await this.db.select({ bets: shareCodes.bets }).from(shareCodes).where(eq(shareCodes.code, code));
    return row ?? null;
  }

  async matches(ids: number[]): Promise<MatchRow[]> {
    if (ids.length === 0) return [];
    return (await this.catalogue.page({ filter: { ids }, sort: [], offset: 0, limit: ids.length })).rows;
  }

  async markets(matchIds: number[]): Promise<MarketRow[]> {
    return this.catalogue.markets(matchIds);
  }
}

import { and, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { StatisticsDto } from '@sportsbook/contracts';
import { MARKET_STATUS, MATCH_STATUS, type MarketStatus, type MatchStatus, type MatchType, type Provider, type SportType } from '@sportsbook/domain';
import type { Database } from '../../db/client';
import { categories, feedMatchStates, markets, matches, outcomes, sports, tournaments, type CompetitorRecord } from '../../db/schema';
import type { PricedMarket } from '../../feed/pricing/price-markets';

export interface NewMatch {
  urnId: string;
  slug: string;
  type: MatchType;
  name: string;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  home: CompetitorRecord | null;
  away: CompetitorRecord | null;
  outrightCompetitors: CompetitorRecord[];
  stadium: string | null;
  city: string | null;
  status: MatchStatus;
  startTime: Date;
  endDate: Date | null;
  provider: Provider;
  hasVideo: boolean;
  isProviderStatsAvailable: boolean;
}

export interface MatchProgress {
  status: MatchStatus;
  stage: string | null;
  statistics: StatisticsDto | null;
  startTime?: Date;
}

/** Writes of the feed simulator (ARCHITECTURE §7); the only Drizzle code the feed reaches. */
export class FeedRepository {
  constructor(private readonly db: Database) {}

  async upsertSport(sport: { urnId: string; key: string; name: string; priority: number; type: SportType; provider: Provider }): Promise<number> {
    const [row] = await this.db.insert(sports).values(sport)
      .onConflictDoUpdate({ target: sports.key, set: { name: sport.name, priority: sport.priority } })
      .returning({ id: sports.id });
    return required(row).id;
  }

  async upsertCategory(category: { sportId: number; slug: string; name: string; priority: number; countryCode: string | null }): Promise<number> {
    const [row] = await this.db.insert(categories).values(category)
      .onConflictDoUpdate({ target: [categories.sportId, categories.slug], set: { name: category.name, priority: category.priority } })
      .returning({ id: categories.id });
    return required(row).id;
  }

  async upsertTournament(tournament: typeof tournaments.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(tournaments).values(tournament)
      .onConflictDoUpdate({ target: tournaments.urnId, set: { name: tournament.name, priority: tournament.priority } })
      .returning({ id: tournaments.id });
    return required(row).id;
  }

  async hasOutright(tournamentId: number): Promise<boolean> {
    const rows = await this.db.select({ id: matches.id }).from(matches)
      .where(and(eq(matches.tournamentId, tournamentId), eq(matches.type, 'season'))).limit(1);
    return rows.length > 0;
  }

  async createMatch(match: NewMatch, priced: PricedMarket[], state: unknown): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(matches).values(match).returning({ id: matches.id });
      const id = required(row).id;
      if (state !== null) await tx.insert(feedMatchStates).values({ matchId: id, state });
      await writeMarkets(tx, id, priced);
      return id;
    });
  }

  /** Replaces the match's prices; lines the model no longer offers drop to status 0. */
  async replaceMarkets(matchId: number, priced: PricedMarket[]): Promise<void> {
    await this.db.transaction(async (tx) => writeMarkets(tx, matchId, priced));
  }

  async setMarketStatus(matchId: number, from: MarketStatus[], to: MarketStatus): Promise<void> {
    await this.db.update(markets).set({ status: to })
      .where(and(eq(markets.matchId, matchId), inArray(markets.status, from)));
    await refreshMarketCounts(this.db, matchId);
  }

  async updateProgress(matchId: number, progress: MatchProgress, state: unknown): Promise<void> {
    await this.db.update(matches).set({ ...progress, updatedAt: new Date() }).where(eq(matches.id, matchId));
    await this.db.update(feedMatchStates).set({ state }).where(eq(feedMatchStates.matchId, matchId));
  }

  /** Spec: finished matches are settled later; for now their open lines are marked settled (-3). */
  async settleMatch(matchId: number): Promise<void> {
    await this.db.update(markets).set({ status: MARKET_STATUS.settled })
      .where(and(eq(markets.matchId, matchId), ne(markets.status, MARKET_STATUS.notAllowed)));
    await this.db.delete(feedMatchStates).where(eq(feedMatchStates.matchId, matchId));
    await refreshMarketCounts(this.db, matchId);
  }

  async loadStates(): Promise<{ matchId: number; state: unknown }[]> {
    return this.db.select({ matchId: feedMatchStates.matchId, state: feedMatchStates.state }).from(feedMatchStates);
  }

  async countMatches(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(matches);
    return row?.count ?? 0;
  }

  /** Keeps the results page to the last day and the tables small. */
  async deleteFinishedBefore(before: Date): Promise<void> {
    await this.db.delete(matches).where(and(eq(matches.status, MATCH_STATUS.finished), lt(matches.startTime, before)));
  }
}

type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'delete'>;

async function writeMarkets(tx: Executor, matchId: number, priced: PricedMarket[]): Promise<void> {
  if (priced.length === 0) return;
  const rows = await tx.insert(markets)
    .values(priced.map((market) => ({
      matchId,
      typeId: market.typeId,
      specifier: market.specifier,
      name: market.name,
      status: market.status,
      marketGroups: market.groups,
      priority: market.priority,
      topRank: market.topRank,
      mostBalanced: market.mostBalanced,
    })))
    .onConflictDoUpdate({
      target: [markets.matchId, markets.typeId, markets.specifier],
      set: {
        name: sql`excluded.name`,
        status: sql`excluded.status`,
        topRank: sql`excluded.top_rank`,
        mostBalanced: sql`excluded.most_balanced`,
      },
    })
    .returning({ id: markets.id, typeId: markets.typeId, specifier: markets.specifier });
  const idOf = new Map(rows.map((row) => [`${row.typeId}|${row.specifier}`, row.id]));
  const outcomeRows = priced.flatMap((market) => {
    const marketId = idOf.get(`${market.typeId}|${market.specifier}`);
    if (marketId === undefined) return [];
    return market.outcomes.map((outcome) => ({ marketId, outcomeKey: outcome.key, name: outcome.name, position: outcome.position, active: outcome.active, odds: outcome.odds }));
  });
  // Outcome sets change (a correct-score grid after a goal): replace them rather than merge.
  await tx.delete(outcomes).where(inArray(outcomes.marketId, rows.map((row) => row.id)));
  if (outcomeRows.length > 0) await tx.insert(outcomes).values(outcomeRows);
  await tx.update(markets).set({ status: MARKET_STATUS.notAllowed })
    .where(and(eq(markets.matchId, matchId), notInArray(markets.id, rows.map((row) => row.id)), ne(markets.status, MARKET_STATUS.settled)));
  await refreshMarketCounts(tx, matchId);
}

/** available_markets / open_markets are denormalised so listings and `bettable` need no join. */
async function refreshMarketCounts(tx: Pick<Database, 'update'>, matchId: number): Promise<void> {
  await tx.update(matches).set({
    availableMarkets: sql`(select count(*)::int from markets m where m.match_id = ${matchId} and m.status <> 0)`,
    openMarkets: sql`(select count(*)::int from markets m where m.match_id = ${matchId} and m.status = 1)`,
  }).where(eq(matches.id, matchId));
}

function required<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

import { and, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { StatisticsDto } from '@sportsbook/contracts';
import { MARKET_STATUS, MATCH_STATUS, type MarketStatus, type MatchStatus, type MatchType, type Provider, type SportType } from '@sportsbook/domain';
import type { Database } from '../../db/client';
import { categories, feedMatchStates, markets, matches, outcomes, sports, tournaments, type CompetitorRecord, type OutcomeResult } from '../../db/schema';
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

  /** Runs `work` in one transaction with a repository bound to it (a simulator step or start). */
  async transaction<T>(work: (repository: FeedRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new FeedRepository(tx)));
  }

  /** Upserts every sport in one statement; ids by sport key. */
  async upsertSports(rows: { urnId: string; key: string; name: string; priority: number; type: SportType; provider: Provider }[]): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    const result = await this.db.insert(sports).values(rows)
      .onConflictDoUpdate({ target: sports.key, set: { name: sql`excluded.name`, priority: sql`excluded.priority` } })
      .returning({ id: sports.id, key: sports.key });
    return new Map(result.map((row) => [row.key, row.id]));
  }

  /** Upserts categories in one statement (the last row of a repeated sport+slug wins); ids by `sportId|slug`. */
  async upsertCategories(rows: { sportId: number; slug: string; name: string; priority: number; countryCode: string | null }[]): Promise<Map<string, number>> {
    const unique = [...new Map(rows.map((row) => [`${row.sportId}|${row.slug}`, row])).values()];
    if (unique.length === 0) return new Map();
    const result = await this.db.insert(categories).values(unique)
      .onConflictDoUpdate({ target: [categories.sportId, categories.slug], set: { name: sql`excluded.name`, priority: sql`excluded.priority` } })
      .returning({ id: categories.id, sportId: categories.sportId, slug: categories.slug });
    return new Map(result.map((row) => [`${row.sportId}|${row.slug}`, row.id]));
  }

  /** Upserts tournaments in one statement; ids by urn. */
  async upsertTournaments(rows: (typeof tournaments.$inferInsert)[]): Promise<Map<string, number>> {
    const unique = [...new Map(rows.map((row) => [row.urnId, row])).values()];
    if (unique.length === 0) return new Map();
    const result = await this.db.insert(tournaments).values(unique)
      .onConflictDoUpdate({ target: tournaments.urnId, set: { name: sql`excluded.name`, priority: sql`excluded.priority` } })
      .returning({ id: tournaments.id, urnId: tournaments.urnId });
    return new Map(result.map((row) => [row.urnId, row.id]));
  }

  /** Tournaments that already have a season outright. */
  async outrightTournamentIds(): Promise<Set<number>> {
    const rows = await this.db.selectDistinct({ id: matches.tournamentId }).from(matches).where(eq(matches.type, 'season'));
    return new Set(rows.map((row) => row.id));
  }

  /** Takes `count` ids from the matches sequence, so a batch of new matches is planned with its ids. */
  async allocateMatchIds(count: number): Promise<number[]> {
    return this.allocateIds('matches', count);
  }

  private async allocateIds(table: 'matches' | 'markets', count: number): Promise<number[]> {
    if (count <= 0) return [];
    const rows = await this.db.select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int`.mapWith(Number) })
      .from(sql`generate_series(1, ${count}::int)`);
    return rows.map((row) => row.id).sort((left, right) => left - right);
  }

  /** Inserts new matches with their states, markets and outcomes: multi-row statements, no per-match round trips. */
  async createMatches(rows: { id: number; match: NewMatch & Partial<Pick<MatchProgress, 'stage' | 'statistics'>>; priced: PricedMarket[]; state: unknown }[]): Promise<void> {
    if (rows.length === 0) return;
    for (const chunk of chunks(rows, 500)) await this.db.insert(matches).values(chunk.map((row) => ({ ...row.match, id: row.id })));
    const states = rows.filter((row) => row.state !== null).map((row) => ({ matchId: row.id, state: row.state }));
    for (const chunk of chunks(states, 1_000)) await this.db.insert(feedMatchStates).values(chunk);
    // Thousands of markets and outcomes: ids come from the sequence and the rows travel as one
    // JSON parameter each, which PostgreSQL expands (far cheaper than tens of thousands of binds).
    const marketRows = rows.flatMap((row) => row.priced.map((market) => ({ matchId: row.id, market })));
    const marketIds = await this.allocateIds('markets', marketRows.length);
    const marketJson = marketRows.map(({ matchId, market }, index) => ({
      id: marketIds[index], match_id: matchId, type_id: market.typeId, specifier: market.specifier, name: market.name, status: market.status,
      market_groups: market.groups, priority: market.priority, top_rank: market.topRank, most_balanced: market.mostBalanced,
      custom_bet_groups: market.customBetGroups ?? [],
    }));
    const outcomeJson = marketRows.flatMap(({ market }, index) => market.outcomes.map((outcome) => ({
      market_id: marketIds[index], outcome_key: outcome.key, name: outcome.name, position: outcome.position, active: outcome.active, odds: outcome.odds,
    })));
    for (const chunk of chunks(marketJson, 5_000)) {
      await this.db.execute(sql`insert into markets (id, match_id, type_id, specifier, name, status, market_groups, priority, top_rank, most_balanced, custom_bet_groups)
        select id, match_id, type_id, specifier, name, status, market_groups, priority, top_rank, most_balanced, custom_bet_groups
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id int, match_id int, type_id int, specifier text, name text, status smallint,
          market_groups jsonb, priority int, top_rank smallint, most_balanced boolean, custom_bet_groups jsonb)`);
    }
    for (const chunk of chunks(outcomeJson, 20_000)) {
      await this.db.execute(sql`insert into outcomes (market_id, outcome_key, name, position, active, odds)
        select market_id, outcome_key, name, position, active, odds
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(market_id int, outcome_key text, name text, position smallint, active boolean, odds int)`);
    }
    await refreshMarketCounts(this.db, rows.map((row) => row.id));
  }

  /**
   * Replaces the match's prices; lines the model no longer offers drop to status 0. Several
   * statements: call it on a repository from transaction() (the simulator always does).
   */
  async replaceMarkets(matchId: number, priced: PricedMarket[]): Promise<void> {
    await writeMarkets(this.db, matchId, priced);
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

  /**
   * Writes outcomes.result for every outcome of the match that `resolve` can decide (issue 6
   * settlement); the others stay null (void). One statement whatever the number of outcomes.
   */
  async resolveOutcomes(matchId: number, resolve: (typeId: number, specifier: string, outcomeKey: string) => OutcomeResult | null): Promise<void> {
    const rows = await this.db.select({ id: outcomes.id, typeId: markets.typeId, specifier: markets.specifier, key: outcomes.outcomeKey })
      .from(outcomes).innerJoin(markets, eq(markets.id, outcomes.marketId)).where(eq(markets.matchId, matchId));
    const results = rows.map((row) => ({ id: row.id, result: resolve(row.typeId, row.specifier, row.key) }));
    if (results.length === 0) return;
    await this.db.execute(sql`update outcomes set result = x.result
      from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(id int, result text) where outcomes.id = x.id`);
  }

  /** A finished match's lines are marked settled (-3) once their results are written. */
  async settleMatch(matchId: number): Promise<void> {
    await this.db.update(markets).set({ status: MARKET_STATUS.settled })
      .where(and(eq(markets.matchId, matchId), ne(markets.status, MARKET_STATUS.notAllowed)));
    await refreshMarketCounts(this.db, matchId);
  }

  /** Drops the simulator's state of a match it no longer plays nor settles (its final play state included). */
  async forgetState(matchId: number): Promise<void> {
    await this.db.delete(feedMatchStates).where(eq(feedMatchStates.matchId, matchId));
  }

  async loadStates(): Promise<{ matchId: number; state: unknown }[]> {
    return this.db.select({ matchId: feedMatchStates.matchId, state: feedMatchStates.state }).from(feedMatchStates);
  }

  async countMatches(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(matches);
    return row?.count ?? 0;
  }

  /** Keeps the results page to the last day and the tables small. */
  async deleteFinishedBefore(before: Date): Promise<number[]> {
    const rows = await this.db.delete(matches).where(and(eq(matches.status, MATCH_STATUS.finished), lt(matches.startTime, before)))
      .returning({ id: matches.id });
    return rows.map((row) => row.id);
  }
}

type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'delete'>;

async function writeMarkets(tx: Executor, matchId: number, priced: PricedMarket[]): Promise<void> {
  if (priced.length === 0) return;
  const rows = await tx.insert(markets)
    .values(priced.map((market) => marketValues(matchId, market)))
    .onConflictDoUpdate({
      target: [markets.matchId, markets.typeId, markets.specifier],
      set: {
        name: sql`excluded.name`,
        status: sql`excluded.status`,
        topRank: sql`excluded.top_rank`,
        mostBalanced: sql`excluded.most_balanced`,
        customBetGroups: sql`excluded.custom_bet_groups`,
      },
    })
    .returning({ id: markets.id, typeId: markets.typeId, specifier: markets.specifier });
  const idOf = new Map(rows.map((row) => [`${row.typeId}|${row.specifier}`, row.id]));
  const outcomeRows = priced.flatMap((market) => {
    const marketId = idOf.get(`${market.typeId}|${market.specifier}`);
    if (marketId === undefined) return [];
    return outcomeValues(marketId, market);
  });
  // Outcome sets change (a correct-score grid after a goal): replace them rather than merge.
  await tx.delete(outcomes).where(inArray(outcomes.marketId, rows.map((row) => row.id)));
  if (outcomeRows.length > 0) await tx.insert(outcomes).values(outcomeRows);
  await tx.update(markets).set({ status: MARKET_STATUS.notAllowed })
    .where(and(eq(markets.matchId, matchId), notInArray(markets.id, rows.map((row) => row.id)), ne(markets.status, MARKET_STATUS.settled)));
  await refreshMarketCounts(tx, matchId);
}

function marketValues(matchId: number, market: PricedMarket): typeof markets.$inferInsert {
  return {
    matchId,
    typeId: market.typeId,
    specifier: market.specifier,
    name: market.name,
    status: market.status,
    marketGroups: market.groups,
    priority: market.priority,
    topRank: market.topRank,
    mostBalanced: market.mostBalanced,
    customBetGroups: market.customBetGroups ?? [],
  };
}

function outcomeValues(marketId: number, market: PricedMarket): (typeof outcomes.$inferInsert)[] {
  return market.outcomes.map((outcome) => ({ marketId, outcomeKey: outcome.key, name: outcome.name, position: outcome.position, active: outcome.active, odds: outcome.odds }));
}

function chunks<T>(rows: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/** available_markets / open_markets are denormalised so listings and `bettable` need no join. */
async function refreshMarketCounts(tx: Pick<Database, 'update'>, matchIds: number | number[]): Promise<void> {
  const ids = Array.isArray(matchIds) ? matchIds : [matchIds];
  await tx.update(matches).set({
    availableMarkets: sql`(select count(*)::int from markets m where m.match_id = ${matches.id} and m.status <> 0)`,
    openMarkets: sql`(select count(*)::int from markets m where m.match_id = ${matches.id} and m.status = 1)`,
  }).where(ids.length === 1 ? eq(matches.id, ids[0] ?? 0) : inArray(matches.id, ids));
}

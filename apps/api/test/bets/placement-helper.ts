import type { BetDto, PlaceBetBody } from '@sportsbook/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { accounts, ledgerEntries, markets, matches, outcomes, sessions, sports, users } from '../../src/db/schema';
import { ManualClock } from '../../src/feed/clock';
import { resolveBetsConfig, type BetsConfig } from '../../src/modules/bets/config';
import type { BetsRepository } from '../../src/modules/bets/repository';
import { BetService, type BetServiceDependencies } from '../../src/modules/bets/service';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { bearerFor, call, registeredPlayer } from '../accounts/helper';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';

export interface BetsContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  publisher: InProcessPublisher;
  clock: ManualClock;
  close(): Promise<void>;
}

/** Options of a betting test app; the defaults suit placement tests. */
export interface BetsAppOptions {
  bets?: Partial<BetsConfig>;
  /** Serve the feed-control routes (settlement and cashout tests drive the simulator with them). */
  feedControl?: boolean;
  seed?: number;
  targets?: { upcoming: number; live: number };
  /** Serve the operator routes with this key (VIP decisions, campaigns). */
  operatorApiKey?: string;
  /** Who may read GET /metrics (default: not served). */
  metrics?: BuildAppOptions['metrics'];
  /** Responsible-gambling limits' cooling-off and confirmation window (default: the API's). */
  limits?: { coolingOffMs: number; confirmWindowMs: number; realityCheckMs?: number; realityCheckMinMs?: number; activityTrackMs?: number };
  /** The jackpot draws' source (default node:crypto). */
  jackpotDraw?: BuildAppOptions['jackpotDraw'];
  /** The lootbox draws' source (default node:crypto). */
  lootboxRandom?: BuildAppOptions['lootboxRandom'];
  /** The site configuration's defaults (feature flags …; default: the built-in ones). */
  siteConfigDefaults?: BuildAppOptions['siteConfigDefaults'];
}

/** The app with a seeded board (paused simulator), cheap accounts, no bet delay unless configured. */
export async function buildBets({ bets = {}, feedControl = false, seed = 7, targets = { upcoming: 12, live: 4 }, operatorApiKey, metrics, limits, jackpotDraw, lootboxRandom, siteConfigDefaults }: BetsAppOptions = {}): Promise<BetsContext> {
  const database = await freshDatabase();
  const clock = new ManualClock(START);
  const publisher = new InProcessPublisher();
  const generous = { max: 100_000, timeWindowMs: 60_000 };
  const app = await buildApp({
    database,
    publisher,
    clock,
    jwtSecret: TEST_JWT_SECRET,
    simulator: { seed, speed: 60, targets },
    accounts: { scrypt: { N: 1024, r: 8, p: 1 }, webUrl: 'http://web.test', rateLimits: { signIn: generous, signUp: generous, password: generous, sms: generous }, ...(limits ? { limits } : {}) },
    bets: { delayScale: 0, ...bets },
    feedControl,
    operatorApiKey: operatorApiKey ?? null,
    ...(metrics ? { metrics } : {}),
    ...(jackpotDraw ? { jackpotDraw } : {}),
    ...(lootboxRandom ? { lootboxRandom } : {}),
    ...(siteConfigDefaults ? { siteConfigDefaults } : {}),
  });
  await app.simulator?.start();
  return { app, database, publisher, clock, close: async () => { await app.close(); await database.close(); } };
}

export interface Player {
  cookie: string;
  authorization: string;
  userId: number;
}

/** Signs a player up and in, deposits `deposit` minor units (EUR) and answers its bearer. */
export async function player(app: FastifyInstance, email: string, deposit = 0): Promise<Player> {
  const cookie = await registeredPlayer(app, email);
  if (deposit > 0) await call(app, 'POST', '/platform/wallet/deposits', { cookie, body: { amount: deposit } });
  const authorization = `Bearer ${await bearerFor(app, cookie)}`;
  const userId = (await call<{ id: number }>(app, 'GET', '/platform/player', { cookie })).body.id;
  return { cookie, authorization, userId };
}

/**
 * A BetService over a test's own BetsRepository (one that watches or races the real one), with the
 * test app's publisher, clock and provider statuses, no bet delay and no bet builder.
 */
export function serviceOver(context: BetsContext, repository: BetsRepository, extra: Partial<BetServiceDependencies> = {}): BetService {
  return new BetService({ repository, publisher: context.publisher, clock: context.clock, config: resolveBetsConfig({ delayScale: 0 }), providerStatuses: () => context.app.board.providerStatuses(), customBets: null, ...extra });
}

/** The player's bearer as BetService.place takes it: the user and the session hash behind the token. */
export async function bearerOf(database: DatabaseHandle, who: Player): Promise<{ userId: number; sessionHash: string }> {
  const [session] = await database.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, who.userId));
  if (!session) throw new Error('no session');
  return { userId: who.userId, sessionHash: session.idHash };
}

/** A line of the current book, as the slip would send it. */
export interface Line {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  /** Decimal. */
  odds: number;
  outcomeRowId: number;
  marketRowId: number;
  sportKey: string;
}

/**
 * Open lines (market allowed, outcome active) of matches with status `status`, one line per match
 * (its first market's first outcome) unless `perMatch` asks for more markets of the same match.
 */
export async function openLines(database: DatabaseHandle, status: 0 | 1, count: number, perMatch = 1): Promise<Line[]> {
  const rows = await database.db
    .select({ matchId: matches.id, marketId: markets.typeId, specifier: markets.specifier, outcomeId: outcomes.outcomeKey, odds: outcomes.odds, outcomeRowId: outcomes.id, marketRowId: markets.id, sportKey: sports.key, provider: matches.provider })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(matches, eq(matches.id, markets.matchId))
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(and(eq(matches.status, status), eq(matches.type, 'match'), eq(markets.status, 1), eq(outcomes.active, true), eq(matches.provider, 'betradar'), sql`${outcomes.odds} between 1100 and 20000`))
    .orderBy(matches.id, markets.id, outcomes.position);
  const byMatch = new Map<number, Line[]>();
  const usedMarkets = new Set<number>();
  for (const row of rows) {
    const list = byMatch.get(row.matchId) ?? [];
    if (list.length >= perMatch || usedMarkets.has(row.marketRowId)) continue;
    usedMarkets.add(row.marketRowId);
    list.push({ ...row, odds: row.odds / 1000 });
    byMatch.set(row.matchId, list);
  }
  const lines = [...byMatch.values()].filter((list) => list.length === perMatch).slice(0, Math.ceil(count / perMatch)).flat().slice(0, count);
  if (lines.length < count) throw new Error(`only ${lines.length} open lines of status ${status}`);
  return lines;
}

/** The item at `index` of a test's list (a missing one fails the test with its index). */
export function itemAt<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new Error(`nothing at ${index}`);
  return found;
}

/** A line's decimal odds in thousandths, as the book stores them. */
export const thousandthsOf = (line: Line): number => Math.round(line.odds * 1000);

export const selectionOf = (line: Line, odds = line.odds) => ({ match_id: line.matchId, market_id: line.marketId, specifier: line.specifier, outcome_id: line.outcomeId, odds });

export function betOf(type: PlaceBetBody['type'], lines: readonly Line[], stake: number, extra: Partial<PlaceBetBody> = {}): PlaceBetBody {
  return { type, stake: { value: stake, currency: 'EUR' }, selections: lines.map((line) => selectionOf(line)), ...extra };
}

export interface PlaceOptions {
  type?: PlaceBetBody['type'];
  key?: string;
  mode?: 'NONE' | 'HIGHER' | 'ANY';
  quick?: boolean;
}

export interface ErrorBodyOf {
  error: { code: string; message: string; localized_message?: string; details?: { code: number; message_key: string; bet_messages: (string | null)[]; selections?: { bet_index: number; selection_index: number; state: string; odds: number | null }[]; fields?: { field: string }[] } };
}

export async function place(app: FastifyInstance, who: Player, bets: PlaceBetBody[], options: PlaceOptions = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/sportsbook/v3/bets',
    headers: { authorization: who.authorization, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: { meta: { device_id: 'device-1', quick: options.quick ?? false, type: options.type ?? bets[0]?.type ?? 'single', ...(options.mode ? { odds_accept_mode: options.mode } : {}) }, bets },
  });
  return { status: response.statusCode, body: response.json<{ data: BetDto[] } & ErrorBodyOf>() };
}

export async function setOdds(database: DatabaseHandle, line: Line, thousandths: number): Promise<void> {
  await database.db.update(outcomes).set({ odds: thousandths }).where(eq(outcomes.id, line.outcomeRowId));
}

export async function setMarketStatus(database: DatabaseHandle, line: Line, status: number): Promise<void> {
  await database.db.update(markets).set({ status }).where(eq(markets.id, line.marketRowId));
}

export async function setOutcomeActive(database: DatabaseHandle, line: Line, active: boolean): Promise<void> {
  await database.db.update(outcomes).set({ active }).where(eq(outcomes.id, line.outcomeRowId));
}

export async function setMatchStatus(database: DatabaseHandle, line: Line, status: number): Promise<void> {
  await database.db.update(matches).set({ status }).where(eq(matches.id, line.matchId));
}

export async function setPve(database: DatabaseHandle, who: Player, pve: boolean): Promise<void> {
  await database.db.update(users).set({ pve }).where(eq(users.id, who.userId));
}

/** The EUR account's cached balance and the sum of its cash ledger entries (bonus money apart: docs/bonuses.md). */
export async function balanceAndLedger(database: DatabaseHandle, who: Player): Promise<{ balance: number; ledger: number; stakes: number }> {
  const [account] = await database.db.select({ id: accounts.id, balance: accounts.balance }).from(accounts).where(and(eq(accounts.userId, who.userId), eq(accounts.currency, 'EUR')));
  if (!account) throw new Error('no EUR account');
  const [sum] = await database.db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.money} = 'cash'), 0)`, stakes: sql<string>`count(*) filter (where ${ledgerEntries.kind} = 'bet_stake')` }).from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
  await assertRunningBalances(database, account.id);
  return { balance: account.balance, ledger: Number(sum?.total), stakes: Number(sum?.stakes) };
}

/**
 * Throws unless every ledger entry of the account carries the running sum of its cash entries (id
 * order): a bonus-money entry repeats the cash balance (docs/bonuses.md "Money").
 */
export async function assertRunningBalances(database: DatabaseHandle, accountId: number): Promise<void> {
  const entries = await database.db.select({ id: ledgerEntries.id, amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter, money: ledgerEntries.money }).from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId)).orderBy(asc(ledgerEntries.id));
  let running = 0;
  for (const entry of entries) {
    if (entry.money === 'cash') running += entry.amount;
    if (entry.balanceAfter !== running) throw new Error(`ledger entry ${entry.id} of account ${accountId}: balance_after ${entry.balanceAfter}, running sum ${running}`);
  }
}

export async function listBets(app: FastifyInstance, who: Player, query = '') {
  const response = await app.inject({ method: 'GET', url: `/sportsbook/v3/bets${query}`, headers: { authorization: who.authorization } });
  return { status: response.statusCode, body: response.json<{ data: BetDto[]; pagination: { total: number; page: number; limit: number; last_page: number } }>() };
}

/** An open outcome of a bet-builder market, by its wire identity and its market row. */
export interface BuilderRow { matchId: number; marketId: number; specifier: string; outcomeId: string; marketRowId: number }
/** A builder row as a selection on the wire. */
export const wire = (row: BuilderRow) => ({ match_id: row.matchId, market_id: row.marketId, specifier: row.specifier, outcome_id: row.outcomeId });

/** Open outcomes of bet-builder markets on prematch matches, grouped by match (match id order). */
export async function builderRows(database: DatabaseHandle): Promise<{ matchId: number; rows: BuilderRow[] }[]> {
  const rows = await database.db
    .select({ matchId: matches.id, marketId: markets.typeId, specifier: markets.specifier, outcomeId: outcomes.outcomeKey, marketRowId: markets.id })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(matches, eq(matches.id, markets.matchId))
    .where(and(eq(matches.status, 0), eq(markets.status, 1), eq(outcomes.active, true), ne(markets.customBetGroups, sql`'[]'::jsonb`)))
    .orderBy(matches.id, markets.id, outcomes.position);
  const byMatch = new Map<number, BuilderRow[]>();
  for (const row of rows) byMatch.set(row.matchId, [...(byMatch.get(row.matchId) ?? []), row]);
  return [...byMatch.entries()].map(([matchId, list]) => ({ matchId, rows: list }));
}

/** Two outcomes of one match the bet builder prices, with its price and the product of their odds. */
export async function builderPair(app: FastifyInstance, database: DatabaseHandle): Promise<{ selections: ReturnType<typeof wire>[]; odds: number; productOdds: number }> {
  for (const { rows } of await builderRows(database)) {
    for (const first of rows) {
      for (const second of rows) {
        if (second.marketRowId <= first.marketRowId) continue;
        const selections = [wire(first), wire(second)];
        const response = await app.inject({ method: 'POST', url: '/sportsbook/v1/bets/custom/calculate', payload: { selections } });
        const data = response.statusCode === 200 ? response.json<{ data: { odds: number | null; product_odds: number | null } }>().data : null;
        if (data?.odds != null && data.product_odds != null) return { selections, odds: data.odds, productOdds: data.product_odds };
      }
    }
  }
  throw new Error('no priceable bet builder pair on the seeded board');
}

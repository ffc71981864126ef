import type { BetDto } from '@sportsbook/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { accounts, ledgerEntries, markets, matches, outcomes, sports } from '../../src/db/schema';
import { ManualClock } from '../../src/feed/clock';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';
import type { BetsContext, Line, Player } from './placement-helper';

/** The app with a seeded, paused simulator, cheap accounts, no bet delay and feed control on (unless `feedControl` is false). */
export async function buildSettlement(feedControl = true): Promise<BetsContext> {
  const database = await freshDatabase();
  const clock = new ManualClock(START);
  const publisher = new InProcessPublisher();
  const generous = { max: 100_000, timeWindowMs: 60_000 };
  const app = await buildApp({
    database,
    publisher,
    clock,
    jwtSecret: TEST_JWT_SECRET,
    simulator: { seed: 11, speed: 60, targets: { upcoming: 30, live: 2 } },
    accounts: { scrypt: { N: 1024, r: 8, p: 1 }, webUrl: 'http://web.test', rateLimits: { signIn: generous, signUp: generous, password: generous, sms: generous } },
    bets: { delayScale: 0 },
    feedControl,
  });
  await app.simulator?.start();
  return { app, database, publisher, clock, close: async () => { await app.close(); await database.close(); } };
}

/** Prematch matches (betradar) of a sport, oldest id first. */
export async function prematchMatches(database: DatabaseHandle, sportKey: string): Promise<number[]> {
  const rows = await database.db.select({ id: matches.id }).from(matches).innerJoin(sports, eq(sports.id, matches.sportId))
    .where(and(eq(sports.key, sportKey), eq(matches.status, 0), eq(matches.type, 'match'), eq(matches.provider, 'betradar'))).orderBy(asc(matches.id));
  return rows.map((row) => row.id);
}

/** The current line of one outcome (market allowed), as the slip would send it. */
export async function lineOf(database: DatabaseHandle, matchId: number, typeId: number, specifier: string, outcomeKey: string): Promise<Line> {
  const [row] = await database.db
    .select({ odds: outcomes.odds, outcomeRowId: outcomes.id, marketRowId: markets.id, status: markets.status })
    .from(outcomes).innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(and(eq(markets.matchId, matchId), eq(markets.typeId, typeId), eq(markets.specifier, specifier), eq(outcomes.outcomeKey, outcomeKey)));
  if (!row || row.status !== 1) throw new Error(`no open line ${matchId}/${typeId}/${specifier}/${outcomeKey}`);
  return { matchId, marketId: typeId, specifier, outcomeId: outcomeKey, odds: row.odds / 1000, outcomeRowId: row.outcomeRowId, marketRowId: row.marketRowId, sportKey: '' };
}

/** The player's EUR balance, ledger sum, and ledger entries by kind. */
export async function wallet(database: DatabaseHandle, who: Player): Promise<{ balance: number; ledger: number; entries: { kind: string; reference: string; amount: number }[] }> {
  const [account] = await database.db.select({ id: accounts.id, balance: accounts.balance }).from(accounts).where(and(eq(accounts.userId, who.userId), eq(accounts.currency, 'EUR')));
  if (!account) throw new Error('no EUR account');
  const entries = await database.db.select({ kind: ledgerEntries.kind, reference: ledgerEntries.reference, amount: ledgerEntries.amount }).from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account.id)).orderBy(asc(ledgerEntries.id));
  const [sum] = await database.db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
  return { balance: account.balance, ledger: Number(sum?.total), entries };
}

/** Records every publication while `work` runs. */
export async function recording<T>(context: BetsContext, work: () => Promise<T>): Promise<{ result: T; published: { channel: string; event: string; message: unknown }[] }> {
  const published: { channel: string; event: string; message: unknown }[] = [];
  const stop = context.publisher.subscribe((channel, publication) => published.push({ channel, event: publication.event_name, message: publication.message }));
  try {
    return { result: await work(), published };
  } finally {
    stop();
  }
}

export async function control(app: FastifyInstance, matchId: number, action: 'finish' | 'odds' | 'suspend', body?: unknown) {
  const response = await app.inject({ method: 'POST', url: `/sportsbook/dev/feed/matches/${matchId}/${action}`, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
  return { status: response.statusCode, body: response.json<{ data?: unknown; error?: { code: string; details?: unknown } }>() };
}

export const betIdOf = (bet: BetDto | undefined): string => {
  if (!bet) throw new Error('no bet');
  return bet.id;
};

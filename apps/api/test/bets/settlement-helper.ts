import type { BetDto } from '@sportsbook/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import { accounts, ledgerEntries, markets, matches, outcomes, sports } from '../../src/db/schema';
import { assertRunningBalances, buildBets, type BetsContext, type Line, type Player } from './placement-helper';

/** The app with a seeded, paused simulator, cheap accounts, no bet delay and feed control on (unless `feedControl` is false). */
export function buildSettlement(feedControl = true): Promise<BetsContext> {
  return buildBets({ feedControl, seed: 11, targets: { upcoming: 30, live: 2 } });
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
  await assertRunningBalances(database, account.id);
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

export async function control(app: FastifyInstance, matchId: number, action: 'finish' | 'odds' | 'suspend' | 'advance', body?: unknown) {
  const response = await app.inject({ method: 'POST', url: `/sportsbook/dev/feed/matches/${matchId}/${action}`, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
  return { status: response.statusCode, body: response.json<{ data?: unknown; error?: { code: string; details?: unknown } }>() };
}

export const betIdOf = (bet: BetDto | undefined): string => {
  if (!bet) throw new Error('no bet');
  return bet.id;
};

import { randomBytes } from 'node:crypto';
import type { BetDto } from '@sportsbook/contracts';
import type { MarketStatus, MatchStatus, MatchType, Provider } from '@sportsbook/domain';
import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, betRequests, bets, betSelections, markets, matches, outcomes, sports, tournaments, userSettings, users, type BetSelectionSnapshot } from '../../db/schema';
import type { BalanceChange, Transaction, WalletRepository } from '../wallet/repository';
import { toBetDto, type BetRow, type BetSelectionRow } from './serialize';

/** One outcome of the current book, found by its wire identity (match, market type, specifier, outcome key). */
export interface BookOutcome {
  matchId: number;
  matchStatus: MatchStatus;
  matchType: MatchType;
  matchSlug: string;
  matchUrnId: string;
  provider: Provider;
  sportKey: string;
  home: string;
  away: string;
  tournamentName: string;
  startTime: Date;
  marketTypeId: number;
  specifier: string;
  marketName: string;
  marketStatus: MarketStatus;
  outcomeKey: string;
  outcomeName: string;
  active: boolean;
  /** Thousandths. */
  odds: number;
}

/** The identity of a selection on the wire. */
export interface SelectionKey {
  matchId: number;
  marketTypeId: number;
  specifier: string;
  outcomeKey: string;
}

export const selectionKeyOf = (key: SelectionKey): string => `${key.matchId}|${key.marketTypeId}|${key.specifier}|${key.outcomeKey}`;

export interface NewBetSelection extends SelectionKey {
  odds: number;
  snapshot: BetSelectionSnapshot;
}

export interface NewBet {
  type: string;
  currency: string;
  stake: number;
  odds: number;
  potentialWin: number;
  system: { winCount: number; totalCount: number } | null;
  status: 'waiting_results' | 'submitted';
  isVip: boolean;
  quick: boolean;
  deviceId: string;
  acceptAt: Date | null;
  selections: NewBetSelection[];
}

export type PlaceResult =
  | { kind: 'placed'; bets: BetDto[]; changes: BalanceChange[] }
  | { kind: 'duplicate'; response: { data: BetDto[] } }
  | { kind: 'no_account'; currency: string }
  | { kind: 'insufficient'; currency: string };

/** Statuses of a bet still waiting for its result (spec core §3 "open"); rejected bets are never listed. */
export const OPEN_STATUSES = ['submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress'] as const;
export const SETTLED_STATUSES = ['done', 'cashed_out', 'cancelled', 'withdrawn'] as const;
/** Result filters (spec core §3): which bet results each one lists. */
export const RESULTS_BY_FILTER = {
  win: ['win_entire', 'refund_half_win_other'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
} as const;

export interface BetListFilter {
  status: 'all' | 'open' | 'settled';
  result: 'all' | 'win' | 'lose' | 'refund';
  offset: number;
  limit: number;
}

/** Rolls a placement transaction back with a reason the service turns into a refusal. */
class Refusal extends Error {
  constructor(readonly result: Extract<PlaceResult, { kind: 'no_account' | 'insufficient' }>) {
    super(result.kind);
  }
}

/** Human-friendly unique bet reference: 12 upper-case base-32 characters. */
export function newBetRef(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * Bets, their selections and placement requests (issue 6). Placement runs in one transaction:
 * idempotency row, account locks (WalletRepository), ledger debits, bet rows, stored response.
 */
export class BetsRepository {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletRepository,
  ) {}

  /**
   * BetDtos of these bet ids, in the order given (unknown ids are skipped). `toCashout` gives the
   * current cashout offer per bet id; bets without one get null.
   */
  async betDtos(ids: readonly number[], toCashout: ReadonlyMap<number, number | null> = new Map(), executor: Database | Transaction = this.db): Promise<BetDto[]> {
    if (ids.length === 0) return [];
    const rows = await executor.select().from(bets).where(inArray(bets.id, [...ids]));
    const selections = await executor.select().from(betSelections).where(inArray(betSelections.betId, [...ids])).orderBy(asc(betSelections.betId), asc(betSelections.position));
    return assemble(ids, rows, selections, toCashout);
  }

  /** The caller's bets newest first (rejected ones never listed), with the total for pagination. */
  async list(userId: number, filter: BetListFilter): Promise<{ bets: BetDto[]; total: number }> {
    const conditions: SQL[] = [eq(bets.userId, userId), ne(bets.status, 'rejected')];
    if (filter.status === 'open') conditions.push(inArray(bets.status, [...OPEN_STATUSES]));
    if (filter.status === 'settled') conditions.push(notInArray(bets.status, [...OPEN_STATUSES]));
    if (filter.result !== 'all') conditions.push(inArray(bets.result, [...RESULTS_BY_FILTER[filter.result]]));
    const where = and(...conditions);
    const [count] = await this.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(bets).where(where);
    const rows = await this.db.select().from(bets).where(where).orderBy(desc(bets.id)).offset(filter.offset).limit(filter.limit);
    const ids = rows.map((row) => row.id);
    const selections = ids.length === 0 ? [] : await this.db.select().from(betSelections).where(inArray(betSelections.betId, ids)).orderBy(asc(betSelections.betId), asc(betSelections.position));
    return { bets: assemble(ids, rows, selections, new Map()), total: count?.total ?? 0 };
  }

  /** The stored answer of an earlier request with this idempotency key, or null. */
  async storedResponse(userId: number, key: string): Promise<{ data: BetDto[] } | null> {
    const [row] = await this.db.select({ response: betRequests.response }).from(betRequests).where(and(eq(betRequests.userId, userId), eq(betRequests.idempotencyKey, key)));
    return (row?.response as { data: BetDto[] } | null | undefined) ?? null;
  }

  /** The outcomes of the current book with these identities (with match, sport and tournament names). */
  async bookOutcomes(keys: readonly SelectionKey[]): Promise<Map<string, BookOutcome>> {
    const found = new Map<string, BookOutcome>();
    if (keys.length === 0) return found;
    const matchIds = [...new Set(keys.map((key) => key.matchId))];
    const typeIds = [...new Set(keys.map((key) => key.marketTypeId))];
    const outcomeKeys = [...new Set(keys.map((key) => key.outcomeKey))];
    const rows = await this.db
      .select({
        matchId: matches.id,
        matchStatus: matches.status,
        matchType: matches.type,
        matchSlug: matches.slug,
        matchUrnId: matches.urnId,
        matchName: matches.name,
        provider: matches.provider,
        sportKey: sports.key,
        home: matches.home,
        away: matches.away,
        tournamentName: tournaments.name,
        startTime: matches.startTime,
        marketTypeId: markets.typeId,
        specifier: markets.specifier,
        marketName: markets.name,
        marketStatus: markets.status,
        outcomeKey: outcomes.outcomeKey,
        outcomeName: outcomes.name,
        active: outcomes.active,
        odds: outcomes.odds,
      })
      .from(outcomes)
      .innerJoin(markets, eq(markets.id, outcomes.marketId))
      .innerJoin(matches, eq(matches.id, markets.matchId))
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .where(and(inArray(markets.matchId, matchIds), inArray(markets.typeId, typeIds), inArray(outcomes.outcomeKey, outcomeKeys)));
    const wanted = new Set(keys.map(selectionKeyOf));
    for (const row of rows) {
      const key = selectionKeyOf(row);
      if (!wanted.has(key)) continue;
      const { matchName, home, away, ...rest } = row;
      found.set(key, {
        ...rest,
        matchStatus: row.matchStatus as MatchStatus,
        marketStatus: row.marketStatus as MarketStatus,
        home: home?.name ?? matchName,
        away: away?.name ?? '',
      });
    }
    return found;
  }

  /** The player's pve flag, language and acceptance-mode setting; null for an unknown user. */
  async player(userId: number): Promise<{ pve: boolean; language: string; autoAccept: 'none' | 'higher' | 'any' | null } | null> {
    const [row] = await this.db
      .select({ pve: users.pve, language: users.language, autoAccept: userSettings.autoAcceptOddsChange })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /** The user's balance in a currency (null: no such account). Read without a lock: max-stake only. */
  async balance(userId: number, currency: string): Promise<number | null> {
    const [row] = await this.db.select({ balance: accounts.balance }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
    return row?.balance ?? null;
  }

  /**
   * Places bets in one transaction: claims the idempotency key (a concurrent duplicate waits on the
   * unique index and then reads the winner's answer), locks the accounts in currency order, checks
   * the balance, inserts bets and selections, debits each stake through the ledger (kind bet_stake,
   * reference bet:<id>) and stores the response under the key.
   */
  async place(userId: number, idempotencyKey: string | null, newBets: readonly NewBet[], now: Date): Promise<PlaceResult> {
    try {
      return await this.db.transaction(async (tx): Promise<PlaceResult> => {
        let requestId: number | null = null;
        if (idempotencyKey !== null) {
          const [claimed] = await tx.insert(betRequests).values({ userId, idempotencyKey, createdAt: now }).onConflictDoNothing().returning({ id: betRequests.id });
          if (!claimed) {
            const [stored] = await tx.select({ response: betRequests.response }).from(betRequests).where(and(eq(betRequests.userId, userId), eq(betRequests.idempotencyKey, idempotencyKey)));
            return { kind: 'duplicate', response: stored?.response as { data: BetDto[] } };
          }
          requestId = claimed.id;
        }
        const currencies = [...new Set(newBets.map((bet) => bet.currency))].sort();
        const locked = new Map<string, { id: number; balance: number; language: string }>();
        for (const currency of currencies) {
          const account = await this.wallet.lockAccount(tx, userId, currency);
          if (!account) throw new Refusal({ kind: 'no_account', currency });
          const total = newBets.filter((bet) => bet.currency === currency).reduce((sum, bet) => sum + bet.stake, 0);
          if (account.balance < total) throw new Refusal({ kind: 'insufficient', currency });
          locked.set(currency, account);
        }
        const inserted = await tx.insert(bets).values(newBets.map((bet) => ({
          ref: newBetRef(),
          userId,
          accountId: locked.get(bet.currency)?.id ?? 0,
          requestId,
          type: bet.type,
          status: bet.status,
          currency: bet.currency,
          stake: bet.stake,
          odds: bet.odds,
          potentialWin: bet.potentialWin,
          systemWinCount: bet.system?.winCount ?? null,
          systemTotalCount: bet.system?.totalCount ?? null,
          isVip: bet.isVip,
          quick: bet.quick,
          deviceId: bet.deviceId,
          acceptAt: bet.acceptAt,
          createdAt: now,
        }))).returning();
        const selectionRows = await tx.insert(betSelections).values(inserted.flatMap((row, index) => (newBets[index]?.selections ?? []).map((selection, position) => ({
          betId: row.id,
          position,
          matchId: selection.matchId,
          marketTypeId: selection.marketTypeId,
          specifier: selection.specifier,
          outcomeKey: selection.outcomeKey,
          odds: selection.odds,
          snapshot: selection.snapshot,
        })))).returning();
        const balances = new Map<string, number>();
        for (const row of inserted) {
          const account = locked.get(row.currency);
          if (!account) throw new Error(`account of ${row.currency} not locked`);
          balances.set(row.currency, await this.wallet.post(tx, account, -row.stake, 'bet_stake', `bet:${row.id}`, now));
        }
        const placed = assemble(inserted.map((row) => row.id), inserted, selectionRows, new Map());
        if (requestId !== null) await tx.update(betRequests).set({ response: { data: placed } }).where(eq(betRequests.id, requestId));
        const changes = [...balances].map(([currency, balance]) => ({ userId, language: locked.get(currency)?.language ?? 'en', currency, balance }));
        return { kind: 'placed', bets: placed, changes };
      });
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      throw error;
    }
  }

  /**
   * An operator's decision on a VIP bet waiting as `submitted`: accept → waiting_results; reject →
   * rejected with the stake refunded through the ledger (kind bet_stake_refund, reference bet:<id>).
   * Null when no such VIP bet waits.
   */
  async decideVip(betId: number, accept: boolean, now: Date): Promise<{ bet: BetDto; userId: number; language: string; change: BalanceChange | null } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(bets).where(and(eq(bets.id, betId), eq(bets.isVip, true), eq(bets.status, 'submitted'))).for('update');
      if (!row) return null;
      const language = (await tx.select({ language: users.language }).from(users).where(eq(users.id, row.userId)))[0]?.language ?? 'en';
      let change: BalanceChange | null = null;
      if (accept) {
        await tx.update(bets).set({ status: 'waiting_results', acceptAt: now }).where(eq(bets.id, betId));
      } else {
        const account = await this.wallet.lockAccount(tx, row.userId, row.currency);
        if (!account) throw new Error(`account of bet ${betId} missing`);
        const balance = await this.wallet.post(tx, account, row.stake, 'bet_stake_refund', `bet:${betId}`, now);
        await tx.update(bets).set({ status: 'rejected', settledAt: now }).where(eq(bets.id, betId));
        change = { userId: row.userId, language: account.language, currency: row.currency, balance };
      }
      const [bet] = await this.betDtos([betId], new Map(), tx);
      if (!bet) throw new Error(`bet ${betId} vanished`);
      return { bet, userId: row.userId, language, change };
    });
  }
}

function assemble(ids: readonly number[], rows: readonly BetRow[], selections: readonly BetSelectionRow[], toCashout: ReadonlyMap<number, number | null>): BetDto[] {
  const byBet = new Map<number, BetSelectionRow[]>();
  for (const selection of selections) {
    const list = byBet.get(selection.betId) ?? [];
    list.push(selection);
    byBet.set(selection.betId, list);
  }
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rowById.get(id);
    return row ? [toBetDto(row, byBet.get(id) ?? [], toCashout.get(id) ?? null)] : [];
  });
}

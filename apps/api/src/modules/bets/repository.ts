import { randomFillSync } from 'node:crypto';
import type { BetDto } from '@sportsbook/contracts';
import type { MarketStatus, MatchStatus, MatchType, Provider } from '@sportsbook/domain';
import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { Batcher, PLACEMENT_BATCHING, PLACEMENT_READS_BATCHING } from '../../db/batcher';
import type { Database } from '../../db/client';
import { databaseRolledBack, OutcomeUnknown } from '../../db/outcome';
import { accounts, betRequests, bets, betSelections, type BetSelectionSnapshot } from '../../db/schema';
import type { Transaction } from '../../db/rows';
import type { BalanceChange, WalletRepository } from '../wallet/repository';
import { PlacementContextCache } from './context-cache';
import type { PlacedBonus } from './placement-bonus';
import { selectionKeyOf, type BookOutcome, type PlacementContext, type PlacementContextRequest, type PlacingPlayer, type SelectionKey } from './placement-context';
import { toBetDto, type BetRow, type BetSelectionRow } from './serialize';

export interface NewBetSelection extends SelectionKey {
  /** The book's price the placement was validated at, in thousandths: place_bet_batch checks it is still the price. */
  odds: number;
  /** The match status the placement was validated with (checked again in the transaction). */
  matchStatus: MatchStatus;
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
  /** The bonus it is placed with, as decided (placement-bonus.ts); place_bet_batch checks it again. */
  bonus: PlacedBonus | null;
}

/** The wager or loss limit a placement would break, as place_bet_batch found it (used: counted before this placement). */
export interface BetLimitBreach {
  id: number;
  type: 'wager' | 'loss';
  period: 'day' | 'week' | 'month';
  amount: number;
  used: number;
  currency: string;
}

export type PlaceResult =
  | { kind: 'placed'; bets: BetDto[]; changes: BalanceChange[] }
  | { kind: 'duplicate'; bets: BetDto[] }
  | { kind: 'no_account'; currency: string }
  | { kind: 'insufficient'; currency: string }
  /** The cash stake in this currency would take the player past a wager or loss limit (place_bet_batch 4b). */
  | { kind: 'limit'; limit: BetLimitBreach }
  /** The bet at `betIndex` names a bonus that is no longer open to it (spent, by a racing placement too, closed, not the player's). */
  | { kind: 'bonus'; betIndex: number; reason: string }
  /** A leg's line moved, closed or its match changed status since validation: nothing was written. */
  | { kind: 'stale' }
  /** The session, the pve flag or the acceptance-mode setting validated with no longer holds: nothing was written. */
  | { kind: 'stale_context' };

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

/** placement_context's answer: [session hash, user id] of live sessions, players, book lines. */
type PlacementContextRows = [
  [string, number][],
  [number, boolean, string, PlacingPlayer['autoAccept'], boolean][],
  BookRow[],
];

/** One book line as placement_context lists it (the order of BookOutcome's fields). */
type BookRow = [number, number, string, string, string, string, string, string, string, string, string, number, string, string, number, string, string, boolean, number];

/** The lines of `lines` that `keys` name (missing ones left out). */
function linesOf(lines: ReadonlyMap<string, BookOutcome>, keys: readonly SelectionKey[]): Map<string, BookOutcome> {
  const found = new Map<string, BookOutcome>();
  for (const key of keys.map(selectionKeyOf)) {
    const line = lines.get(key);
    if (line) found.set(key, line);
  }
  return found;
}

function bookOutcomeOf([matchId, matchStatus, matchType, matchSlug, matchUrnId, provider, sportKey, home, away, tournamentName, startTime, marketTypeId, specifier, marketName, marketStatus, outcomeKey, outcomeName, active, odds]: BookRow): BookOutcome {
  return {
    matchId,
    matchStatus: matchStatus as MatchStatus,
    matchType: matchType as MatchType,
    matchSlug,
    matchUrnId,
    provider: provider as Provider,
    sportKey,
    home,
    away,
    tournamentName,
    startTime: new Date(startTime),
    marketTypeId,
    specifier,
    marketName,
    marketStatus: marketStatus as MarketStatus,
    outcomeKey,
    outcomeName,
    active,
    odds,
  };
}

/** The context a placement was validated in: its bearer's session, the player's acceptance-mode setting and wager/loss-limit flag. */
export interface ValidatedContext {
  sessionHash: string;
  autoAccept: PlacingPlayer['autoAccept'];
  betLimits: boolean;
}

/** One placement request as the batcher holds it. */
interface PlacementJob {
  userId: number;
  /** What the placement was validated in, checked again in the transaction. */
  context: ValidatedContext;
  idempotencyKey: string | null;
  newBets: readonly NewBet[];
  now: Date;
  language: string;
}

/** place_bet_batch's answer for one placement (ids may arrive as strings: bigint). */
type PlaceBetsAnswer =
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'stale_context' }
  | { kind: 'refused'; reason: 'no_account' | 'insufficient'; currency: string }
  | { kind: 'refused'; reason: 'bonus'; bet: number; detail: string }
  | { kind: 'refused'; reason: 'limit'; limit: { id: number; type: 'wager' | 'loss'; period: 'day' | 'week' | 'month'; amount: number | string; used: number | string; currency: string } }
  | { kind: 'duplicate'; bet_ids: (number | string)[] }
  | { kind: 'ledger_mismatch'; account_id: number }
  | {
    kind: 'placed';
    request_id: number | null;
    accounts: Record<string, number>;
    balances: Record<string, number | string>;
    /** The placement's bets and their selections' ids, as grouped by placeBatch. */
    bets: { ref: string; id: number | string }[];
    selections: { bet_id: number | string; position: number; id: number | string }[];
  };

/** What place_bet_batch (db/functions/place_bet_batch.sql) answers for a batch: per job, then the ids it drew, flat. */
interface PlaceBetBatchResult {
  answers: (
    | Exclude<PlaceBetsAnswer, { kind: 'placed' | 'missing' }>
    | { kind: 'duplicate'; of: number }
    | Omit<Extract<PlaceBetsAnswer, { kind: 'placed' }>, 'bets' | 'selections'>
    | null
  )[];
  /** [job index, ref, bet id] per bet written. */
  bets: [number, string, number | string][] | null;
  /** [bet id, position, selection id] per selection written. */
  selections: [number | string, number, number | string][] | null;
}

type BetInput = ReturnType<typeof betInput>;

/** One placement's answer from its batch, with the bets as sent (their refs). */
interface PlacementAnswer {
  answer: PlaceBetsAnswer;
  input: BetInput[];
}

/** A bet as place_bet_batch reads it, with a fresh reference. */
function betInput(bet: NewBet) {
  return {
    ref: newBetRef(),
    type: bet.type,
    status: bet.status,
    currency: bet.currency,
    stake: bet.stake,
    odds: bet.odds,
    potential_win: bet.potentialWin,
    system_win_count: bet.system?.winCount ?? null,
    system_total_count: bet.system?.totalCount ?? null,
    is_vip: bet.isVip,
    quick: bet.quick,
    device_id: bet.deviceId,
    accept_at: bet.acceptAt?.toISOString() ?? null,
    bonus: bet.bonus === null ? null : {
      issued_id: bet.bonus.check.issuedId,
      kind: bet.bonus.check.kind,
      version: bet.bonus.check.version,
      country: bet.bonus.check.country,
      verified: bet.bonus.check.verified,
      money: bet.bonus.stakeMoney,
      stored: bet.bonus.stored,
    },
    selections: bet.selections.map((selection) => ({
      match_id: selection.matchId,
      market_type_id: selection.marketTypeId,
      specifier: selection.specifier,
      outcome_key: selection.outcomeKey,
      odds: selection.odds,
      match_status: selection.matchStatus,
      snapshot: selection.snapshot,
    })),
  };
}

/** The placed bets as BetDtos, from what was sent plus the ids the database assigned. */
function placedResult(job: PlacementJob, input: readonly BetInput[], answer: Extract<PlaceBetsAnswer, { kind: 'placed' }>): PlaceResult {
  const { userId, now, language } = job;
  const idOf = new Map(answer.bets.map((bet) => [bet.ref, Number(bet.id)]));
  const rows: BetRow[] = input.map((bet) => ({
    id: idOf.get(bet.ref) ?? failWith(`bet ${bet.ref} not stored`),
    ref: bet.ref,
    userId,
    accountId: answer.accounts[bet.currency] ?? 0,
    requestId: answer.request_id,
    type: bet.type,
    status: bet.status,
    result: 'no_results',
    currency: bet.currency,
    stake: bet.stake,
    odds: bet.odds,
    potentialWin: bet.potential_win,
    winAmount: null,
    systemWinCount: bet.system_win_count,
    systemTotalCount: bet.system_total_count,
    bonus: bet.bonus?.stored ?? null,
    isVip: bet.is_vip,
    quick: bet.quick,
    deviceId: bet.device_id,
    acceptAt: bet.accept_at === null ? null : new Date(bet.accept_at),
    createdAt: now,
    settledAt: null,
  }));
  const selectionIds = new Map(answer.selections.map((selection) => [`${selection.bet_id}|${selection.position}`, Number(selection.id)]));
  const selectionRows: BetSelectionRow[] = rows.flatMap((row, index) => (input[index]?.selections ?? []).map((selection, position) => ({
    id: selectionIds.get(`${row.id}|${position}`) ?? failWith(`selection ${position} of bet ${row.id} not stored`),
    betId: row.id,
    position,
    matchId: selection.match_id,
    marketTypeId: selection.market_type_id,
    specifier: selection.specifier,
    outcomeKey: selection.outcome_key,
    odds: selection.odds,
    status: 'open',
    snapshot: selection.snapshot,
  })));
  const changes = Object.entries(answer.balances).map(([currency, balance]) => ({ userId, language, currency, balance: Number(balance) }));
  return { kind: 'placed', bets: assemble(rows.map((row) => row.id), rows, selectionRows, new Map()), changes };
}

/**
 * Each job's answer from place_bet_batch's flat result: a placed job gets its bets and their
 * selections' ids; a duplicate of an earlier job of the same batch gets that job's bet ids.
 */
export function answersOfBatch(result: PlaceBetBatchResult): PlaceBetsAnswer[] {
  const betsOfJob = new Map<number, { ref: string; id: number | string }[]>();
  const jobOfBet = new Map<string, number>();
  for (const [job, ref, id] of result.bets ?? []) {
    const list = betsOfJob.get(job) ?? [];
    list.push({ ref, id });
    betsOfJob.set(job, list);
    jobOfBet.set(String(id), job);
  }
  const selectionsOfJob = new Map<number, { bet_id: number | string; position: number; id: number | string }[]>();
  for (const [betId, position, id] of result.selections ?? []) {
    const job = jobOfBet.get(String(betId));
    if (job === undefined) continue;
    const list = selectionsOfJob.get(job) ?? [];
    list.push({ bet_id: betId, position, id });
    selectionsOfJob.set(job, list);
  }
  return result.answers.map((answer, index): PlaceBetsAnswer => {
    if (answer === null) return { kind: 'missing' };
    if (answer.kind === 'placed') return { ...answer, bets: betsOfJob.get(index) ?? [], selections: selectionsOfJob.get(index) ?? [] };
    if (answer.kind === 'duplicate' && 'of' in answer) return { kind: 'duplicate', bet_ids: (betsOfJob.get(answer.of) ?? []).map((bet) => bet.id).sort((a, b) => Number(a) - Number(b)) };
    return answer;
  });
}

function failWith(message: string): never {
  throw new Error(message);
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REF_LENGTH = 12;
/** Random bytes for refs, drawn a few thousand at a time (one call of the CSPRNG per 341 refs). */
const refBytes = Buffer.alloc(REF_LENGTH * 341);
let refOffset = refBytes.length;

/** Human-friendly unique bet reference: 12 upper-case base-32 characters. */
export function newBetRef(): string {
  if (refOffset + REF_LENGTH > refBytes.length) {
    randomFillSync(refBytes);
    refOffset = 0;
  }
  let ref = '';
  for (let index = 0; index < REF_LENGTH; index += 1) ref += REF_ALPHABET[(refBytes[refOffset + index] ?? 0) % REF_ALPHABET.length];
  refOffset += REF_LENGTH;
  return ref;
}

/**
 * Bets, their selections and placement requests (issue 6). Placements are batched into calls of the
 * database function place_bet_batch: idempotency claim, balance debits, bet rows and ledger entries.
 */
export class BetsRepository {
  private readonly placements: Batcher<PlacementJob, PlacementAnswer>;
  private readonly bookReads: Batcher<readonly SelectionKey[], Map<string, BookOutcome>>;
  private readonly contextReads: Batcher<PlacementContextRequest, PlacementContext>;

  constructor(
    private readonly db: Database,
    private readonly wallet: WalletRepository,
    /** What earlier placements read (tests pass one with their own clock and lifetimes). */
    private readonly contexts = new PlacementContextCache(),
  ) {
    // A batch whose call failed without the database's answer may have committed: never replayed.
    this.placements = new Batcher((jobs) => this.placeBatch(jobs), { ...PLACEMENT_BATCHING, replayable: databaseRolledBack });
    // The reads of concurrent placements are batched the same way (one query each per batch).
    this.bookReads = new Batcher((jobs) => this.readBooks(jobs));
    this.contextReads = new Batcher((requests) => this.readContexts(requests), PLACEMENT_READS_BATCHING);
  }

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

  /** The bets placed by an earlier request with this idempotency key, or null when there was none. */
  async betsOfRequest(userId: number, key: string): Promise<BetDto[] | null> {
    const [request] = await this.db.select({ id: betRequests.id }).from(betRequests).where(and(eq(betRequests.userId, userId), eq(betRequests.idempotencyKey, key)));
    if (!request) return null;
    const placed = await this.db.select({ id: bets.id }).from(bets).where(eq(bets.requestId, request.id)).orderBy(asc(bets.id));
    return this.betDtos(placed.map((row) => row.id));
  }

  /**
   * The outcomes of the current book with these identities (with match, sport and tournament names):
   * max stake, and a live placement's second look after its bet delay (placement_context's book).
   */
  bookOutcomes(keys: readonly SelectionKey[]): Promise<Map<string, BookOutcome>> {
    return keys.length === 0 ? Promise.resolve(new Map<string, BookOutcome>()) : this.bookReads.submit(keys);
  }

  /** Book lines of several placements read together: one statement over the union of their keys. */
  private async readBooks(jobs: (readonly SelectionKey[])[]): Promise<Map<string, BookOutcome>[]> {
    const { lines } = await this.readContext([], [], jobs.flat(), new Date());
    this.contexts.rememberLines(lines.values());
    return jobs.map((wanted) => linesOf(lines, wanted));
  }

  /**
   * What a placement reads before it is validated, in one statement with the placements that
   * arrive together (database function placement_context, db/functions/placement_context.sql): whether the bearer's
   * session is still alive, the placing player, and the book lines of its selections. Answered
   * from PlacementContextCache when it holds all of it (`cached`), unless `fresh` is asked.
   */
  async placementContext(request: PlacementContextRequest, options: { fresh: boolean } = { fresh: false }): Promise<PlacementContext> {
    if (options.fresh) this.contexts.forget(request);
    else {
      const kept = this.contexts.get(request);
      if (kept) return kept;
    }
    const context = await this.contextReads.submit(request);
    this.contexts.remember(request, context);
    return context;
  }

  private async readContexts(requests: PlacementContextRequest[]): Promise<PlacementContext[]> {
    const now = new Date(Math.min(...requests.map((request) => request.now.getTime())));
    const read = await this.readContext(requests.map((request) => request.sessionHash), requests.map((request) => request.userId), requests.flatMap((request) => request.keys), now);
    return requests.map((request) => ({
      alive: read.userOfSession.get(request.sessionHash) === request.userId,
      player: read.players.get(request.userId) ?? null,
      book: linesOf(read.lines, request.keys),
      cached: false,
    }));
  }

  /** One call of placement_context: live sessions among these, these players, these book lines. */
  private async readContext(sessionHashes: readonly string[], userIds: readonly number[], keys: readonly SelectionKey[], now: Date) {
    const wanted = [...new Map(keys.map((key) => [selectionKeyOf(key), key])).values()];
    // Each list is one parameter (sql.param): an array inside sql`` would become a list of parameters.
    const list = (values: readonly unknown[]) => sql.param(values);
    const result = await this.db.execute(sql`select placement_context(
      ${list([...new Set(sessionHashes)])}::text[], ${now.toISOString()}::timestamptz, ${list([...new Set(userIds)])}::integer[],
      ${list(wanted.map((key) => key.matchId))}::integer[], ${list(wanted.map((key) => key.marketTypeId))}::integer[],
      ${list(wanted.map((key) => key.specifier))}::text[], ${list(wanted.map((key) => key.outcomeKey))}::text[]) as context`);
    const [sessionRows, playerRows, bookRows] = (result as { rows: { context: PlacementContextRows }[] }).rows[0]?.context ?? [[], [], []];
    return {
      userOfSession: new Map(sessionRows),
      players: new Map(playerRows.map(([id, pve, language, autoAccept, betLimits]): [number, PlacingPlayer] => [id, { pve, language, autoAccept, betLimits }])),
      lines: new Map(bookRows.map((row) => {
        const line = bookOutcomeOf(row);
        return [selectionKeyOf(line), line];
      })),
    };
  }

  /** The user's balance in a currency (null: no such account). Read without a lock: max-stake only. */
  async balance(userId: number, currency: string): Promise<number | null> {
    const [row] = await this.db.select({ balance: accounts.balance }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
    return row?.balance ?? null;
  }

  /**
   * Places one request's bets: submitted to the placement batcher, which sends the placements
   * that arrive together in one call of the database function place_bet_batch
   * (db/functions/place_bet_batch.sql, set-based): per placement it checks that the context it was validated in still
   * holds (else `stale_context`) and that every leg is still offered as validated (else
   * `stale`), claims the idempotency key, checks the locked accounts, debits
   * each currency's total stake and stores bets, selections and one ledger entry per bet (kind
   * bet_stake, reference bet:<id>), all in one transaction with the others of its batch.
   * Throws OutcomeUnknown when the call failed without the database's answer (it may have
   * committed): the placement is neither replayed nor reported as refused.
   */
  async place(userId: number, context: ValidatedContext, idempotencyKey: string | null, newBets: readonly NewBet[], now: Date, language: string): Promise<PlaceResult> {
    const job = { userId, context, idempotencyKey, newBets, now, language };
    const { answer, input } = await this.placements.submit(job).catch((error: unknown) => {
      throw databaseRolledBack(error) ? error : new OutcomeUnknown(error);
    });
    switch (answer.kind) {
      case 'refused':
        if (answer.reason === 'bonus') return { kind: 'bonus', betIndex: answer.bet, reason: answer.detail };
        if (answer.reason === 'limit') return { kind: 'limit', limit: { ...answer.limit, amount: Number(answer.limit.amount), used: Number(answer.limit.used) } };
        return { kind: answer.reason, currency: answer.currency };
      case 'stale': return { kind: 'stale' };
      case 'stale_context': return { kind: 'stale_context' };
      case 'duplicate': return { kind: 'duplicate', bets: await this.betDtos(answer.bet_ids.map(Number)) };
      case 'ledger_mismatch': throw new Error(`ledger mismatch on account ${answer.account_id}`);
      case 'missing': throw new Error('place_bet_batch answered nothing for this placement');
      case 'placed': return placedResult(job, input, answer);
    }
  }

  /**
   * One call of place_bet_batch for the placements that arrived together. Its transaction has
   * committed once it answers, so nothing after it may throw (the batcher would retry each job
   * alone and place them twice): each job gets its own answer, turned into a result by place().
   */
  private async placeBatch(jobs: PlacementJob[]): Promise<PlacementAnswer[]> {
    const inputs = jobs.map((job, index) => ({
      index,
      user_id: job.userId,
      session_hash: job.context.sessionHash,
      auto_accept: job.context.autoAccept,
      bet_limits: job.context.betLimits,
      key: job.idempotencyKey,
      now: job.now.toISOString(),
      bets: job.newBets.map(betInput),
    }));
    const result = await this.db.execute(sql`select place_bet_batch(${JSON.stringify(inputs)}::jsonb) as result`);
    const written = (result as { rows: { result: PlaceBetBatchResult | null }[] }).rows[0]?.result;
    const answers = answersOfBatch(written ?? { answers: [], bets: null, selections: null });
    return inputs.map((input, index) => ({ answer: answers[index] ?? { kind: 'missing' }, input: input.bets }));
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
